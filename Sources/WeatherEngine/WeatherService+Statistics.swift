import Foundation

/// Statistics and summaries beside the forecasts, as WeatherKit has them: averages and percentiles
/// from the provider's climate normals, and what was observed on past days. Days and hours are the
/// place's local ones; day and hour indices are inclusive and count within the current local year.
extension WeatherService {
    /// Statistics for each day from 30 days ago through the 10 days of the daily forecast.
    public func dailyStatistics<T>(for location: WeatherLocation, including query: DailyWeatherStatisticsQuery<T>)
        async throws -> DailyWeatherStatistics<T>
    {
        try await dailyStatistics(for: location, including: query) { model, today in
            model.days(
                in: DateInterval(start: model.adding(days: -30, to: today), end: model.adding(days: 10, to: today)))
        }
    }

    /// Statistics for each local day starting in `interval` (at most a year).
    public func dailyStatistics<T>(
        for location: WeatherLocation, forDaysIn interval: DateInterval, including query: DailyWeatherStatisticsQuery<T>
    ) async throws -> DailyWeatherStatistics<T> {
        try StatisticsRange.checkAtMostAYear(interval)
        return try await dailyStatistics(for: location, including: query) { model, _ in model.days(in: interval) }
    }

    /// Statistics for days `startDay` through `endDay` (1–366) of the current year.
    public func dailyStatistics<T>(
        for location: WeatherLocation, startDay: Int, endDay: Int, including query: DailyWeatherStatisticsQuery<T>
    ) async throws -> DailyWeatherStatistics<T> {
        try await dailyStatistics(for: location, including: query) { model, today in
            let year = model.year(containing: today)
            let days = model.days(in: year)
            try StatisticsRange.check(startDay, endDay, within: days.count, unit: "day")
            return Array(days[(startDay - 1)..<endDay])
        }
    }

    /// Temperature percentiles for each of the 24 hours from the current hour.
    public func hourlyStatistics<T>(for location: WeatherLocation, including query: HourlyWeatherStatisticsQuery<T>)
        async throws -> HourlyWeatherStatistics<T>
    {
        let now = clock.now
        return try await hourlyStatistics(for: location, including: query) { model, _ in
            let hour = model.calendar.dateInterval(of: .hour, for: now)?.start ?? now
            return model.hours(in: DateInterval(start: hour, duration: 24 * 3600))
        }
    }

    /// Temperature percentiles for each hour starting in `interval` (at most a year).
    public func hourlyStatistics<T>(
        for location: WeatherLocation, forHoursIn interval: DateInterval,
        including query: HourlyWeatherStatisticsQuery<T>
    ) async throws -> HourlyWeatherStatistics<T> {
        try StatisticsRange.checkAtMostAYear(interval)
        return try await hourlyStatistics(for: location, including: query) { model, _ in model.hours(in: interval) }
    }

    /// Temperature percentiles for hours `startHour` through `endHour` (1–8784) of the current year.
    public func hourlyStatistics<T>(
        for location: WeatherLocation, startHour: Int, endHour: Int, including query: HourlyWeatherStatisticsQuery<T>
    ) async throws -> HourlyWeatherStatistics<T> {
        try StatisticsRange.check(startHour, endHour, within: 8784, unit: "hour")
        return try await hourlyStatistics(for: location, including: query) { model, today in
            // By clock hour of the year: a summer-time day has 23 such hours, an autumn one 25.
            model.hours(in: model.year(containing: today)).filter {
                (startHour...endHour).contains(model.hour(startingAt: $0).hourOfYear)
            }
        }
    }

    /// Statistics for each month of the year, January first.
    public func monthlyStatistics<T>(
        for location: WeatherLocation, including query: MonthlyWeatherStatisticsQuery<T>
    ) async throws -> MonthlyWeatherStatistics<T> {
        try await monthlyStatistics(for: location, startMonth: 1, endMonth: 12, including: query)
    }

    /// Statistics for each month `interval` touches, in order (at most a year).
    public func monthlyStatistics<T>(
        for location: WeatherLocation, forMonthsIn interval: DateInterval,
        including query: MonthlyWeatherStatisticsQuery<T>
    ) async throws -> MonthlyWeatherStatistics<T> {
        try StatisticsRange.checkAtMostAYear(interval)
        return try await monthlyStatistics(for: location, including: query) { model in
            model.months(touching: interval)
        }
    }

    /// Statistics for months `startMonth` through `endMonth` (1–12).
    public func monthlyStatistics<T>(
        for location: WeatherLocation, startMonth: Int, endMonth: Int, including query: MonthlyWeatherStatisticsQuery<T>
    ) async throws -> MonthlyWeatherStatistics<T> {
        try StatisticsRange.check(startMonth, endMonth, within: 12, unit: "month")
        return try await monthlyStatistics(for: location, including: query) { _ in Array(startMonth...endMonth) }
    }

