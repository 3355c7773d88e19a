import WeatherEngine

/// The words `lit weather` shows, in English or Chinese.
enum WeatherLanguage: String {
    case en
    case zh

    /// Reads --lang.
    init(option: String?) throws {
        switch option ?? "en" {
        case "en": self = .en
        case "zh", "zh-Hans", "zh-CN": self = .zh
        case let other: throw WeatherUsage.error("--lang: expected en or zh, got '\(other)'")
        }
    }

    /// The provider language tag.
    var tag: String { self == .zh ? "zh-Hans" : "en" }

    func text(_ english: String, _ chinese: String) -> String { self == .zh ? chinese : english }

    /// The engine's formatter for this language in `units` (--units: metric or imperial).
    func formatter(units option: String?) throws -> WeatherFormatter {
        guard let units = WeatherFormatter.UnitSystem(rawValue: option ?? "metric") else {
            throw WeatherUsage.error("--units: expected metric or imperial, got '\(option ?? "")'")
        }
        return WeatherFormatter(language: self == .zh ? .simplifiedChinese : .english, units: units)
    }
}

/// A usage error raised while reading `lit weather`'s options (kept free of ToolSupport here).
enum WeatherUsage: Error {
    case error(String)
}
