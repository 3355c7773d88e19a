import Foundation
import Synchronization
import TextSupport

/// Apple's WeatherKit REST API: `GET /api/v1/weather/{language}/{lat}/{lon}?dataSets=…` with a
/// developer token, asking only for the datasets the query needs and that the availability
/// endpoint lists for the place (checked once a day per place).
struct WeatherKitAPI: HTTPWeatherAPI {
    static let variables = [
        "WEATHERKIT_TEAM_ID", "WEATHERKIT_SERVICE_ID", "WEATHERKIT_KEY_ID", "WEATHERKIT_PRIVATE_KEY_FILE",
    ]
    let origin: HTTPOrigin
    let token: WeatherKitToken
    private let availability = AvailabilityMemo()

    init(origin: HTTPOrigin, secrets: Secrets, clock: any WeatherClock) throws {
        self.origin = origin
        token = try WeatherKitToken(secrets: secrets, clock: clock)
    }

    var datum: Datum { .wgs84 }
    var gridDegrees: Double { 0.01 }
    var credentialHint: String { Self.variables.joined(separator: ", ") + " (a key with WeatherKit enabled)" }
    var attribution: WeatherAttribution {
        WeatherAttribution(
            serviceName: "Apple Weather",
            legalPageURL: URL(string: "https://developer.apple.com/weatherkit/data-source-attribution/")!,
            legalAttributionText: "Weather data by Apple Weather; other data sources at the legal page.",
            squareMarkURL: URL(string: "https://weatherkit.apple.com/assets/branding/square-mark.png"))
    }

    static func notOffered(_ dataset: WeatherDataset) -> String? { nil }

    /// Apple's usual `expireTime`: five minutes for what changes within the hour, one hour for forecasts.
    func lifetime(of dataset: WeatherDataset) -> TimeInterval {
        switch dataset {
        case .currentWeather, .forecastNextHour, .weatherAlerts: 300
        default: 3600
        }
    }

    func requests(
        for datasets: Set<WeatherDataset>, at location: WeatherLocation, place: PlaceContext, language: String,
        client: HTTPClient
    ) async throws -> [HTTPRequest] {
        let coordinates = String(format: "%.4f/%.4f", location.latitude, location.longitude)
        let authorization = "Bearer \(try token.value())"
        let available = try await self.available(
            at: coordinates, country: place.countryCode, authorization: authorization, client: client)
        // Datasets the place lacks (the next hour outside its regions, alerts without a source) stay nil.
        let asked = datasets.filter { available.contains($0) }
        guard !asked.isEmpty else { return [] }
        var query = [
            ("dataSets", asked.sorted().map(\.rawValue).joined(separator: ",")),
            ("timezone", place.timeZone.identifier),
        ]
        if let country = place.countryCode { query.append(("countryCode", country)) }
        return [
            HTTPRequest(
                url: origin.url("/api/v1/weather/\(language)/\(coordinates)", query),
                headers: ["Authorization": authorization], datasets: asked, secrets: [authorization])
        ]
    }

    /// The datasets the availability endpoint lists for the place.
    private func available(at coordinates: String, country: String?, authorization: String, client: HTTPClient)
        async throws -> Set<WeatherDataset>
    {
        if let known = availability.lookup(coordinates) { return known }
        let request = HTTPRequest(
            url: origin.url("/api/v1/availability/\(coordinates)", country.map { [("country", $0)] } ?? []),
            headers: ["Authorization": authorization], datasets: [], secrets: [authorization])
        let source = request.source(provider: name)
        let response = try await client.answer(request, provider: name, credentialHint: credentialHint)
        let body = try WeatherKitDecoding.parse(response.body, source: source)
        guard body.kind(JSONDocument.root) == .array else {
            throw WeatherError.invalidResponse(source: source, path: "", expected: "an array of dataset names")
        }
        var names = Set<WeatherDataset>()
        for (index, node) in body.children(JSONDocument.root).enumerated() {
            guard let text = body.string(node) else {
                throw WeatherError.invalidResponse(source: source, path: "[\(index)]", expected: "a dataset name")
            }
            if let dataset = WeatherDataset(rawValue: text) { names.insert(dataset) }
        }
        // Changes and comparisons are not listed by the endpoint; they are asked for where wanted.
        names.formUnion([.weatherChanges, .historicalComparisons])
        availability.remember(names, for: coordinates)
        return names
    }

    func decode(
        _ body: JSONDocument, of request: HTTPRequest, into payload: inout WeatherPayload, context: DecodeContext
    )
        throws
    {
        let wire = try WeatherKitDecoding.wire(from: body, source: context.source, datasets: request.datasets)
        try payload.merge(wire, source: context.source)
    }
}

/// What the availability endpoint said per place, kept for a day.
final class AvailabilityMemo: Sendable {
    private let known = Mutex<[String: (datasets: Set<WeatherDataset>, until: Date)]>([:])

    func lookup(_ place: String) -> Set<WeatherDataset>? {
        known.withLock { $0[place].flatMap { $0.until > Date() ? $0.datasets : nil } }
    }

    func remember(_ datasets: Set<WeatherDataset>, for place: String) {
        known.withLock { $0[place] = (datasets, Date().addingTimeInterval(86_400)) }
    }
}
