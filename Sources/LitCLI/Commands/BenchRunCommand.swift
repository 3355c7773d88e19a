import Evaluation
import Foundation
import ToolSupport

/// `lit bench run`: replays the workload traces with each caching strategy and stores the figures
/// as an evidence run.
enum BenchRunCommand {
    static let command = Command(
        CommandSpec(
            name: "run", abstract: "Replay the workload traces with each caching strategy; store an evidence run.",
            discussion: """
                Each trace is replayed on a simulated clock against the fixture provider behind a simulated \
                network; latency is the engine's own time, measured, plus the simulated network time. \
                Counts repeat exactly for the same seed; latency varies with this machine. The run is \
                stored in .lit/evidence.sqlite3 and gets an id (R001, ...) that decision records can cite.
                """,
            options: [
                OptionSpec("profile", value: "NAME", help: "quick (default; what lit review runs) or full."),
                OptionSpec(
                    "trace", value: "NAME|FILE", kind: .repeated,
                    help: "A workload (\(TraceGenerator.names.joined(separator: ", "))) or a .trace file; default all."),
                OptionSpec(
                    "strategy", value: "NAME", kind: .repeated,
                    help: "A strategy (see lit bench strategies); default all thirteen."),
                OptionSpec("seed", value: "N", help: "Seed of the simulated network (default 1)."),
                OutputOptions.formatSpec, OutputOptions.langSpec, WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let workspace = try WorkspaceOption.locate(arguments, console)
        let context = try BenchContext(console)
        let options = try OutputOptions(arguments, defaultFormat: console.outIsTerminal ? .table : .csv)
        let profileName = arguments.value("profile") ?? "quick"
        guard let profile = BenchProfile.named(profileName) else {
            throw UsageError("--profile: expected quick or full, got '\(profileName)'")
        }
        let strategies = try arguments.values("strategy").map { name in
            guard let strategy = Strategy.named(name) else {
                throw UsageError("--strategy: unknown strategy '\(name)'; see lit bench strategies")
            }
            return strategy
        }
        let seed = try arguments.integer("seed") ?? 1
        guard seed >= 0 else { throw UsageError("--seed: expected a number 0 or more, got \(seed)") }
        let traceNames = arguments.values("trace").isEmpty ? TraceGenerator.names : arguments.values("trace")
        let traces = try traceNames.map {
            try context.trace($0, scale: profile.scale, workingDirectory: console.workingDirectory)
        }
        // Figures are filed by trace and strategy name: each may appear once.
        if let twice = firstRepeated(traces.map(\.name)) {
            throw UsageError("--trace: two traces are named '\(twice)'; a run keeps one of each")
        }
        if let twice = firstRepeated(strategies.map(\.name)) {
            throw UsageError("--strategy: '\(twice)' is given twice")
        }
        let plan = BenchRunner.Plan(
            profile: profile, traces: traces, strategies: strategies.isEmpty ? Strategy.all : strategies,
            seed: UInt64(seed), context: context)
        let run = try await BenchRunner.run(plan, workspace: workspace, console: console)
        console.diagnostic("stored evidence run \(run.id)")
        if options.format == .table || options.format == .md { try console.print(EvidenceSummary.heading(run)) }
        let table =
            options.format == .csv || options.format == .json
            ? EvidenceSummary.records(run) : EvidenceSummary.table(run, chinese: options.chinese)
        try console.out.write(table.render(options.format, bold: console.colorEnabled()))
    }

    private static func firstRepeated(_ names: [String]) -> String? {
        var seen = Set<String>()
        return names.first { !seen.insert($0).inserted }
    }
}
