import Evaluation
import ToolSupport

/// `lit bench trace`: the workload traces, as the seeded generator makes them.
enum BenchTraceCommand {
    static let command = Command(
        CommandSpec(
            name: "trace", abstract: "Print a workload trace made by the seeded generator.",
            discussion: """
                The files in Fixtures/traces/ are this command's output with seed 1 \
                (Fixtures/traces/README.md describes the format). Write your own trace in the same format \
                and pass its path to lit bench run --trace.
                """,
            arguments: [ArgumentSpec("NAME", help: TraceGenerator.names.joined(separator: ", "))],
            options: [
                OptionSpec("scale", value: "SCALE", help: "quick (default) or full."),
                OptionSpec("seed", value: "N", help: "The generator's seed (default 1)."),
            ])
    ) { arguments, console in
        let name = arguments.positional(0)!
        let scaleName = arguments.value("scale") ?? "quick"
        guard let scale = TraceGenerator.Scale(rawValue: scaleName) else {
            throw UsageError("--scale: expected quick or full, got '\(scaleName)'")
        }
        let seed = try arguments.integer("seed") ?? 1
        guard seed >= 0 else { throw UsageError("--seed: expected a number 0 or more, got \(seed)") }
        guard let trace = TraceGenerator.make(name, seed: UInt64(seed), scale: scale) else {
            throw UsageError("expected a workload: \(TraceGenerator.names.joined(separator: ", ")), got '\(name)'")
        }
        try console.out.write(TraceFormat.text(of: trace))
    }
}
