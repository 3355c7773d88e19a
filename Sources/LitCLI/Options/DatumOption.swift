import ToolSupport
import WeatherEngine

/// A coordinate system given as an option (`--from`, `--to`, `--datum`): wgs84, gcj02 or bd09.
enum DatumOption {
    /// The datum of `--option`, or `fallback` when it is not given (a usage error without one).
    static func parse(_ arguments: ParsedArguments, _ option: String, default fallback: Datum? = nil) throws -> Datum {
        guard let text = arguments.value(option) else {
            if let fallback { return fallback }
            throw UsageError("--\(option) is required: wgs84, gcj02 or bd09")
        }
        guard let datum = Datum(rawValue: text.lowercased().replacingOccurrences(of: "-", with: "")) else {
            throw UsageError("--\(option): expected wgs84, gcj02 or bd09, got '\(text)'")
        }
        return datum
    }
}
