/// The WMO weather codes Open-Meteo emits (its documented table of 28), as WeatherKit conditions.
enum WMOWeatherCode {
    /// The condition for `code`; an unlisted code is nil (the decoder names it).
    static func condition(_ code: Int) -> WeatherCondition? {
        switch code {
        case 0: .clear
        case 1: .mostlyClear
        case 2: .partlyCloudy
        case 3: .cloudy
        case 45, 48: .foggy
        case 51, 53, 55: .drizzle
        case 56, 57: .freezingDrizzle
        case 61, 63: .rain
        case 65: .heavyRain
        case 66, 67: .freezingRain
        case 71: .flurries
        case 73, 77: .snow
        case 75: .heavySnow
        case 80: .sunShowers
        case 81: .rain
        case 82: .heavyRain
        case 85: .snow
        case 86: .heavySnow
        case 95: .thunderstorms
        case 96: .strongStorms
        case 99: .hail
        default: nil
        }
    }

    /// The kind of precipitation a code implies.
    static func precipitation(_ code: Int) -> Precipitation {
        switch code {
        case 51...55, 61...65, 80...82, 95: .rain
        case 56, 57, 66, 67: .sleet
        case 71...77, 85, 86: .snow
        case 96, 99: .hail
        default: .none
        }
    }
}
