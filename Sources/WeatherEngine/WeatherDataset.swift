import Foundation

/// A dataset a provider can be asked for; each one asked for counts toward a provider's quota.
public enum WeatherDataset: String, CaseIterable, Hashable, Comparable, Codable, Sendable {
    /// The REST names of WeatherKit's datasets.
    case currentWeather, forecastHourly, forecastDaily, forecastNextHour, weatherAlerts, weatherChanges
    case historicalComparisons

    /// Datasets that change together: within minutes (now, the next hour, alerts), and within the
    /// day (the forecasts, changes, history). Revalidation asks for each class in its own request.
    static let volatilityClasses: [[WeatherDataset]] = [
        [.currentWeather, .forecastNextHour, .weatherAlerts],
        [.forecastHourly, .forecastDaily, .weatherChanges, .historicalComparisons],
    ]

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What a provider returned for one request: the datasets asked for (nil where it has none).
public struct WeatherPayload: Codable, Sendable {
    /// Now.
    public var current: CurrentWeather?
    /// Hour by hour.
    public var hourly: Forecast<HourWeather>?
    /// Day by day.
    public var daily: Forecast<DayWeather>?
    /// Minute by minute for the next hour.
    public var minute: Forecast<MinuteWeather>?
    /// Active alerts.
    public var alerts: [WeatherAlert]?
    /// Coming changes.
    public var changes: WeatherChanges?
    /// Today against the record.
    public var historicalComparisons: HistoricalComparisons?

    /// An empty payload.
    public init() {}

    /// The metadata of `dataset`, if present (alerts: the first alert's).
    func metadata(of dataset: WeatherDataset) -> WeatherMetadata? {
        switch dataset {
        case .currentWeather: current?.metadata
        case .forecastHourly: hourly?.metadata
        case .forecastDaily: daily?.metadata
        case .forecastNextHour: minute?.metadata
        case .weatherAlerts: alerts?.first?.metadata
        case .weatherChanges: changes?.metadata
        case .historicalComparisons: historicalComparisons?.metadata
        }
    }

    /// The same data with every dataset's metadata transformed.
    func mapMetadata(_ transform: (WeatherMetadata) -> WeatherMetadata) -> WeatherPayload {
        var payload = self
        if let current { payload.current?.metadata = transform(current.metadata) }
        payload.hourly = hourly.map { $0.with(transform($0.metadata)) }
        payload.daily = daily.map { $0.with(transform($0.metadata)) }
        payload.minute = minute.map { $0.with(transform($0.metadata)) }
        payload.alerts = alerts?.map { alert in
            var alert = alert
            alert.metadata = transform(alert.metadata)
            return alert
        }
        if let changes { payload.changes?.metadata = transform(changes.metadata) }
        if let historicalComparisons {
            payload.historicalComparisons?.metadata = transform(historicalComparisons.metadata)
        }
        return payload
    }

    /// Takes `dataset` (or its absence) from `other`.
    mutating func copy(_ dataset: WeatherDataset, from other: WeatherPayload) {
        switch dataset {
        case .currentWeather: current = other.current
        case .forecastHourly: hourly = other.hourly
        case .forecastDaily: daily = other.daily
        case .forecastNextHour: minute = other.minute
        case .weatherAlerts: alerts = other.alerts
        case .weatherChanges: changes = other.changes
        case .historicalComparisons: historicalComparisons = other.historicalComparisons
        }
    }
}

/// Where "now" comes from: injected everywhere, so tests and benchmarks can move time.
public protocol WeatherClock: Sendable {
    /// The current time.
    var now: Date { get }
}

/// The system's clock.
public struct SystemClock: WeatherClock {
    /// Makes the system clock.
    public init() {}
    public var now: Date { Date() }
}
