import Evaluation
import Foundation
import ToolSupport

/// `lit bench`: benchmarks that print figures beside their targets.
enum BenchCommand {
    static let command = Command(
        CommandSpec(name: "bench", abstract: "Measure the engine and keep the evidence."),
        subcommands: [
            BenchRunCommand.command, BenchReportCommands.list, BenchReportCommands.show, BenchReportCommands.compare,
            BenchPlotCommand.command, BenchTraceCommand.command, BenchTraceCommand.strategies, engine,
            BenchOverheadCommand.command,
        ])

    static let engine = Command(
        CommandSpec(
            name: "engine",
            abstract: "Time memory- and disk-cache hits and decoding of a full WeatherKit response.",
            discussion: "Use a release build; Tests/Benchmarks/engine.sh runs it beside Python's json.loads.",
            options: [
                OptionSpec("samples", value: "N", help: "Timed calls per measure (default 20000)."),
                OutputOptions.formatSpec,
            ])
    ) { arguments, console in
        guard
            let fixtures = FixtureLocator.directory(
                environment: console.environment, workingDirectory: console.workingDirectory)
        else { throw UsageError("Fixtures/weather not found: set LIT_FIXTURES") }
        let scratch = FileManager.default.temporaryDirectory.path + "/lit-bench-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let samples = try arguments.integer("samples") ?? 20_000
        guard samples >= 1 else { throw UsageError("--samples: expected at least 1, got \(samples)") }
        let figures = try await EngineBenchmark(fixtures: fixtures, samples: samples).run(scratch: scratch)
        let rows: [(String, String, String, String)] = [
            (
                "memory-cache hit (current)", String(format: "%.2f µs", figures.memory.microseconds(at: 50)),
                String(format: "%.2f µs", figures.memory.microseconds(at: 99)), "p50 < 5 µs"
            ),
            (
                "disk-cache hit (current)", String(format: "%.1f µs", figures.disk.microseconds(at: 50)),
                String(format: "%.1f µs", figures.disk.microseconds(at: 99)), "p50 < 200 µs"
            ),
            (
                "decode full response (\(figures.responseBytes / 1024) KiB)",
                String(format: "%.1f MB/s", figures.decodeMegabytesPerSecond), "", "≥ Python json.loads"
            ),
        ]
        if arguments.value("format") == "json" {
            try console.print(
                "{\"memoryHitP50Us\": \(figures.memory.microseconds(at: 50)), \"memoryHitP99Us\": \(figures.memory.microseconds(at: 99)), "
                    + "\"diskHitP50Us\": \(figures.disk.microseconds(at: 50)), \"diskHitP99Us\": \(figures.disk.microseconds(at: 99)), "
                    + "\"decodeMBps\": \(figures.decodeMegabytesPerSecond), \"responseBytes\": \(figures.responseBytes)}"
            )
            return
        }
        let table = TerminalTable(
            headers: ["measure", "p50 / rate", "p99", "target"], rows: rows.map { [$0.0, $0.1, $0.2, $0.3] })
        try console.out.write(table.render())
    }
}

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
