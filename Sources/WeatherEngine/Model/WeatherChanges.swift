import Foundation

/// Significant changes coming in the forecast, in time order.
public struct WeatherChanges: RandomAccessCollection, Equatable, Codable, Sendable {
    /// The change records.
    public var changes: [WeatherChange]
    /// When and where it was produced.
    public var metadata: WeatherMetadata

    public var startIndex: Int { changes.startIndex }
    public var endIndex: Int { changes.endIndex }
    public subscript(position: Int) -> WeatherChange { changes[position] }
}

/// How the forecast changes from a date on.
public struct WeatherChange: Equatable, Codable, Sendable {
    /// Which way a quantity moves.
    public enum Direction: String, CaseIterable, Codable, Sendable {
        /// Significantly higher, significantly lower, or similar.
        case increase, decrease, steady
    }

    /// When this change record becomes effective.
    public var date: Date
    /// The high temperature.
    public var highTemperature: Direction
    /// The low temperature.
    public var lowTemperature: Direction
    /// Daytime precipitation.
    public var dayPrecipitationAmount: Direction
    /// Overnight precipitation.
    public var nightPrecipitationAmount: Direction
}

/// How today compares with the long-term record, ordered by significance of the deviation.
public struct HistoricalComparisons: RandomAccessCollection, Equatable, Codable, Sendable {
    /// The comparisons.
    public var comparisons: [HistoricalComparison]
    /// When and where it was produced.
    public var metadata: WeatherMetadata

    public var startIndex: Int { comparisons.startIndex }
    public var endIndex: Int { comparisons.endIndex }
    public subscript(position: Int) -> HistoricalComparison { comparisons[position] }
}

/// One comparison with a baseline.
public enum HistoricalComparison: Equatable, Codable, Sendable {
    /// Today's high against the mean high since about 1970.
    case highTemperature(Trend<UnitTemperature>)
    /// Today's low against the mean low since about 1970.
    case lowTemperature(Trend<UnitTemperature>)
    /// Precipitation against the mean of the past 30 days.
    case precipitationAmount(Trend<UnitLength>)
    /// Snowfall against its baseline.
    case snowfallAmount(Trend<UnitLength>)
}

/// A current value against a baseline, and how far off it is.
public struct Trend<UnitType: Dimension>: Equatable, Codable, Sendable {
    /// The baseline's mean value.
    public var baseline: Measurement<UnitType>
    /// Since when the baseline was averaged.
    public var baselineStartDate: Date
    /// The current value.
    public var currentValue: Measurement<UnitType>
    /// How far off it is.
    public var deviation: Deviation
}

/// How far a value is from its baseline.
public enum Deviation: String, CaseIterable, Codable, Sendable {
    /// From much higher to much lower.
    case muchHigher, higher, normal, lower, muchLower
}

/// Who the data comes from: shown wherever the data is (WeatherKit's rules require it).
public struct WeatherAttribution: Equatable, Codable, Sendable {
    /// The service's name ("Apple Weather", "Open-Meteo", ...).
    public var serviceName: String
    /// The page with the legal attribution.
    public var legalPageURL: URL
    /// The attribution text.
    public var legalAttributionText: String
    /// The square logo mark, where the service has one.
    public var squareMarkURL: URL?
    /// The combined logo mark for light backgrounds.
    public var combinedMarkLightURL: URL?
    /// The combined logo mark for dark backgrounds.
    public var combinedMarkDarkURL: URL?

    /// Makes an attribution; the marks are optional (the fixture data has none).
    public init(
        serviceName: String, legalPageURL: URL, legalAttributionText: String, squareMarkURL: URL? = nil,
        combinedMarkLightURL: URL? = nil, combinedMarkDarkURL: URL? = nil
    ) {
        self.serviceName = serviceName
        self.legalPageURL = legalPageURL
        self.legalAttributionText = legalAttributionText
        self.squareMarkURL = squareMarkURL
        self.combinedMarkLightURL = combinedMarkLightURL
        self.combinedMarkDarkURL = combinedMarkDarkURL
    }
}

/// The aggregate of the usual datasets, as `weather(for:)` returns it.
public struct Weather: Equatable, Codable, Sendable {
    /// Now.
    public var currentWeather: CurrentWeather
    /// Minute by minute for the next hour, where available.
    public var minuteForecast: Forecast<MinuteWeather>?
    /// Hour by hour.
    public var hourlyForecast: Forecast<HourWeather>
    /// Day by day.
    public var dailyForecast: Forecast<DayWeather>
    /// Active alerts, where the place has an alert service.
    public var weatherAlerts: [WeatherAlert]?
    /// Which regional datasets exist here.
    public var availability: WeatherAvailability
}
