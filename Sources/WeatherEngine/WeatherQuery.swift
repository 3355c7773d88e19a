import Foundation

/// What to ask the service for, and how to read it from what the provider returned — shaped like
/// WeatherKit's `WeatherQuery<T>` (`.current`, `.hourly`, `.daily(startDate:endDate:)`, ...).
public struct WeatherQuery<T: Sendable>: Sendable {
    /// The datasets the query needs.
    public let datasets: Set<WeatherDataset>
    /// Reads the result out of the provider's payload, given the time of the request.
    let extract: @Sendable (WeatherPayload, Date) throws -> T

    init(_ datasets: Set<WeatherDataset>, extract: @escaping @Sendable (WeatherPayload, Date) throws -> T) {
        self.datasets = datasets
        self.extract = extract
    }
}

extension WeatherQuery where T == CurrentWeather {
    /// The conditions now.
    public static var current: WeatherQuery<CurrentWeather> {
        WeatherQuery([.currentWeather]) { payload, _ in try required(payload.current, .currentWeather) }
    }
}

extension WeatherQuery where T == Forecast<HourWeather> {
    /// 25 contiguous hours, beginning with the current hour.
    public static var hourly: WeatherQuery<Forecast<HourWeather>> {
        WeatherQuery([.forecastHourly]) { payload, now in
            let forecast = try required(payload.hourly, .forecastHourly)
            let start = DateRange.startOfHour(now)
            return forecast.with(forecast.filter { $0.date >= start }.prefix(25))
        }
    }

    /// The hours starting in [startDate, endDate): at most 240, from 2021-08-01 on.
    public static func hourly(startDate: Date, endDate: Date) throws -> WeatherQuery<Forecast<HourWeather>> {
        try DateRange.check(startDate, endDate, maximum: 240 * 3600, unit: "240 hours")
        return WeatherQuery([.forecastHourly]) { payload, _ in
            let forecast = try required(payload.hourly, .forecastHourly)
            try DateRange.covered(startDate, endDate, by: forecast.map(\.date), step: 3600, what: "hourly")
            return forecast.with(forecast.filter { $0.date >= startDate && $0.date < endDate })
        }
    }
}

extension WeatherQuery where T == Forecast<DayWeather> {
    /// 10 contiguous days, beginning with today.
    public static var daily: WeatherQuery<Forecast<DayWeather>> {
        WeatherQuery([.forecastDaily]) { payload, now in
            let forecast = try required(payload.daily, .forecastDaily)
            guard let today = forecast.lastIndex(where: { $0.date <= now }), now < forecast[today].date + 90_000 else {
                throw WeatherError.datasetMissing("forecastDaily for today")
            }
            return forecast.with(forecast[today...].prefix(10))
        }
    }

    /// The days whose local midnight falls in [startDate, endDate): at most 10, from 2021-08-01 on.
    public static func daily(startDate: Date, endDate: Date) throws -> WeatherQuery<Forecast<DayWeather>> {
        try DateRange.check(startDate, endDate, maximum: 10 * 86_400, unit: "10 days")
        return WeatherQuery([.forecastDaily]) { payload, _ in
            let forecast = try required(payload.daily, .forecastDaily)
            try DateRange.covered(startDate, endDate, by: forecast.map(\.date), step: 86_400, what: "daily")
            return forecast.with(forecast.filter { $0.date >= startDate && $0.date < endDate })
        }
    }
}

extension WeatherQuery where T == Forecast<MinuteWeather>? {
    /// The next hour minute by minute; nil where the place has no minute forecast (never an error).
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> {
        WeatherQuery([.forecastNextHour]) { payload, _ in payload.minute }
    }
}

extension WeatherQuery where T == [WeatherAlert]? {
    /// Active alerts; nil where the place has no alert service.
    public static var alerts: WeatherQuery<[WeatherAlert]?> {
        WeatherQuery([.weatherAlerts]) { payload, _ in payload.alerts }
    }
}

extension WeatherQuery where T == WeatherChanges? {
    /// Significant changes coming in the forecast.
    public static var changes: WeatherQuery<WeatherChanges?> {
        WeatherQuery([.weatherChanges]) { payload, _ in payload.changes }
    }
}

extension WeatherQuery where T == HistoricalComparisons? {
    /// Today against the long-term record.
    public static var historicalComparisons: WeatherQuery<HistoricalComparisons?> {
        WeatherQuery([.historicalComparisons]) { payload, _ in payload.historicalComparisons }
    }
}

extension WeatherQuery where T == WeatherAvailability {
    /// Whether alerts and a minute forecast exist here (the other datasets are global).
    public static var availability: WeatherQuery<WeatherAvailability> {
        WeatherQuery([.forecastNextHour, .weatherAlerts]) { payload, _ in
            WeatherAvailability(
                alertAvailability: payload.alerts == nil ? .unsupported : .available,
                minuteAvailability: payload.minute == nil ? .unsupported : .available)
        }
    }
}

/// A dataset the query needs that the provider did not return.
private func required<Value>(_ value: Value?, _ dataset: WeatherDataset) throws -> Value {
    guard let value else { throw WeatherError.datasetMissing(dataset.rawValue) }
    return value
}

extension Forecast {
    /// The same metadata with other elements.
    func with(_ elements: some Sequence<Element>) -> Forecast {
        Forecast(forecast: Array(elements), metadata: metadata)
    }
}

/// The limits WeatherKit puts on date-range queries.
enum DateRange {
    /// The earliest date history reaches back to.
    static let historyStart = Date(timeIntervalSince1970: 1_627_776_000)  // 2021-08-01T00:00:00Z

    static func check(_ start: Date, _ end: Date, maximum: TimeInterval, unit: String) throws {
        guard start < end else {
            throw WeatherError.invalidDateRange("the start must come before the end (start inclusive, end exclusive)")
        }
        guard end.timeIntervalSince(start) <= maximum else {
            throw WeatherError.invalidDateRange("at most \(unit) per request: split the range")
        }
        guard start >= historyStart else {
            throw WeatherError.invalidDateRange("history reaches back to 2021-08-01")
        }
    }

    /// Throws unless the series (entries `step` seconds long) covers [start, end): a range outside
    /// what the provider has is said, never answered with an empty or partial series.
    static func covered(_ start: Date, _ end: Date, by dates: [Date], step: TimeInterval, what: String) throws {
        guard let first = dates.first, let last = dates.last, first <= start, end <= last + step else {
            let formatter = ISO8601DateFormatter()
            let have =
                dates.first.map { "\(formatter.string(from: $0))–\(formatter.string(from: dates.last! + step))" }
                ?? "nothing"
            throw WeatherError.invalidDateRange(
                "the provider's \(what) data covers \(have); asked for \(formatter.string(from: start))–\(formatter.string(from: end))"
            )
        }
    }

    static func startOfHour(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 3600).rounded(.down) * 3600)
    }
}
