import Foundation

/// Formats the engine's measurements and names for people, in English or Simplified Chinese and in
/// metric or imperial units: Foundation's `MeasurementFormatter` is not available on Linux, and the
/// same text on every machine keeps output diffable.
public struct WeatherFormatter: Sendable {
    /// The languages text is written in.
    public enum Language: String, CaseIterable, Sendable {
        /// English, and Simplified Chinese (简体中文).
        case english = "en"
        case simplifiedChinese = "zh-Hans"
    }

    /// The units figures are shown in.
    public enum UnitSystem: String, CaseIterable, Sendable {
        /// °C, km/h, hPa, mm, km; or °F, mph, inHg, in, mi.
        case metric, imperial
    }

    /// The language of the words.
    public let language: Language
    /// The units of the figures.
    public let units: UnitSystem

    /// A formatter for `language` and `units`.
    public init(language: Language, units: UnitSystem) {
        self.language = language
        self.units = units
    }

    /// The formatter a locale implies: Chinese for any `zh` locale, English otherwise; imperial
    /// units where they are customary for weather (the United States, Liberia, Myanmar).
    public init(localeIdentifier: String) {
        let parts = localeIdentifier.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        language = parts.first?.lowercased() == "zh" ? .simplifiedChinese : .english
        let imperialRegions: Set<String> = ["US", "LR", "MM"]
        units = parts.dropFirst().contains { imperialRegions.contains($0) } ? .imperial : .metric
    }

    private var chinese: Bool { language == .simplifiedChinese }

    /// "-11°C", "12°F": whole degrees.
    public func temperature(_ value: Measurement<UnitTemperature>) -> String {
        units == .metric
            ? "\(Self.whole(value.converted(to: .celsius).value))°C"
            : "\(Self.whole(value.converted(to: .fahrenheit).value))°F"
    }

    /// "14 km/h", "14 公里/时", "9 mph".
    public func speed(_ value: Measurement<UnitSpeed>) -> String {
        units == .metric
            ? "\(Self.whole(value.converted(to: .kilometersPerHour).value)) \(chinese ? "公里/时" : "km/h")"
            : "\(Self.whole(value.converted(to: .milesPerHour).value)) \(chinese ? "英里/时" : "mph")"
    }

    /// "1019 hPa", "1019 百帕", "30.08 inHg".
    public func pressure(_ value: Measurement<UnitPressure>) -> String {
        units == .metric
            ? "\(Self.whole(value.converted(to: .hectopascals).value)) \(chinese ? "百帕" : "hPa")"
            : String(format: "%.2f %@", value.converted(to: .inchesOfMercury).value, chinese ? "英寸汞柱" : "inHg")
    }

    /// An amount of rain or snow: "0.3 mm", "0.3 毫米", "0.01 in".
    public func precipitationAmount(_ value: Measurement<UnitLength>) -> String {
        units == .metric
            ? String(format: "%.1f %@", value.converted(to: .millimeters).value, chinese ? "毫米" : "mm")
            : String(format: "%.2f %@", value.converted(to: .inches).value, chinese ? "英寸" : "in")
    }

    /// How hard it rains: "1.2 mm/h", "1.2 毫米/时", "0.05 in/h".
    public func precipitationIntensity(_ value: Measurement<UnitSpeed>) -> String {
        let millimetresPerHour = value.converted(to: .metersPerSecond).value * 3_600_000
        return units == .metric
            ? String(format: "%.1f %@", millimetresPerHour, chinese ? "毫米/时" : "mm/h")
            : String(format: "%.2f %@", millimetresPerHour / 25.4, chinese ? "英寸/时" : "in/h")
    }

    /// A distance such as visibility: "1.6 km", "1.6 公里", "1.0 mi".
    public func distance(_ value: Measurement<UnitLength>) -> String {
        units == .metric
            ? String(format: "%.1f %@", value.converted(to: .kilometers).value, chinese ? "公里" : "km")
            : String(format: "%.1f %@", value.converted(to: .miles).value, chinese ? "英里" : "mi")
    }

    /// A fraction 0–1 as a whole percentage: "97%".
    public func percent(_ fraction: Double) -> String {
        "\(Self.whole(fraction * 100))%"
    }

    /// A condition's name: "Partly cloudy", "多云".
    public func condition(_ condition: WeatherCondition) -> String {
        chinese ? WeatherVocabulary.chinese(condition) : WeatherVocabulary.english(condition)
    }

    /// Where the wind comes from: "NW", "西北".
    public func compass(_ direction: Wind.CompassDirection) -> String {
        chinese ? WeatherVocabulary.chinese(direction) : direction.abbreviation
    }

    /// Direction and speed: "NW 14 km/h", "西北风 14 公里/时".
    public func wind(_ wind: Wind) -> String {
        chinese
            ? "\(compass(wind.compassDirection))风 \(speed(wind.speed))"
            : "\(compass(wind.compassDirection)) \(speed(wind.speed))"
    }

    /// The UV index with its category: "2 (low)", "2（低）".
    public func uvIndex(_ index: UVIndex) -> String {
        chinese
            ? "\(index.value)（\(WeatherVocabulary.chinese(index.category))）"
            : "\(index.value) (\(WeatherVocabulary.english(index.category)))"
    }

    /// Whole numbers, with -0 shown as 0.
    static func whole(_ value: Double) -> Int {
        guard value.isFinite, abs(value) < 1e15 else { return 0 }
        let number = Int(value.rounded())
        return number == 0 ? 0 : number
    }
}
