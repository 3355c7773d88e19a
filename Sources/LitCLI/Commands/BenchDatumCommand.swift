import Foundation
import ToolSupport
import WeatherEngine

/// `lit bench datum`: WGS-84 → GCJ-02 conversions per second (Tests/Benchmarks/datum.sh sets C beside it).
enum BenchDatumCommand {
    static let command = Command(
        CommandSpec(
            name: "datum", abstract: "Time WGS-84 → GCJ-02 conversions (the same points as the C reference).",
            options: [OptionSpec("points", value: "N", help: "Conversions (default 5000000).")])
    ) { arguments, console in
        let points = try arguments.integer("points") ?? 5_000_000
        guard points >= 1 else { throw UsageError("--points: expected at least 1, got \(points)") }
        let converter = DatumConverter()
        var checksum = 0.0
        let start = ContinuousClock.now
        for index in 0..<points {
            let point = WeatherLocation(
                latitude: 18.5 + Double(index % 3500) * 0.01, longitude: 74 + Double(index % 6000) * 0.01)
            let converted = converter.convert(point, from: .wgs84, to: .gcj02)
            checksum += converted.latitude + converted.longitude
        }
        let seconds = (ContinuousClock.now - start).seconds
        try console.print(
            String(format: "lit DatumConverter: %.0f conversions/s (checksum %.3f)", Double(points) / seconds, checksum)
        )
    }
}
