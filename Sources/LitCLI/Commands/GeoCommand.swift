import Foundation
import ToolSupport
import WeatherEngine

/// `lit geo`: datum conversion and distance.
enum GeoCommand {
    static let command = Command(
        CommandSpec(name: "geo", abstract: "Convert coordinates between WGS-84, GCJ-02 and BD-09; measure distances."),
        subcommands: [convert, distance])

    static let convert = Command(
        CommandSpec(
            name: "convert",
            abstract: "Convert LAT,LON from one datum to another (points outside China stay as they are).",
            arguments: [ArgumentSpec("LAT,LON", help: "Degrees, latitude first, e.g. 39.915,116.404.")],
            options: [
                OptionSpec("from", value: "DATUM", help: "wgs84, gcj02 or bd09."),
                OptionSpec("to", value: "DATUM", help: "wgs84, gcj02 or bd09."),
            ])
    ) { arguments, console in
        let point = try location(arguments.positional(0)!)
        let from = try DatumOption.parse(arguments, "from")
        let to = try DatumOption.parse(arguments, "to")
        let converted = DatumConverter().convert(point, from: from, to: to)
        try console.print(String(format: "%.9f,%.9f", converted.latitude, converted.longitude))
    }

    static let distance = Command(
        CommandSpec(
            name: "distance", abstract: "The great-circle distance between two points, in metres (haversine).",
            arguments: [ArgumentSpec("FROM", help: "LAT,LON."), ArgumentSpec("TO", help: "LAT,LON (same datum).")])
    ) { arguments, console in
        let metres = try location(arguments.positional(0)!).distance(to: try location(arguments.positional(1)!)) * 1000
        try console.print(String(format: "%.1f", metres))
    }

    static func location(_ text: String) throws -> WeatherLocation {
        guard let point = WeatherLocation(parsing: text), point.isValid else {
            throw UsageError("expected LAT,LON with latitude −90…90 and longitude −180…180, got '\(text)'")
        }
        return point
    }
}
