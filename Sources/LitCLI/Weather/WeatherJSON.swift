import Foundation
import WeatherEngine

/// `lit weather --format json`: a stable document (keys sorted, metric units named in the keys,
/// ISO 8601 UTC times), described in the README.
enum WeatherJSON {
    static func render(_ report: WeatherReport) throws -> String {
        var document: [String: Any] = [
            "place": [
                "name": report.placeName, "latitude": report.location.latitude,
                "longitude": report.location.longitude, "timeZone": report.timeZone.identifier,
                "recordedPlace": report.recordedPlace ?? NSNull(),
            ] as [String: Any],
            "freshness": freshness(report.freshness),
            "attribution": [
                "serviceName": report.attribution.serviceName,
                "legalPageURL": report.attribution.legalPageURL.absoluteString,
                "legalAttributionText": report.attribution.legalAttributionText,
            ],
        ]
        for part in report.parts {
            switch part {
            case .current: document["current"] = report.current.map(current) ?? NSNull()
            case .hourly: document["hourly"] = report.hourly.map { $0.map(hour) } ?? NSNull()
            case .daily: document["daily"] = report.daily.map { $0.map(day) } ?? NSNull()
            case .minute: document["minute"] = report.minute.map { $0.map(minute) } ?? NSNull()
            case .alerts: document["alerts"] = report.alerts.map { $0.map(alert) } ?? NSNull()
            case .availability:
                document["availability"] =
                    report.availability.map {
                        ["alerts": $0.alertAvailability.rawValue, "minute": $0.minuteAvailability.rawValue]
                    } ?? NSNull()
            case .changes: document["changes"] = report.changes.map { $0.map(change) } ?? NSNull()
            case .history: document["history"] = report.history.map { $0.map(comparison) } ?? NSNull()
            }
        }
        if !report.notOffered.isEmpty {
            document["notOffered"] = Dictionary(
                uniqueKeysWithValues: report.notOffered.map { ($0.key.rawValue, $0.value) })
        }
        let data = try JSONSerialization.data(
            withJSONObject: document, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func freshness(_ freshness: Freshness) -> [String: Any] {
        switch freshness {
        case .fresh: ["stale": false]
        case .stale(let age): ["stale": true, "ageSeconds": age.rounded()]
        }
    }

    private static func time(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }

    private static func celsius(_ value: Measurement<UnitTemperature>) -> Double {
        rounded(value.converted(to: .celsius).value)
    }

    private static func rounded(_ value: Double, places: Double = 10) -> Double {
        (value * places).rounded() / places
    }

    private static func wind(_ wind: Wind) -> [String: Any] {
        [
            "directionDegrees": wind.direction.value, "compass": wind.compassDirection.abbreviation,
            "speedKmh": rounded(wind.speed.converted(to: .kilometersPerHour).value),
            "gustKmh": wind.gust.map { rounded($0.converted(to: .kilometersPerHour).value) } ?? NSNull(),
        ]
    }

    private static func current(_ now: CurrentWeather) -> [String: Any] {
        [
            "time": time(now.date), "condition": now.condition.rawValue, "temperatureC": celsius(now.temperature),
            "apparentTemperatureC": celsius(now.apparentTemperature), "dewPointC": celsius(now.dewPoint),
            "humidity": now.humidity, "pressureHPa": rounded(now.pressure.converted(to: .hectopascals).value),
            "pressureTrend": now.pressureTrend.rawValue, "uvIndex": now.uvIndex.value,
            "visibilityM": now.visibility.converted(to: .meters).value, "cloudCover": now.cloudCover,
            "isDaylight": now.isDaylight, "wind": wind(now.wind), "expires": time(now.metadata.expirationDate),
        ]
    }

    private static func hour(_ hour: HourWeather) -> [String: Any] {
        [
            "time": time(hour.date), "condition": hour.condition.rawValue, "temperatureC": celsius(hour.temperature),
            "precipitation": hour.precipitation.rawValue, "precipitationChance": hour.precipitationChance,
            "precipitationMm": rounded(hour.precipitationAmount.converted(to: .millimeters).value),
            "uvIndex": hour.uvIndex.value, "wind": wind(hour.wind),
        ]
    }

    private static func day(_ day: DayWeather) -> [String: Any] {
        [
            "date": time(day.date), "condition": day.condition.rawValue,
            "lowC": celsius(day.lowTemperature), "highC": celsius(day.highTemperature),
            "precipitation": day.precipitation.rawValue, "precipitationChance": day.precipitationChance,
            "precipitationMm": rounded(day.precipitationAmount.converted(to: .millimeters).value),
            "sunrise": day.sun.sunrise.map(time) ?? NSNull(), "sunset": day.sun.sunset.map(time) ?? NSNull(),
            "moonPhase": day.moon.phase.rawValue, "uvIndex": day.uvIndex.value,
        ]
    }

    private static func minute(_ minute: MinuteWeather) -> [String: Any] {
        [
            "time": time(minute.date), "precipitation": minute.precipitation.rawValue,
            "precipitationChance": minute.precipitationChance,
            "intensityMmPerHour": rounded(
                minute.precipitationIntensity.converted(to: .metersPerSecond).value * 3_600_000),
        ]
    }

    private static func alert(_ alert: WeatherAlert) -> [String: Any] {
        [
            "summary": alert.summary, "severity": alert.severity.rawValue, "source": alert.source,
            "region": alert.region ?? NSNull(), "detailsURL": alert.detailsURL.absoluteString,
        ]
    }

    private static func change(_ change: WeatherChange) -> [String: Any] {
        [
            "date": time(change.date), "highTemperature": change.highTemperature.rawValue,
            "lowTemperature": change.lowTemperature.rawValue,
            "dayPrecipitation": change.dayPrecipitationAmount.rawValue,
            "nightPrecipitation": change.nightPrecipitationAmount.rawValue,
        ]
    }

    private static func comparison(_ comparison: HistoricalComparison) -> [String: Any] {
        switch comparison {
        case .highTemperature(let trend):
            [
                "kind": "highTemperature", "currentC": celsius(trend.currentValue),
                "baselineC": celsius(trend.baseline),
                "deviation": trend.deviation.rawValue,
            ]
        case .lowTemperature(let trend):
            [
                "kind": "lowTemperature", "currentC": celsius(trend.currentValue), "baselineC": celsius(trend.baseline),
                "deviation": trend.deviation.rawValue,
            ]
        case .precipitationAmount(let trend):
            [
                "kind": "precipitation", "currentMm": trend.currentValue.converted(to: .millimeters).value,
                "baselineMm": trend.baseline.converted(to: .millimeters).value, "deviation": trend.deviation.rawValue,
            ]
        case .snowfallAmount(let trend):
            [
                "kind": "snowfall", "currentMm": trend.currentValue.converted(to: .millimeters).value,
                "baselineMm": trend.baseline.converted(to: .millimeters).value, "deviation": trend.deviation.rawValue,
            ]
        }
    }
}
