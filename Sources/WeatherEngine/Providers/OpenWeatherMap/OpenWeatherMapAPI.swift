import Foundation
import TextSupport

/// OpenWeatherMap One Call 3.0 (`GET /data/3.0/onecall`): `appid` in the query, `units=metric`
/// (°C, m/s), unix times, condition ids; optional blocks are left out rather than null.
struct OpenWeatherMapAPI: HTTPWeatherAPI {
    static let variables = ["OPENWEATHERMAP_API_KEY"]
    let origin: HTTPOrigin
    private let key: String

    init(origin: HTTPOrigin, secrets: Secrets) throws {
        self.origin = origin
        key = try secrets.value("OPENWEATHERMAP_API_KEY")
    }

    var datum: Datum { .wgs84 }
    var gridDegrees: Double { 0.01 }
    var credentialHint: String { "OPENWEATHERMAP_API_KEY (a key with a One Call 3.0 subscription)" }
    var attribution: WeatherAttribution {
        WeatherAttribution(
            serviceName: "OpenWeather", legalPageURL: URL(string: "https://openweathermap.org/terms")!,
            legalAttributionText: "Weather data provided by OpenWeather (openweathermap.org)")
    }

    static func notOffered(_ dataset: WeatherDataset) -> String? {
        switch dataset {
        case .currentWeather, .forecastHourly, .forecastDaily, .forecastNextHour, .weatherAlerts: nil
        case .weatherChanges: "One Call sends no change summaries"
        case .historicalComparisons:
            "One Call has no comparisons; its timemachine and day_summary endpoints give single past days, which lit does not aggregate yet"
        }
    }

    /// OpenWeather updates its model every 10 minutes and asks clients not to poll more often.
    func lifetime(of dataset: WeatherDataset) -> TimeInterval { 600 }

    private static let blocks: [(WeatherDataset, String)] = [
        (.currentWeather, "current"), (.forecastNextHour, "minutely"), (.forecastHourly, "hourly"),
        (.forecastDaily, "daily"), (.weatherAlerts, "alerts"),
    ]

    func requests(
        for datasets: Set<WeatherDataset>, at location: WeatherLocation, place: PlaceContext, language: String,
        client: HTTPClient
    ) async throws -> [HTTPRequest] {
        let excluded = Self.blocks.filter { !datasets.contains($0.0) }.map(\.1)
        var query = [
            ("lat", String(format: "%.4f", location.latitude)), ("lon", String(format: "%.4f", location.longitude)),
            ("units", "metric"), ("lang", language.hasPrefix("zh") ? "zh_cn" : "en"),
        ]
        if !excluded.isEmpty { query.append(("exclude", excluded.joined(separator: ","))) }
        query.append(("appid", key))
        return [HTTPRequest(url: origin.url("/data/3.0/onecall", query), datasets: datasets, secrets: [key])]
    }

    func decode(
        _ body: JSONDocument, of request: HTTPRequest, into payload: inout WeatherPayload, context: DecodeContext
    )
        throws
    {
        let root = try context.fields(body)
        let offset = try root.int("timezone_offset")
        let asked = request.datasets
        if asked.contains(.currentWeather) {
            payload.current = try OpenWeatherMapDecoding.current(
                try root.object("current"), metadata: context.metadata(.currentWeather))
        }
        if asked.contains(.forecastHourly) {
            payload.hourly = Forecast(
                forecast: try OpenWeatherMapDecoding.hours(try root.objects("hourly")),
                metadata: context.metadata(.forecastHourly))
        }
        if asked.contains(.forecastDaily) {
            payload.daily = Forecast(
                forecast: try root.objects("daily").map { try OpenWeatherMapDecoding.day($0, utcOffset: offset) },
                metadata: context.metadata(.forecastDaily))
        }
        if asked.contains(.forecastNextHour) {
            // Minutes are sent only where OpenWeather has them.
            payload.minute =
                root.has("minutely")
                ? Forecast(
                    forecast: try root.objects("minutely").map(OpenWeatherMapDecoding.minute),
                    metadata: context.metadata(.forecastNextHour)) : nil
        }
        if asked.contains(.weatherAlerts) {
            let metadata = context.metadata(.weatherAlerts)
            payload.alerts = try (root.has("alerts") ? root.objects("alerts") : []).map {
                WeatherAlert(
                    summary: try $0.string("event"), detailsURL: attribution.legalPageURL,
                    source: try $0.string("sender_name"), region: nil, severity: .unknown, metadata: metadata)
            }
        }
    }
}
