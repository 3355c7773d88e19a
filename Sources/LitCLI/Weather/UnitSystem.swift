import Foundation

/// Metric or imperial figures, formatted the same way on every machine (no locale guessing).
enum UnitSystem: String {
    case metric
    case imperial

    /// Reads --units.
    init(option: String?) throws {
        guard let system = UnitSystem(rawValue: option ?? "metric") else {
            throw WeatherUsage.error("--units: expected metric or imperial, got '\(option ?? "")'")
        }
        self = system
    }

    func temperature(_ value: Measurement<UnitTemperature>) -> String {
        self == .metric
            ? "\(Self.rounded(value.converted(to: .celsius).value))°C"
            : "\(Self.rounded(value.converted(to: .fahrenheit).value))°F"
    }

    func speed(_ value: Measurement<UnitSpeed>) -> String {
        self == .metric
            ? "\(Self.rounded(value.converted(to: .kilometersPerHour).value)) km/h"
            : "\(Self.rounded(value.converted(to: .milesPerHour).value)) mph"
    }

    func pressure(_ value: Measurement<UnitPressure>) -> String {
        self == .metric
            ? "\(Self.rounded(value.converted(to: .hectopascals).value)) hPa"
            : String(format: "%.2f inHg", value.converted(to: .inchesOfMercury).value)
    }

    func precipitation(_ value: Measurement<UnitLength>) -> String {
        self == .metric
            ? String(format: "%.1f mm", value.converted(to: .millimeters).value)
            : String(format: "%.2f in", value.converted(to: .inches).value)
    }

    /// Whole numbers, with -0 shown as 0.
    static func rounded(_ value: Double) -> Int {
        let number = Int(value.rounded())
        return number == 0 ? 0 : number
    }
}
