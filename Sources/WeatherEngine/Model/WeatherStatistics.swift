import Foundation

/// The 10th, 50th and 90th percentiles of a quantity.
public struct Percentiles<UnitType: Dimension>: Sendable, Equatable, Codable {
    /// Exceeded nine times in ten.
    public var p10: Measurement<UnitType>
    /// The median.
    public var p50: Measurement<UnitType>
    /// Exceeded one time in ten.
    public var p90: Measurement<UnitType>
}

/// The average low and high of one day of the year.
public struct DayTemperatureStatistics: Sendable, Equatable, Codable {
    /// The day of the year, 1–366.
    public var day: Int
    /// The average daily low.
    public var averageLowTemperature: Measurement<UnitTemperature>
    /// The average daily high.
    public var averageHighTemperature: Measurement<UnitTemperature>
}

/// How wet one day of the year is on average.
public struct DayPrecipitationStatistics: Sendable, Equatable, Codable {
    /// The day of the year, 1–366.
    public var day: Int
    /// The chance of precipitation on that day, 0–1.
    public var averagePrecipitationProbability: Double
    /// The average amount of precipitation (liquid).
    public var averagePrecipitationAmount: Measurement<UnitLength>
    /// The average amount of snowfall.
    public var averageSnowfallAmount: Measurement<UnitLength>
}

/// The spread of temperatures seen at one hour of the year.
public struct HourTemperatureStatistics: Sendable, Equatable, Codable {
    /// The hour of the year, 1–8784 (hour 1 is the first hour of 1 January, local time).
    public var hour: Int
    /// The temperature's percentiles at that hour.
    public var percentiles: Percentiles<UnitTemperature>
}

/// The average low and high of one month.
public struct MonthTemperatureStatistics: Sendable, Equatable, Codable {
    /// The month, 1–12.
    public var month: Int
    /// The average daily low.
    public var averageLowTemperature: Measurement<UnitTemperature>
    /// The average daily high.
    public var averageHighTemperature: Measurement<UnitTemperature>
}

/// How wet one month is on average.
public struct MonthPrecipitationStatistics: Sendable, Equatable, Codable {
    /// The month, 1–12.
    public var month: Int
    /// The chance of precipitation on a day of the month, 0–1.
    public var averagePrecipitationProbability: Double
    /// The average precipitation of the whole month (liquid).
    public var averagePrecipitationAmount: Measurement<UnitLength>
    /// The average snowfall of the whole month.
    public var averageSnowfallAmount: Measurement<UnitLength>
}

/// The observed low and high of one past day.
public struct DayTemperatureSummary: Sendable, Equatable, Codable {
    /// The day's start (local midnight).
    public var date: Date
    /// The lowest temperature of the day.
    public var lowTemperature: Measurement<UnitTemperature>
    /// The highest temperature of the day.
    public var highTemperature: Measurement<UnitTemperature>
}

/// The observed precipitation of one past day.
public struct DayPrecipitationSummary: Sendable, Equatable, Codable {
    /// The day's start (local midnight).
    public var date: Date
    /// The day's precipitation (liquid).
    public var precipitationAmount: Measurement<UnitLength>
    /// The day's snowfall.
    public var snowfallAmount: Measurement<UnitLength>
}

/// Statistics for each day asked for, against the baseline they were computed over.
public struct DailyWeatherStatistics<Element: Sendable & Equatable & Codable>: Sendable, Equatable, Codable {
    /// One element per day, in order.
    public var days: [Element]
    /// The start of the period the averages are taken over.
    public var baselineStartDate: Date
    /// When they were read, until when they hold, and for where.
    public var metadata: WeatherMetadata
}

/// Statistics for each hour asked for, against the baseline they were computed over.
public struct HourlyWeatherStatistics<Element: Sendable & Equatable & Codable>: Sendable, Equatable, Codable {
    /// One element per hour, in order.
    public var hours: [Element]
    /// The start of the period the percentiles are taken over.
    public var baselineStartDate: Date
    /// When they were read, until when they hold, and for where.
    public var metadata: WeatherMetadata
}

/// Statistics for each month asked for, against the baseline they were computed over.
public struct MonthlyWeatherStatistics<Element: Sendable & Equatable & Codable>: Sendable, Equatable, Codable {
    /// One element per month, in order.
    public var months: [Element]
    /// The start of the period the averages are taken over.
    public var baselineStartDate: Date
    /// When they were read, until when they hold, and for where.
    public var metadata: WeatherMetadata
}

/// What was observed on each past day asked for.
public struct DailyWeatherSummary<Element: Sendable & Equatable & Codable>: Sendable, Equatable, Codable {
    /// One element per day, in order.
    public var days: [Element]
    /// When they were read, until when they hold, and for where.
    public var metadata: WeatherMetadata
}
