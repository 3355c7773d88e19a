import Foundation

/// The WeatherKit REST response body (`GET /api/v1/weather/{language}/{latitude}/{longitude}`), field
/// for field as documented: each dataset is present only when it was asked for.
struct WeatherKitWire {
    var currentWeather: Current?
    var forecastHourly: Hourly?
    var forecastDaily: Daily?
    var forecastNextHour: NextHour?
    var weatherAlerts: Alerts?
    var weatherChanges: Changes?
    var historicalComparisons: Comparisons?

    /// Reads the datasets in `wanted` from a parsed response body.
    init(_ json: JSONFields, wanted: Set<WeatherDataset>) throws {
        func block<T>(_ dataset: WeatherDataset, _ read: (JSONFields) throws -> T) throws -> T? {
            guard wanted.contains(dataset), let fields = try json.optionalObject(dataset.wireName) else { return nil }
            return try read(fields)
        }
        currentWeather = try block(.currentWeather, Current.init)
        forecastHourly = try block(.forecastHourly, Hourly.init)
        forecastDaily = try block(.forecastDaily, Daily.init)
        forecastNextHour = try block(.forecastNextHour, NextHour.init)
        weatherAlerts = try block(.weatherAlerts, Alerts.init)
        weatherChanges = try block(.weatherChanges, Changes.init)
        historicalComparisons = try block(.historicalComparisons, Comparisons.init)
    }

    struct Metadata {
        var attributionURL: String?
        var expireTime: Date
        var latitude: Double
        var longitude: Double
        var readTime: Date
        var reportedTime: Date?
        var providerName: String?
        var units: String?
        var version: Int?
    }

    /// The fields the current conditions and each forecast hour share.
    struct Conditions {
        var cloudCover: Double
        var conditionCode: String
        var daylight: Bool
        var humidity: Double
        var pressure: Double
        var pressureTrend: String
        var temperature: Double
        var temperatureApparent: Double
        var temperatureDewPoint: Double
        var uvIndex: Int
        var visibility: Double
        var windDirection: Double
        var windGust: Double?
        var windSpeed: Double
    }

    struct Current {
        var metadata: Metadata
        var asOf: Date
        var precipitationIntensity: Double
        var conditions: Conditions
    }

    struct Hourly {
        var metadata: Metadata
        var hours: [Hour]
    }

    struct Hour {
        var forecastStart: Date
        var precipitationAmount: Double
        var precipitationChance: Double
        var precipitationType: String
        var precipitationIntensity: Double?
        var snowfallAmount: Double?
        var conditions: Conditions
    }

    struct Daily {
        var metadata: Metadata
        var days: [Day]
    }

    struct Day {
        var forecastStart: Date
        var forecastEnd: Date
        var conditionCode: String
        var maxUvIndex: Int
        var moonPhase: String
        var moonrise: Date?
        var moonset: Date?
        var precipitationAmount: Double
        var precipitationChance: Double
        var precipitationType: String
        var snowfallAmount: Double?
        var solarMidnight: Date?
        var solarNoon: Date?
        var sunrise: Date?
        var sunriseCivil: Date?
        var sunriseNautical: Date?
        var sunriseAstronomical: Date?
        var sunset: Date?
        var sunsetCivil: Date?
        var sunsetNautical: Date?
        var sunsetAstronomical: Date?
        var temperatureMax: Double
        var temperatureMin: Double
        var daytimeForecast: DayPart?
        var overnightForecast: DayPart?
        var restOfDayForecast: DayPart?
    }

    struct DayPart {
        var forecastStart: Date
        var forecastEnd: Date
        var cloudCover: Double
        var conditionCode: String
        var humidity: Double
        var precipitationAmount: Double
        var precipitationChance: Double
        var precipitationType: String
        var snowfallAmount: Double?
        var windDirection: Double
        var windSpeed: Double
    }

    struct NextHour {
        var metadata: Metadata
        var forecastStart: Date?
        var forecastEnd: Date?
        var minutes: [Minute]
        var summary: [MinuteSummary]?
    }

    struct Minute {
        var startTime: Date
        var precipitationChance: Double
        var precipitationIntensity: Double
    }

    struct MinuteSummary {
        var startTime: Date
        var endTime: Date?
        var condition: String
        var precipitationChance: Double
        var precipitationIntensity: Double
    }

    struct Alerts {
        var metadata: Metadata
        var detailsUrl: String?
        var alerts: [Alert]
    }

    struct Alert {
        var id: String
        var areaName: String?
        var description: String
        var detailsUrl: String
        var severity: String
        var source: String
        var effectiveTime: Date?
        var expireTime: Date?
    }

    struct Changes {
        var metadata: Metadata
        var changes: [Change]
    }

    struct Change {
        var forecastStart: Date
        var maxTemperatureChange: String
        var minTemperatureChange: String
        var dayPrecipitationChange: String
        var nightPrecipitationChange: String
    }

    struct Comparisons {
        var metadata: Metadata
        var comparisons: [Comparison]
    }

    struct Comparison {
        var condition: String
        var baselineValue: Double
        var baselineStartDate: Date
        var currentValue: Double
        var deviation: String
    }
}

extension WeatherKitWire {
    /// The recorded hour containing `date` as current conditions, keeping the recorded current
    /// block's validity period (nil when either is missing).
    func currentConditions(at date: Date) -> Current? {
        guard let recorded = currentWeather, let hours = forecastHourly?.hours,
            let hour = hours.last(where: { $0.forecastStart <= date })
        else { return nil }
        var metadata = recorded.metadata
        metadata.expireTime = hour.forecastStart.addingTimeInterval(
            recorded.metadata.expireTime.timeIntervalSince(recorded.metadata.readTime))
        metadata.readTime = hour.forecastStart
        return Current(
            metadata: metadata, asOf: hour.forecastStart, precipitationIntensity: hour.precipitationIntensity ?? 0,
            conditions: hour.conditions)
    }
}

extension WeatherDataset {
    /// The dataset's member name in a response body (its raw value, as a static string for lookups).
    var wireName: StaticString {
        switch self {
        case .currentWeather: "currentWeather"
        case .forecastHourly: "forecastHourly"
        case .forecastDaily: "forecastDaily"
        case .forecastNextHour: "forecastNextHour"
        case .weatherAlerts: "weatherAlerts"
        case .weatherChanges: "weatherChanges"
        case .historicalComparisons: "historicalComparisons"
        }
    }
}
