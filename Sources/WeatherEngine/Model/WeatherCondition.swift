/// The weather condition, as WeatherKit names it (34 cases); REST sends the same set in PascalCase.
public enum WeatherCondition: String, CaseIterable, Codable, Sendable {
    /// The conditions, in WeatherKit's order.
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy, freezingDrizzle
    case freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane, isolatedThunderstorms, mostlyClear
    case mostlyCloudy, partlyCloudy, rain, scatteredThunderstorms, sleet, smoky, snow, strongStorms, sunFlurries
    case sunShowers, thunderstorms, tropicalStorm, windy, wintryMix

    /// The condition for a REST `conditionCode` ("PartlyCloudy"), nil for a code WeatherKit does not list.
    public init?(restCode: String) {
        guard let first = restCode.first else { return nil }
        self.init(rawValue: first.lowercased() + restCode.dropFirst())
    }

    /// The REST spelling ("PartlyCloudy").
    public var restCode: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
