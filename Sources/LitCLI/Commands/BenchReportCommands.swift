import Evaluation
import Foundation
import ToolSupport

/// `lit bench list`, `show` and `compare`: the stored evidence runs.
enum BenchReportCommands {
    static let list = Command(
        CommandSpec(
            name: "list", abstract: "List the stored evidence runs.",
            options: [OutputOptions.formatSpec, WorkspaceOption.spec])
    ) { arguments, console in
        let store = try BenchContext.store(try WorkspaceOption.locate(arguments, console))
        let options = try OutputOptions(arguments, defaultFormat: console.outIsTerminal ? .table : .csv)
        let table = DataTable(
            headers: ["run", "created", "profile", "build", "commit"],
            keys: ["run", "created", "profile", "build", "commit"],
            rows: try store.list().map { [$0.id, $0.created, $0.profile, $0.build, $0.commit] }, numeric: [])
        try console.out.write(table.render(options.format))
    }

    static let show = Command(
        CommandSpec(
            name: "show", abstract: "Show an evidence run's figures.",
            discussion: "table and md give one row per trace and strategy; csv and json every figure with its spread.",
            arguments: [ArgumentSpec("RUN", help: "A run id (R001) or 'latest'.")],
            options: [OutputOptions.formatSpec, OutputOptions.langSpec, WorkspaceOption.spec])
    ) { arguments, console in
        let run = try load(arguments.positional(0)!, arguments, console)
        let options = try OutputOptions(arguments, defaultFormat: console.outIsTerminal ? .table : .csv)
        switch options.format {
        case .table, .md:
            try console.print(EvidenceSummary.heading(run))
            if options.format == .md { try console.print("") }
            try console.out.write(
                EvidenceSummary.table(run, chinese: options.chinese).render(
                    options.format, bold: console.colorEnabled()))
        case .csv, .json:
            try console.out.write(EvidenceSummary.records(run).render(options.format))
        }
    }

    static let compare = Command(
        CommandSpec(
            name: "compare", abstract: "Compare two evidence runs, figure by figure.",
            discussion: """
                A change counts when it is larger than both runs' spread (their repetitions' ranges do not \
                overlap). With --threshold, a change that counts and is worse by more than PCT percent \
                (latency, requests, bytes, failures up; hit rate down) is a regression: the command exits 1.
                """,
            arguments: [
                ArgumentSpec("BASE", help: "The run to compare against (R001 or 'latest')."),
                ArgumentSpec("NEW", help: "The run to judge."),
            ],
            options: [
                OptionSpec("threshold", value: "PCT", help: "Exit 1 when a figure regresses by more than PCT percent."),
                OutputOptions.formatSpec, WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let base = try load(arguments.positional(0)!, arguments, console)
        let new = try load(arguments.positional(1)!, arguments, console)
        let options = try OutputOptions(arguments, defaultFormat: console.outIsTerminal ? .table : .csv)
        var threshold: Double?
        if let text = arguments.value("threshold") {
            guard let value = Double(text), value >= 0 else {
                throw UsageError("--threshold: expected a percentage such as 10, got '\(text)'")
            }
            threshold = value
        }
        let comparison = RunComparison(base: base, new: new, threshold: threshold)
        guard !comparison.changes.isEmpty else {
            throw CommandFailure(
                "\(base.id) and \(new.id) have no trace and strategy in common: nothing to compare")
        }
        if !comparison.missing.isEmpty {
            console.diagnostic(
                "note: \(new.id) lacks \(comparison.missing.count) of \(base.id)'s traces and strategies "
                    + "(\(comparison.missing.prefix(3).joined(separator: ", "))\(comparison.missing.count > 3 ? ", ..." : ""))"
            )
        }
        for difference in comparison.differences {
            console.diagnostic("note: the runs differ in \(difference): changes may not be the code's")
        }
        let rows = comparison.changes.map { change in
            [
                change.trace, change.strategy, change.metric, EvidenceSummary.number(change.base),
                EvidenceSummary.number(change.new), change.percent.map { String(format: "%+.1f%%", $0) } ?? "",
                change.verdict.rawValue,
            ]
        }
        let table = DataTable(
            headers: ["trace", "strategy", "metric", base.id, new.id, "change", "verdict"],
            keys: ["trace", "strategy", "metric", "base", "new", "change", "verdict"], rows: rows, numeric: [3, 4])
        try console.out.write(table.render(options.format))
        let regressions = comparison.changes.filter { $0.verdict == .regression }
        if !regressions.isEmpty {
            throw CommandFailure(
                "\(regressions.count) figure(s) regressed by more than \(EvidenceSummary.number(threshold ?? 0))%: "
                    + regressions.prefix(3).map { "\($0.trace)/\($0.strategy) \($0.metric)" }.joined(separator: ", "))
        }
    }

    /// The run `id` of the workspace, or a clear error.
    static func load(_ id: String, _ arguments: ParsedArguments, _ console: Console) throws -> EvidenceRun {
        let store = try BenchContext.store(try WorkspaceOption.locate(arguments, console))
        guard let run = try store.run(id) else {
            let known = try store.list().map(\.id)
            throw CommandFailure(
                "no evidence run '\(id)'"
                    + (known.isEmpty
                        ? "; run lit bench run first" : "; stored: \(known.suffix(5).joined(separator: ", "))"))
        }
        return run
    }
}