    /// What was observed on each of the 30 days before today.
    public func dailySummary<T>(for location: WeatherLocation, including query: DailyWeatherSummaryQuery<T>)
        async throws -> DailyWeatherSummary<T>
    {
        let place = try await climate(for: location)
        let model = ClimateModel(place)
        let today = model.calendar.startOfDay(for: clock.now)
        let interval = DateInterval(start: model.adding(days: -30, to: today), end: today)
        return try await summary(of: interval, at: location, place, model, query)
    }

    /// What was observed on each local day starting in `interval`: days that have ended, from
    /// 2021-08-01 on, at most a year.
    public func dailySummary<T>(
        for location: WeatherLocation, forDaysIn interval: DateInterval, including query: DailyWeatherSummaryQuery<T>
    ) async throws -> DailyWeatherSummary<T> {
        try StatisticsRange.checkAtMostAYear(interval)
        let place = try await climate(for: location)
        return try await summary(of: interval, at: location, place, ClimateModel(place), query)
    }

    // MARK: - Shared steps

    private func summary<T>(
        of interval: DateInterval, at location: WeatherLocation, _ place: PlaceClimate, _ model: ClimateModel,
        _ query: DailyWeatherSummaryQuery<T>
    ) async throws -> DailyWeatherSummary<T> {
        guard interval.start >= DateRange.historyStart else {
            throw WeatherError.invalidDateRange("history reaches back to 2021-08-01")
        }
        guard interval.end <= model.calendar.startOfDay(for: clock.now) else {
            throw WeatherError.invalidDateRange("a summary covers days that have ended: end the range at today's start")
        }
        let provider = try climateProvider()
        statistics.climateRequests += 1
        let days = try await provider.observedDays(in: interval, for: location)
        return DailyWeatherSummary(days: days.map(query.element), metadata: metadata(place, model))
    }

    private func climateProvider() throws -> any ClimateProvider {
        guard let climateProvider = provider as? any ClimateProvider else {
            throw WeatherError.unavailable(
                source: provider.name, reason: "this provider has no climate data (statistics and summaries)")
        }
        return climateProvider
    }

    private func climate(for location: WeatherLocation) async throws -> PlaceClimate {
        let provider = try climateProvider()
        statistics.climateRequests += 1
        return try await provider.climate(for: location)
    }

    /// Read now, good until the next local midnight (the days they describe move on then).
    private func metadata(_ place: PlaceClimate, _ model: ClimateModel) -> WeatherMetadata {
        let now = clock.now
        return WeatherMetadata(
            date: now, expirationDate: model.nextDay(after: model.calendar.startOfDay(for: now)),
            location: place.location, recordedPlace: place.recordedPlace)
    }

    private func dailyStatistics<T>(
        for location: WeatherLocation, including query: DailyWeatherStatisticsQuery<T>,
        days: (ClimateModel, Date) throws -> [Date]
    ) async throws -> DailyWeatherStatistics<T> {
        let place = try await climate(for: location)
        let model = ClimateModel(place)
        let chosen = try days(model, model.calendar.startOfDay(for: clock.now))
        return DailyWeatherStatistics(
            days: chosen.map { query.element(model.day(startingAt: $0)) }, baselineStartDate: place.baselineStartDate,
            metadata: metadata(place, model))
    }

    private func hourlyStatistics<T>(
        for location: WeatherLocation, including query: HourlyWeatherStatisticsQuery<T>,
        hours: (ClimateModel, Date) throws -> [Date]
    ) async throws -> HourlyWeatherStatistics<T> {
        let place = try await climate(for: location)
        let model = ClimateModel(place)
        let chosen = try hours(model, model.calendar.startOfDay(for: clock.now))
        return HourlyWeatherStatistics(
            hours: chosen.map { query.element(model.hour(startingAt: $0)) }, baselineStartDate: place.baselineStartDate,
            metadata: metadata(place, model))
    }

    private func monthlyStatistics<T>(
        for location: WeatherLocation, including query: MonthlyWeatherStatisticsQuery<T>,
        months: (ClimateModel) -> [Int]
    ) async throws -> MonthlyWeatherStatistics<T> {
        let place = try await climate(for: location)
        let model = ClimateModel(place)
        return MonthlyWeatherStatistics(
            months: months(model).map { query.element(model.month($0)) }, baselineStartDate: place.baselineStartDate,
            metadata: metadata(place, model))
    }
}

/// The limits on statistics ranges.
enum StatisticsRange {
    /// A date interval of at least an instant and at most a year (366 days).
    static func checkAtMostAYear(_ interval: DateInterval) throws {
        guard interval.duration > 0 else {
            throw WeatherError.invalidDateRange("the start must come before the end (start inclusive, end exclusive)")
        }
        guard interval.duration <= 366 * 86_400 else {
            throw WeatherError.invalidDateRange("at most a year per request: split the range")
        }
    }

    /// Indices `start` through `end`, both within 1…`count`.
    static func check(_ start: Int, _ end: Int, within count: Int, unit: String) throws {
        guard 1 <= start, start <= end, end <= count else {
            throw WeatherError.invalidDateRange(
                "expected \(unit)s 1…\(count), the first no later than the last; got \(start)…\(end)")
        }
    }
}
