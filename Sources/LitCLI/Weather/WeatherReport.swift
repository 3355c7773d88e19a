import Foundation
import WeatherEngine

/// The parts of the weather `lit weather` can show (--include).
enum WeatherPart: String, CaseIterable {
    case current, hourly, daily, minute, alerts, availability, changes, history

    /// The parts shown when --include is not given.
    static let defaults: [WeatherPart] = [.current, .hourly, .daily, .minute, .alerts]

    /// The datasets the part needs.
    var datasets: Set<WeatherDataset> {
        switch self {
        case .current: WeatherQuery.current.datasets
        case .hourly: WeatherQuery.hourly.datasets
        case .daily: WeatherQuery.daily.datasets
        case .minute: WeatherQuery.minute.datasets
        case .alerts: WeatherQuery.alerts.datasets
        case .availability: WeatherQuery.availability.datasets
        case .changes: WeatherQuery.changes.datasets
        case .history: WeatherQuery.historicalComparisons.datasets
        }
    }

    /// Reads "current,hourly,...".
    static func parse(_ list: String?) throws -> [WeatherPart] {
        guard let list else { return defaults }
        guard !list.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw WeatherUsage.error("--include: expected at least one part")
        }
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

    /// Parts the provider never offers, with its reason.
    var notOffered: [WeatherPart: String] = [:]

    /// How fresh the data is (stale when the provider failed and expired copies were shown).
    var freshness: Freshness = .fresh

    /// Asks `service` for the `parts` of the weather at `location`, in one upstream request at most.
    static func fetch(
        _ parts: [WeatherPart], at location: WeatherLocation, named placeName: String, timeZone: TimeZone,
        from service: WeatherService
    ) async throws -> WeatherReport {
        var report = WeatherReport(
            placeName: placeName, location: location, timeZone: timeZone, attribution: service.attribution, parts: parts
        )
        let datasets = Set(parts.flatMap(\.datasets))
        let snapshot = try await service.snapshot(for: location, datasets: datasets)
        report.freshness = snapshot.freshness
        for part in parts {
            if let reason = part.datasets.sorted().lazy.compactMap(service.notOffered).first {
                report.notOffered[part] = reason
            }
        }
        for part in parts {
            switch part {
            case .current: report.current = try snapshot.value(.current)
            case .hourly: report.hourly = try snapshot.value(.hourly)
            case .daily: report.daily = try snapshot.value(.daily)
            case .minute: report.minute = try snapshot.value(.minute)
            case .alerts: report.alerts = try snapshot.value(.alerts)
            case .availability: report.availability = try snapshot.value(.availability)
            case .changes: report.changes = try snapshot.value(.changes)
            case .history: report.history = try snapshot.value(.historicalComparisons)
            }
        }
        return report
    }

    /// The place the fixture data was recorded for, when it stands in for the place asked for.
    var recordedPlace: String? {
        current?.metadata.recordedPlace ?? hourly?.metadata.recordedPlace ?? daily?.metadata.recordedPlace
    }
}
