import Foundation
import TextSupport

/// Open-Meteo's forecast API (`GET /v1/forecast`): no key, metric units asked for explicitly,
/// WMO weather codes, parallel arrays with nulls, local times with `utc_offset_seconds`.
struct OpenMeteoAPI: HTTPWeatherAPI {
    /// `https://api.open-meteo.com`, or another origin.
    let origin: HTTPOrigin

    var datum: Datum { .wgs84 }
    var gridDegrees: Double { 0.01 }
    var credentialHint: String { "the endpoint: the free API needs no key" }
    var attribution: WeatherAttribution {
        WeatherAttribution(
            serviceName: "Open-Meteo", legalPageURL: URL(string: "https://open-meteo.com/en/terms")!,
            legalAttributionText: "Weather data by Open-Meteo.com (CC BY 4.0)")
    }

    static func notOffered(_ dataset: WeatherDataset) -> String? {
        switch dataset {
        case .currentWeather, .forecastHourly, .forecastDaily: nil
        case .forecastNextHour: "it has 15-minute data (minutely_15), not a minute-by-minute next hour"
        case .weatherAlerts: "it has no weather alerts"
        case .weatherChanges: "it sends no change summaries"
        case .historicalComparisons:
            "its forecast API has no comparisons; its archive API (archive-api.open-meteo.com/v1/archive) holds the history they could be computed from, which lit does not do yet"
        }
    }

    /// Current values are 15-minute means; the models behind the forecasts update hourly at most.
    func lifetime(of dataset: WeatherDataset) -> TimeInterval { dataset == .currentWeather ? 900 : 3600 }

    static let currentVariables = [
        "temperature_2m", "relative_humidity_2m", "apparent_temperature", "is_day", "precipitation", "rain",
        "showers", "snowfall", "weather_code", "cloud_cover", "pressure_msl", "wind_speed_10m",
        "wind_direction_10m", "wind_gusts_10m",
    ]
    static let hourlyVariables: [StaticString] = [
        "temperature_2m", "relative_humidity_2m", "dew_point_2m", "apparent_temperature",
        "precipitation_probability", "precipitation", "rain", "showers", "snowfall", "weather_code", "pressure_msl",
        "cloud_cover", "visibility", "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "uv_index", "is_day",
    ]
    /// What current conditions take from the hour they fall in (the current block has no such variables).
    static let currentHourVariables = ["dew_point_2m", "visibility", "uv_index", "pressure_msl"]
    static let dailyVariables = [
        "weather_code", "temperature_2m_max", "temperature_2m_min", "sunrise", "sunset", "uv_index_max",
        "precipitation_sum", "rain_sum", "showers_sum", "snowfall_sum", "precipitation_probability_max",
        "wind_speed_10m_max", "wind_gusts_10m_max", "wind_direction_10m_dominant",
    ]

    func requests(
        for datasets: Set<WeatherDataset>, at location: WeatherLocation, place: PlaceContext, language: String,
        client: HTTPClient
    ) async throws -> [HTTPRequest] {
        var query: [(String, String)] = [
            ("latitude", String(format: "%.4f", location.latitude)),
            ("longitude", String(format: "%.4f", location.longitude)),
        ]
        if datasets.contains(.currentWeather) {
            query.append(("current", Self.currentVariables.joined(separator: ",")))
        }
        if datasets.contains(.forecastHourly) {
            query.append(("hourly", Self.hourlyVariables.map { "\($0)" }.joined(separator: ",")))
        } else if datasets.contains(.currentWeather) {
            query += [("hourly", Self.currentHourVariables.joined(separator: ",")), ("forecast_hours", "2")]
        }
        if datasets.contains(.forecastDaily) { query.append(("daily", Self.dailyVariables.joined(separator: ","))) }
        query += [
            ("timezone", place.timeZone.identifier), ("forecast_days", "10"), ("temperature_unit", "celsius"),
            ("wind_speed_unit", "kmh"), ("precipitation_unit", "mm"),
        ]
        return [HTTPRequest(url: origin.url("/v1/forecast", query), datasets: datasets)]
    }

    func decode(
        _ body: JSONDocument, of request: HTTPRequest, into payload: inout WeatherPayload, context: DecodeContext
    )
        throws
    {
        let root = try context.fields(body)
        let offset = try root.int("utc_offset_seconds")
        let hours = try root.optionalObject("hourly").map { try OpenMeteoHours($0, utcOffset: offset) }
        if request.datasets.contains(.currentWeather) {
            guard let hours else {
                throw root.wrong("hourly", "the hourly block current conditions take dew point and visibility from")
            }
            payload.current = try OpenMeteoDecoding.current(
                try root.object("current"), hours: hours, utcOffset: offset, metadata: context.metadata(.currentWeather)
            )
        }
        if request.datasets.contains(.forecastHourly) {
            guard let hours else { throw root.wrong("hourly", "this field") }
            payload.hourly = Forecast(forecast: try hours.weather(), metadata: context.metadata(.forecastHourly))
        }
        if request.datasets.contains(.forecastDaily) {
            payload.daily = Forecast(
                forecast: try OpenMeteoDecoding.days(try root.object("daily"), utcOffset: offset),
                metadata: context.metadata(.forecastDaily))
        }
    }
}
