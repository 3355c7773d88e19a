import Foundation

/// How far to move a recorded response so it reads as current while keeping each value at its time
/// of day (a fixture's afternoon stays in the afternoon): days and hours by the same whole local days,
/// so today's forecast starts at today's local midnight and the hourly series (recorded from local
/// midnight) covers the current hour and agrees with the daily one; the next-hour minutes by whole
/// minutes, so they start now.
struct FixtureTimeShift {
    /// For the daily and hourly datasets and alerts: today is the recording's first day, and today's
    /// local midnight the recording's.
    let days: TimeInterval
    /// For the minute forecast.
    let minutes: TimeInterval

    init(recorded: Date, now: Date, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        // Midnight to midnight, so a summer-time offset the recording did not have is taken up too.
        days = calendar.startOfDay(for: now).timeIntervalSince(calendar.startOfDay(for: recorded))
        minutes = Self.seconds(now, roundedDownTo: 60) - Self.seconds(recorded, roundedDownTo: 60)
    }

    /// The requested datasets grouped by the shift they take.
    func groups(for datasets: Set<WeatherDataset>) -> [(TimeInterval, Set<WeatherDataset>)] {
        var byShift: [TimeInterval: Set<WeatherDataset>] = [:]
        for dataset in datasets { byShift[shift(for: dataset), default: []].insert(dataset) }
        return byShift.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private func shift(for dataset: WeatherDataset) -> TimeInterval {
        switch dataset {
        case .currentWeather, .forecastHourly, .forecastDaily, .weatherChanges, .historicalComparisons, .weatherAlerts:
            days
        case .forecastNextHour: minutes
        }
    }

    /// What changes when the served `dataset` changes: the hour for current conditions, the minute
    /// shift for the next hour, the day shift for the rest.
    func version(of dataset: WeatherDataset, at now: Date) -> Int {
        switch dataset {
        case .currentWeather: Int(Self.seconds(now, roundedDownTo: 3600) / 3600)
        case .forecastNextHour: Int(minutes / 60)
        default: Int(days / 3600)
        }
    }

    private static func seconds(_ date: Date, roundedDownTo unit: TimeInterval) -> TimeInterval {
        (date.timeIntervalSince1970 / unit).rounded(.down) * unit
    }
}
