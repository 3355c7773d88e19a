import Foundation

/// The conditions now.
public struct CurrentWeather: Equatable, Codable, Sendable {
    /// The time the conditions are for.
    public var date: Date
    /// Air temperature.
    public var temperature: Measurement<UnitTemperature>
    /// How warm it feels.
    public var apparentTemperature: Measurement<UnitTemperature>
    /// Dew point.
    public var dewPoint: Measurement<UnitTemperature>
    /// Relative humidity, 0–1.
    public var humidity: Double
    /// Sea-level pressure.
    public var pressure: Measurement<UnitPressure>
    /// Where the pressure is heading.
    public var pressureTrend: PressureTrend
    /// The condition.
    public var condition: WeatherCondition
    /// Wind.
    public var wind: Wind
    /// UV index.
    public var uvIndex: UVIndex
    /// Visibility towards the horizon.
    public var visibility: Measurement<UnitLength>
    /// Cloud cover, 0–1.
    public var cloudCover: Double
    /// Whether the sun is up.
    public var isDaylight: Bool
    /// Precipitation intensity (length per hour).
    public var precipitationIntensity: Measurement<UnitSpeed>
    /// When and where it was produced.
    public var metadata: WeatherMetadata
}

/// The forecast for one hour.
public struct HourWeather: Equatable, Codable, Sendable {
    /// The start of the hour.
    public var date: Date
    /// Air temperature.
    public var temperature: Measurement<UnitTemperature>
    /// How warm it feels.
    public var apparentTemperature: Measurement<UnitTemperature>
    /// Dew point.
    public var dewPoint: Measurement<UnitTemperature>
    /// Relative humidity, 0–1.
    public var humidity: Double
    /// Sea-level pressure.
    public var pressure: Measurement<UnitPressure>
    /// Where the pressure is heading.
    public var pressureTrend: PressureTrend
    /// The condition.
    public var condition: WeatherCondition
    /// Cloud cover, 0–1.
    public var cloudCover: Double
    /// Whether the sun is up.
    public var isDaylight: Bool
    /// The kind of precipitation.
    public var precipitation: Precipitation
    /// The chance of precipitation, 0–1.
    public var precipitationChance: Double
    /// Expected precipitation (liquid equivalent).
    public var precipitationAmount: Measurement<UnitLength>
    /// Expected snowfall.
    public var snowfallAmount: Measurement<UnitLength>
    /// UV index.
    public var uvIndex: UVIndex
    /// Visibility towards the horizon.
    public var visibility: Measurement<UnitLength>
    /// Wind.
    public var wind: Wind
}

/// The forecast for one minute of the next hour.
public struct MinuteWeather: Equatable, Codable, Sendable {
    /// The start of the minute.
    public var date: Date
    /// The kind of precipitation.
    public var precipitation: Precipitation
    /// The chance of precipitation, 0–1.
    public var precipitationChance: Double
    /// Precipitation intensity (length per hour).
    public var precipitationIntensity: Measurement<UnitSpeed>
}
