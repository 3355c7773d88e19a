import Foundation
import WeatherEngine

/// Measures the engine's caches and decoder: memory-cache and disk-cache hit latency (p50/p99), and
/// decode throughput of a full WeatherKit response (current, 240 hours, 10 days, alerts).
struct EngineBenchmark {
    let fixtures: String
    let samples: Int

    struct Figures {
        var memory = LatencySamples()
        var disk = LatencySamples()
        var decodeMegabytesPerSecond = 0.0
        var responseBytes = 0
    }

    func run(scratch: String) async throws -> Figures {
        var figures = Figures()
        let provider = try FixtureProvider(directory: fixtures)
        let harbin = WeatherLocation(latitude: 45.75, longitude: 126.65)
        let service = WeatherService(provider: provider, cachePath: scratch + "/engine-bench.sqlite3")
        _ = try await service.weather(for: harbin, including: .current)
        for _ in 0..<1000 { _ = try await service.weather(for: harbin, including: .current) }  // warm-up
        for _ in 0..<samples {
            try await figures.memory.measure { _ = try await service.weather(for: harbin, including: .current) }
        }
        for _ in 0..<samples {
            await service.clearMemoryCache()
            try await figures.disk.measure { _ = try await service.weather(for: harbin, including: .current) }
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/harbin.json"))
        figures.responseBytes = data.count
        _ = try WeatherKitFormat.decode(data, source: "harbin.json")
        let rounds = 20
        for _ in 0..<5 {  // best of 5, as the Python reference in engine.sh
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<rounds { _ = try WeatherKitFormat.decode(data, source: "harbin.json") }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            figures.decodeMegabytesPerSecond = max(
                figures.decodeMegabytesPerSecond, Double(data.count * rounds) / seconds / 1_000_000)
        }
        return figures
    }
}
