import Foundation

/// How far to move a recorded response so it reads as current: hours by whole hours (the hourly
/// series starts at the current hour), days by whole days (today starts at local midnight), minutes
/// by whole minutes.
struct FixtureTimeShift {
    let hours: TimeInterval
    let days: TimeInterval
    let minutes: TimeInterval

    init(recorded: Date, now: Date, timeZone: TimeZone) {
        hours = Self.floor(now, to: 3600) - Self.floor(recorded, to: 3600)
        minutes = Self.floor(now, to: 60) - Self.floor(recorded, to: 60)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let dayCount =
            calendar.dateComponents([.day], from: calendar.startOfDay(for: recorded), to: calendar.startOfDay(for: now))
            .day ?? 0
        days = TimeInterval(dayCount) * 86_400
    }

    /// The requested datasets grouped by the shift they take.
    func groups(for datasets: Set<WeatherDataset>) -> [(TimeInterval, Set<WeatherDataset>)] {
        var byShift: [TimeInterval: Set<WeatherDataset>] = [:]
        for dataset in datasets { byShift[shift(for: dataset), default: []].insert(dataset) }
        return byShift.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private func shift(for dataset: WeatherDataset) -> TimeInterval {
        switch dataset {
        case .currentWeather, .forecastHourly, .weatherAlerts: hours
        case .forecastDaily, .weatherChanges, .historicalComparisons: days
        case .forecastNextHour: minutes
        }
    }

    private static func floor(_ date: Date, to unit: TimeInterval) -> TimeInterval {
        (date.timeIntervalSince1970 / unit).rounded(.down) * unit
    }
}
