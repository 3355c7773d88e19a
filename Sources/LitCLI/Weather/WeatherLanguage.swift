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

    /// A condition's name ("Partly cloudy", "多云").
    func name(of condition: WeatherCondition) -> String {
        if self == .zh { return Self.chineseConditions[condition] ?? condition.rawValue }
        var words = ""
        for character in condition.rawValue {
            if character.isUppercase { words += " " + character.lowercased() } else { words.append(character) }
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    private static let chineseConditions: [WeatherCondition: String] = [
        .blizzard: "暴风雪", .blowingDust: "扬沙", .blowingSnow: "吹雪", .breezy: "微风", .clear: "晴",
        .cloudy: "阴", .drizzle: "毛毛雨", .flurries: "阵雪", .foggy: "雾", .freezingDrizzle: "冻毛毛雨",
        .freezingRain: "冻雨", .frigid: "严寒", .hail: "冰雹", .haze: "霾", .heavyRain: "大雨", .heavySnow: "大雪",
        .hot: "炎热", .hurricane: "飓风", .isolatedThunderstorms: "局部雷阵雨", .mostlyClear: "晴间少云",
        .mostlyCloudy: "多云转阴", .partlyCloudy: "多云", .rain: "雨", .scatteredThunderstorms: "分散雷阵雨",
        .sleet: "雨夹雪", .smoky: "烟", .snow: "雪", .strongStorms: "强风暴", .sunFlurries: "晴有阵雪",
        .sunShowers: "太阳雨", .thunderstorms: "雷阵雨", .tropicalStorm: "热带风暴", .windy: "大风",
        .wintryMix: "雨雪混合",
    ]
}

/// A usage error raised while reading `lit weather`'s options (kept free of ToolSupport here).
enum WeatherUsage: Error {
    case error(String)
}
