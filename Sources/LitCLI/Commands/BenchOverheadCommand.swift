import Evaluation
import ToolSupport

/// `lit bench overhead`: the harness against a bare loop over the same lookups.
enum BenchOverheadCommand {
    static let command = Command(
        CommandSpec(
            name: "overhead", abstract: "Time the harness against a bare loop of the same cache lookups.",
            discussion:
                "Use a release build; Tests/Benchmarks/harness.sh runs it. Target: harness under 2× the bare loop.",
            options: [OptionSpec("events", value: "N", help: "Events to replay (default 1000000).")])
    ) { arguments, console in
        let context = try BenchContext(console)
        let count = try arguments.integer("events") ?? 1_000_000
        guard count >= 1 else { throw UsageError("--events: expected at least 1, got \(count)") }
        let (harness, bare) = try await HarnessOverhead.measure(events: count, fixtures: context.fixtures)
        let rows = [
            [
                "harness replay (memory cache)", String(format: "%.0f", Double(count) / harness),
                String(format: "%.2f", harness),
            ],
            [
                "bare loop of the same lookups", String(format: "%.0f", Double(count) / bare),
                String(format: "%.2f", bare),
            ],
            ["harness / bare", String(format: "%.2f×", harness / bare), "target < 2×"],
        ]
        try console.out.write(
            TerminalTable(headers: ["\(count) events", "events/s", "seconds"], rows: rows, rightAligned: [1, 2])
                .render())
    }
}
