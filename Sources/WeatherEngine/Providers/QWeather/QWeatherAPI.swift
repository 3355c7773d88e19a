import Foundation
import TextSupport

/// QWeather (和风天气) v7 on the account's own API host: `X-QW-Api-Key`, gzip answers, every value a
/// string, `location=lon,lat` with 2 decimals; one request per dataset (now, 24h, 7d, minutely,
/// and the v1 alerts API).
struct QWeatherAPI: HTTPWeatherAPI {
    static let variables = ["QWEATHER_API_KEY", "QWEATHER_API_HOST", "QWEATHER_DATUM"]
    let origin: HTTPOrigin
    let datum: Datum
    private let key: String

    /// The host comes from `--endpoint` or QWEATHER_API_HOST (the console's "API Host"); the datum
    /// from QWEATHER_DATUM (gcj02 by default, see the README).
    init(endpoint: String?, secrets: Secrets) throws {
        if let endpoint {
            origin = try HTTPOrigin(endpoint)
        } else {
            let host = try secrets.value("QWEATHER_API_HOST")
            origin = try HTTPOrigin(host.contains("://") ? host : "https://" + host)
        }
        let datumName = secrets.environment["QWEATHER_DATUM"] ?? "gcj02"
        guard let datum = Datum(rawValue: datumName.lowercased().replacingOccurrences(of: "-", with: "")) else {
            throw WeatherError.credentials(
                provider: "qweather", reason: "QWEATHER_DATUM: expected wgs84, gcj02 or bd09, got '\(datumName)'")
        }
        self.datum = datum
        key = try secrets.value("QWEATHER_API_KEY")
    }

    var gridDegrees: Double { 0.01 }
    var credentialHint: String { "QWEATHER_API_KEY and QWEATHER_API_HOST (both from the QWeather console)" }
    var attribution: WeatherAttribution {
        WeatherAttribution(
            serviceName: "和风天气 QWeather", legalPageURL: URL(string: "https://www.qweather.com/")!,
            legalAttributionText: "天气数据由和风天气提供 (Weather data by QWeather)")
    }

    static func notOffered(_ dataset: WeatherDataset) -> String? {
        switch dataset {
        case .currentWeather, .forecastHourly, .forecastDaily, .forecastNextHour, .weatherAlerts: nil
        case .weatherChanges: "it sends no change summaries"
        case .historicalComparisons:
            "its historical data (/v7/historical) is a paid per-day API that lit does not aggregate"
        }
    }

    /// QWeather's cache guidance: observations every 10–20 minutes, forecasts hourly.
    func lifetime(of dataset: WeatherDataset) -> TimeInterval {
        switch dataset {
        case .currentWeather, .forecastNextHour, .weatherAlerts: 600
        default: 3600
        }
    }

    func requests(
        for datasets: Set<WeatherDataset>, at location: WeatherLocation, place: PlaceContext, language: String,
        client: HTTPClient
    ) async throws -> [HTTPRequest] {
        let lonLat = String(format: "%.2f,%.2f", location.longitude, location.latitude)
        let common = [("location", lonLat), ("lang", language.hasPrefix("zh") ? "zh" : "en"), ("unit", "m")]
        func request(_ path: String, _ dataset: WeatherDataset, _ query: [(String, String)] = common) -> HTTPRequest {
            HTTPRequest(
                url: origin.url(path, query), headers: ["X-QW-Api-Key": key], datasets: [dataset], secrets: [key])
        }
        var requests: [HTTPRequest] = []
        if datasets.contains(.currentWeather) { requests.append(request("/v7/weather/now", .currentWeather)) }
        if datasets.contains(.forecastHourly) { requests.append(request("/v7/weather/24h", .forecastHourly)) }
        if datasets.contains(.forecastDaily) { requests.append(request("/v7/weather/7d", .forecastDaily)) }
        // Minute precipitation covers China only; elsewhere the dataset stays empty, as WeatherKit's does.
        if datasets.contains(.forecastNextHour),
            ChinaBoundingBox().contains(latitude: location.latitude, longitude: location.longitude)
        {
            requests.append(
                request("/v7/minutely/5m", .forecastNextHour, [("location", lonLat), ("lang", common[1].1)]))
        }
        if datasets.contains(.weatherAlerts) {
            let path = String(format: "/weatheralert/v1/current/%.2f/%.2f", location.latitude, location.longitude)
            requests.append(request(path, .weatherAlerts, [("lang", common[1].1), ("localTime", "true")]))
        }
        return requests
    }

    func decode(
        _ body: JSONDocument, of request: HTTPRequest, into payload: inout WeatherPayload, context: DecodeContext
    )
        throws
    {
        let root = try context.fields(body)
        guard let dataset = request.datasets.first else { return }
        if dataset == .weatherAlerts {
            payload.alerts = try QWeatherDecoding.alerts(root, metadata: context.metadata(dataset))
            return
        }
        guard try QWeatherDecoding.checkStatus(root, provider: name, source: context.source) else { return }
        let offset = try QWeatherDecoding.utcOffset(root)
        let metadata = context.metadata(dataset)
        switch dataset {
        case .currentWeather: payload.current = try QWeatherDecoding.now(try root.object("now"), metadata: metadata)
        case .forecastHourly:
            payload.hourly = Forecast(
                forecast: try QWeatherDecoding.hours(try root.objects("hourly")), metadata: metadata)
        case .forecastDaily:
            payload.daily = Forecast(
                forecast: try root.objects("daily").map { try QWeatherDecoding.day($0, utcOffset: offset) },
                metadata: metadata)
        case .forecastNextHour:
            payload.minute = Forecast(
                forecast: try root.objects("minutely").map(QWeatherDecoding.minute), metadata: metadata)
        default: break
        }
    }
}
