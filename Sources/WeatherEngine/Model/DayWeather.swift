import Foundation

/// The forecast for one day, starting at local midnight.
public struct DayWeather: Equatable, Codable, Sendable {
    /// Local midnight at the start of the day.
    public var date: Date
    /// The condition of the day.
    public var condition: WeatherCondition
    /// The daytime high.
    public var highTemperature: Measurement<UnitTemperature>
    /// The overnight low.
    public var lowTemperature: Measurement<UnitTemperature>
    /// The kind of precipitation.
    public var precipitation: Precipitation
    /// The chance of precipitation, 0–1.
    public var precipitationChance: Double
    /// Expected precipitation (liquid equivalent).
    public var precipitationAmount: Measurement<UnitLength>
    /// Expected snowfall.
    public var snowfallAmount: Measurement<UnitLength>
    /// Sunrise, sunset and twilights.
    public var sun: SunEvents
    /// Moon phase, rise and set.
    public var moon: MoonEvents
    /// The day's maximum UV index.
    public var uvIndex: UVIndex
    /// The day's wind (from the daytime part).
    public var wind: Wind
    /// 7 AM to 7 PM.
    public var daytimeForecast: DayPartForecast?
    /// 7 PM to 7 AM the next day.
    public var overnightForecast: DayPartForecast?
    /// From now until local midnight (the current day only).
    public var restOfDayForecast: DayPartForecast?
}

/// The forecast for part of a day (daytime, overnight, the rest of today).
public struct DayPartForecast: Equatable, Codable, Sendable {
    /// When the part starts.
    public var forecastStart: Date
    /// When it ends.
    public var forecastEnd: Date
    /// Cloud cover, 0–1.
    public var cloudCover: Double
    /// The condition.
    public var condition: WeatherCondition
    /// Relative humidity, 0–1.
    public var humidity: Double
    /// The kind of precipitation.
    public var precipitation: Precipitation
    /// The chance of precipitation, 0–1.
    public var precipitationChance: Double
    /// Expected precipitation (liquid equivalent).
    public var precipitationAmount: Measurement<UnitLength>
    /// Expected snowfall.
    public var snowfallAmount: Measurement<UnitLength>
    /// Wind.
    public var wind: Wind
}
