/// The words of the weather in English and Simplified Chinese.
enum WeatherVocabulary {
    /// "Partly cloudy" from `partlyCloudy`.
    static func english(_ condition: WeatherCondition) -> String {
        var words = ""
        for character in condition.rawValue {
            if character.isUppercase { words += " " + character.lowercased() } else { words.append(character) }
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The names the China Meteorological Administration's public forecasts use where there is one.
    static func chinese(_ condition: WeatherCondition) -> String {
        switch condition {
        case .blizzard: "暴风雪"
        case .blowingDust: "扬沙"
        case .blowingSnow: "吹雪"
        case .breezy: "微风"
        case .clear: "晴"
        case .cloudy: "阴"
        case .drizzle: "毛毛雨"
        case .flurries: "阵雪"
        case .foggy: "雾"
        case .freezingDrizzle: "冻毛毛雨"
        case .freezingRain: "冻雨"
        case .frigid: "严寒"
        case .hail: "冰雹"
        case .haze: "霾"
        case .heavyRain: "大雨"
        case .heavySnow: "大雪"
        case .hot: "炎热"
        case .hurricane: "飓风"
        case .isolatedThunderstorms: "局部雷阵雨"
        case .mostlyClear: "晴间少云"
        case .mostlyCloudy: "多云转阴"
        case .partlyCloudy: "多云"
        case .rain: "雨"
        case .scatteredThunderstorms: "分散雷阵雨"
        case .sleet: "雨夹雪"
        case .smoky: "烟"
        case .snow: "雪"
        case .strongStorms: "强风暴"
        case .sunFlurries: "晴有阵雪"
        case .sunShowers: "太阳雨"
        case .thunderstorms: "雷阵雨"
        case .tropicalStorm: "热带风暴"
        case .windy: "大风"
        case .wintryMix: "雨雪混合"
        }
    }

    /// Chinese forecasts name eight directions; the sixteen points fold onto the nearest of them,
    /// a half-point (NNE, ENE, ...) onto the cardinal one it names first.
    static func chinese(_ direction: Wind.CompassDirection) -> String {
        let eight = ["北", "东北", "东", "东南", "南", "西南", "西", "西北"]
        let index = Wind.CompassDirection.allCases.firstIndex(of: direction)!
        let lower = index / 2  // a half-point lies between eight-point `lower` and `lower + 1`
        return eight[(index.isMultiple(of: 2) || lower.isMultiple(of: 2) ? lower : lower + 1) % 8]
    }

    static func english(_ category: UVIndex.ExposureCategory) -> String {
        switch category {
        case .low: "low"
        case .moderate: "moderate"
        case .high: "high"
        case .veryHigh: "very high"
        case .extreme: "extreme"
        }
    }

    /// The WHO Global Solar UV Index's Chinese category names.
    static func chinese(_ category: UVIndex.ExposureCategory) -> String {
        switch category {
        case .low: "低"
        case .moderate: "中等"
        case .high: "高"
        case .veryHigh: "很高"
        case .extreme: "极高"
        }
    }
}
