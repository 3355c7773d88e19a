import Foundation

/// What `dailyStatistics` reports for each day: `.temperature` or `.precipitation`.
public struct DailyWeatherStatisticsQuery<T: Sendable & Equatable & Codable>: Sendable {
    let element: @Sendable (ClimateModel.Day) -> T
}

extension DailyWeatherStatisticsQuery where T == DayTemperatureStatistics {
    /// Average lows and highs.
    public static var temperature: Self {
        Self {
            DayTemperatureStatistics(
                day: $0.dayOfYear, averageLowTemperature: .celsius($0.low), averageHighTemperature: .celsius($0.high))
        }
    }
}

extension DailyWeatherStatisticsQuery where T == DayPrecipitationStatistics {
    /// Chance and average amounts of precipitation and snowfall.
    public static var precipitation: Self {
        Self {
            DayPrecipitationStatistics(
                day: $0.dayOfYear, averagePrecipitationProbability: $0.precipitationProbability,
                averagePrecipitationAmount: .millimetres($0.precipitationAmount),
                averageSnowfallAmount: .millimetres($0.snowfallAmount))
        }
    }
}

/// What `hourlyStatistics` reports for each hour: `.temperature`.
public struct HourlyWeatherStatisticsQuery<T: Sendable & Equatable & Codable>: Sendable {
    let element: @Sendable (ClimateModel.Hour) -> T
}

extension HourlyWeatherStatisticsQuery where T == HourTemperatureStatistics {
    /// Percentiles of the temperature.
    public static var temperature: Self {
        Self {
            HourTemperatureStatistics(
                hour: $0.hourOfYear,
                percentiles: Percentiles(p10: .celsius($0.p10), p50: .celsius($0.p50), p90: .celsius($0.p90)))
        }
    }
}

/// What `monthlyStatistics` reports for each month: `.temperature` or `.precipitation`.
public struct MonthlyWeatherStatisticsQuery<T: Sendable & Equatable & Codable>: Sendable {
    let element: @Sendable (ClimateModel.Month) -> T
}

extension MonthlyWeatherStatisticsQuery where T == MonthTemperatureStatistics {
    /// Average lows and highs.
    public static var temperature: Self {
        Self {
            MonthTemperatureStatistics(
                month: $0.month, averageLowTemperature: .celsius($0.low), averageHighTemperature: .celsius($0.high))
        }
    }
}

extension MonthlyWeatherStatisticsQuery where T == MonthPrecipitationStatistics {
    /// Chance of a wet day and the month's average precipitation and snowfall.
    public static var precipitation: Self {
        Self {
            MonthPrecipitationStatistics(
                month: $0.month, averagePrecipitationProbability: $0.precipitationProbability,
                averagePrecipitationAmount: .millimetres($0.precipitationAmount),
                averageSnowfallAmount: .millimetres($0.snowfallAmount))
        }
    }
}

/// What `dailySummary` reports for each past day: `.temperature` or `.precipitation`.
public struct DailyWeatherSummaryQuery<T: Sendable & Equatable & Codable>: Sendable {
    let element: @Sendable (DayObservation) -> T
}

extension DailyWeatherSummaryQuery where T == DayTemperatureSummary {
    /// The day's low and high.
    public static var temperature: Self {
        Self {
            DayTemperatureSummary(
                date: $0.date, lowTemperature: .celsius($0.lowTemperature),
                highTemperature: .celsius($0.highTemperature))
        }
    }
}

extension DailyWeatherSummaryQuery where T == DayPrecipitationSummary {
    /// The day's precipitation and snowfall.
    public static var precipitation: Self {
        Self {
            DayPrecipitationSummary(
                date: $0.date, precipitationAmount: .millimetres($0.precipitationAmount),
                snowfallAmount: .millimetres($0.snowfallAmount))
        }
    }
}
