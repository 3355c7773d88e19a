import Foundation
import ToolSupport
import WeatherEngine

/// `lit bench gazetteer`: load time and search latency of the offline gazetteer.
enum BenchGazetteerCommand {
    static let names = ["北京", "上海", "Chengdu", "朝阳", "Macau", "拉萨", "Springfield", "哈尔滨", "Sydney", "乌鲁木齐"]

    static let command = Command(
        CommandSpec(
            name: "gazetteer",
            abstract: "Time loading Fixtures/cities.tsv and searching it (targets: 150 ms, 1 ms p50).",
            options: [OptionSpec("rounds", value: "N", help: "Searches per name (default 200).")])
    ) { arguments, console in
        let rounds = try arguments.integer("rounds") ?? 200
        guard rounds >= 1 else { throw UsageError("--rounds: expected at least 1, got \(rounds)") }
        let path = try DataFolder.locate(environment: console.environment).cities
        var loads = LatencySamples()
        var gazetteer: Gazetteer?
        for _ in 0..<5 { try await loads.measure { gazetteer = try Gazetteer(path: path) } }
        var searches = LatencySamples()
        for _ in 0..<rounds {
            for name in names { await searches.measure { _ = gazetteer!.search(name) } }
        }
        let rows = [
            [
                "load (\(gazetteer!.cities.count) cities, median of 5)",
                String(format: "%.1f ms", loads.microseconds(at: 50) / 1000), "", "< 150 ms",
            ],
            [
                "search (10 names × \(rounds))", String(format: "%.1f µs", searches.microseconds(at: 50)),
                String(format: "%.1f µs", searches.microseconds(at: 99)), "p50 < 1 ms",
            ],
        ]
        try console.out.write(TerminalTable(headers: ["measure", "p50", "p99", "target"], rows: rows).render())
    }
}
