/// QWeather's weather icon codes (qwd/Icons) as WeatherKit conditions.
enum QWeatherIcon {
    static func condition(_ icon: String) -> WeatherCondition? {
        switch Int(icon) ?? -1 {
        case 100, 150: .clear
        case 101, 151: .mostlyCloudy
        case 102, 152: .mostlyClear
        case 103, 153: .partlyCloudy
        case 104: .cloudy
        case 300, 350: .sunShowers
        case 301, 351: .heavyRain
        case 302: .thunderstorms
        case 303: .strongStorms
        case 304: .hail
        case 305, 306, 314, 315, 399: .rain
        case 307, 308, 310...312, 316...318: .heavyRain
        case 309: .drizzle
        case 313: .freezingRain
        case 400, 407, 457: .flurries
        case 401, 408, 499: .snow
        case 402, 409: .heavySnow
        case 403, 410: .blizzard
        case 404: .sleet
        case 405, 406, 456: .wintryMix
        case 500, 501, 509, 510, 514, 515: .foggy
        case 502, 511...513: .haze
        case 503, 504, 507, 508: .blowingDust
        case 900: .hot
        case 901: .frigid
        // 999 is QWeather's "unknown": shown as cloudy, the most neutral condition, rather than
        // failing the whole forecast.
        case 999: .cloudy
        default: nil
        }
    }

    /// Night icons (150–153, 350–351, 456–457); all others are day or all-day icons.
    static func isDaylight(_ icon: String) -> Bool {
        switch Int(icon) ?? 0 {
        case 150...153, 350, 351, 456, 457: false
        default: true
        }
    }

    static func precipitation(_ icon: String) -> Precipitation {
        switch Int(icon) ?? 0 {
        case 304: .hail
        case 313, 404: .sleet
        case 405, 406, 456: .mixed
        case 300...399: .rain
        case 400...499: .snow
        default: .none
        }
    }
}
