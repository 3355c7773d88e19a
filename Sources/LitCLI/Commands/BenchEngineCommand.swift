import Foundation
import ToolSupport
import WeatherEngine

/// `lit bench engine`: cache-hit latency and decode throughput beside their targets.
enum BenchEngineCommand {
    static let command = Command(
        CommandSpec(
            name: "engine",
            abstract: "Time memory- and disk-cache hits and decoding of a full WeatherKit response.",
            discussion: "Use a release build; Tests/Benchmarks/engine.sh runs it beside Python's json.loads.",
            options: [
                OptionSpec("samples", value: "N", help: "Timed calls per measure (default 20000)."),
                OutputOptions.formatSpec,
            ])
    ) { arguments, console in
        let fixtures = try DataFolder.locate(environment: console.environment).weather
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
