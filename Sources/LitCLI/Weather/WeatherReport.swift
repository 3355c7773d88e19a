import Foundation
import WeatherEngine

/// The parts of the weather `lit weather` can show (--include).
enum WeatherPart: String, CaseIterable {
    case current, hourly, daily, minute, alerts, availability, changes, history

    /// The parts shown when --include is not given.
    static let defaults: [WeatherPart] = [.current, .hourly, .daily, .minute, .alerts]

    /// Reads "current,hourly,...".
    static func parse(_ list: String?) throws -> [WeatherPart] {
        guard let list else { return defaults }
        return try list.split(separator: ",").map { word in
            guard let part = WeatherPart(rawValue: word.trimmingCharacters(in: .whitespaces)) else {
                throw WeatherUsage.error(
                    "--include: expected some of \(allCases.map(\.rawValue).joined(separator: ",")), got '\(word)'")
            }
            return part
        }
    }
}

/// Everything one `lit weather` run fetched, for a place.
struct WeatherReport {
    var placeName: String
    var location: WeatherLocation
    var timeZone: TimeZone
    var attribution: WeatherAttribution
    var current: CurrentWeather?
    var hourly: Forecast<HourWeather>?
    var daily: Forecast<DayWeather>?
    var minute: Forecast<MinuteWeather>?
    var alerts: [WeatherAlert]?
    var availability: WeatherAvailability?
    var changes: WeatherChanges?
    var history: HistoricalComparisons?
    var parts: [WeatherPart]

    /// Asks `service` for the `parts` of the weather at `location`.
    static func fetch(
        _ parts: [WeatherPart], at location: WeatherLocation, named placeName: String, timeZone: TimeZone,
        from service: WeatherService
    ) async throws -> WeatherReport {
        var report = WeatherReport(
            placeName: placeName, location: location, timeZone: timeZone, attribution: service.attribution, parts: parts
        )
        for part in parts {
            switch part {
            case .current: report.current = try await service.weather(for: location, including: .current)
            case .hourly: report.hourly = try await service.weather(for: location, including: .hourly)
            case .daily: report.daily = try await service.weather(for: location, including: .daily)
            case .minute: report.minute = try await service.weather(for: location, including: .minute)
            case .alerts: report.alerts = try await service.weather(for: location, including: .alerts)
            case .availability: report.availability = try await service.weather(for: location, including: .availability)
            case .changes: report.changes = try await service.weather(for: location, including: .changes)
            case .history: report.history = try await service.weather(for: location, including: .historicalComparisons)
            }
        }
        return report
    }

    /// The place the fixture data was recorded for, when it stands in for the place asked for.
    var recordedPlace: String? {
        current?.metadata.recordedPlace ?? hourly?.metadata.recordedPlace ?? daily?.metadata.recordedPlace
    }
}
