import Foundation
import TextSupport

/// A weather service over HTTP: converts the location to the service's datum, asks with the
/// cached copy's validators, maps refusals to precise errors, and honours `Cache-Control`.
public struct HTTPProvider: WeatherProvider {
    let api: any HTTPWeatherAPI
    let client: HTTPClient
    private let clock: any WeatherClock
    private let places: PlaceLookup
    private let converter = DatumConverter()

    init(
        api: any HTTPWeatherAPI, retry: RetryPolicy, transport: HTTPTransportKind, clock: any WeatherClock,
        places: @escaping PlaceLookup
    ) {
        self.api = api
        client = HTTPClient(policy: retry, transport: transport)
        self.clock = clock
        self.places = places
    }

    public var name: String { api.name }
    public var attribution: WeatherAttribution { api.attribution }
    public var gridDegrees: Double { api.gridDegrees }
    /// The coordinate system the service is asked in.
    public var datum: Datum { api.datum }

    /// Why the service never returns `dataset` (nil when it may): the engine leaves such datasets
    /// out of requests, and their queries answer nil as WeatherKit's do where unsupported.
    public func notOffered(_ dataset: WeatherDataset) -> String? { type(of: api).notOffered(dataset) }

    public func fetch(_ datasets: Set<WeatherDataset>, for location: WeatherLocation, language: String) async throws
        -> WeatherPayload
    {
        guard
            case .data(let payload, _, _, _) = try await fetch(
                datasets, for: location, language: language, ifNoneMatch: nil)
        else { throw WeatherError.invalidResponse(source: name, path: "", expected: "data without validators") }
        return payload
    }

    public func fetch(
        _ datasets: Set<WeatherDataset>, for location: WeatherLocation, language: String, ifNoneMatch: Validators?
    ) async throws -> ProviderAnswer {
        guard location.isValid else {
            throw WeatherError.invalidLocation(latitude: location.latitude, longitude: location.longitude)
        }
        let offered = datasets.filter { type(of: api).notOffered($0) == nil }
        guard !offered.isEmpty else { return .data(WeatherPayload(), validators: Validators(), bodyBytes: 0) }
        let asked = converter.convert(location, from: .wgs84, to: api.datum)
        let requests = try await api.requests(
            for: offered, at: asked, place: places(location), language: language, client: client)
        guard !requests.isEmpty else { return .data(WeatherPayload(), validators: Validators(), bodyBytes: 0) }
        let previous = ifNoneMatch.flatMap { $0.parts(requests.count) }
        var responses = try await exchange(requests, validators: previous)
        let unchanged = responses.indices.filter { responses[$0].status == 304 }
        let now = clock.now
        if unchanged.count == requests.count {
            var expirations: [WeatherDataset: Date] = [:]
            for (request, response) in zip(requests, responses) {
                for dataset in request.datasets {
                    expirations[dataset] = now.addingTimeInterval(
                        response.cacheControl.maxAge ?? api.lifetime(of: dataset))
                }
            }
            return .notModified(expirations: expirations)
        }
        // Some parts changed and some did not: the unchanged bodies are not kept, so ask for them again.
        if !unchanged.isEmpty {
            let again = try await exchange(unchanged.map { requests[$0] }, validators: nil)
            for (index, response) in zip(unchanged, again) { responses[index] = response }
        }
        var payload = WeatherPayload()
        for (request, response) in zip(requests, responses) {
            let context = DecodeContext(
                source: request.source(provider: name), location: location, readDate: now,
                maxAge: response.cacheControl.maxAge, lifetime: api.lifetime)
            let body = try WeatherKitDecoding.parse(response.body, source: context.source)
            try api.decode(body, of: request, into: &payload, context: context)
            if let maxAge = response.cacheControl.maxAge {
                payload = payload.capped(request.datasets, at: now.addingTimeInterval(maxAge))
            }
        }
        return .data(
            payload, validators: .combined(responses.map(\.validators)),
            bodyBytes: responses.reduce(0) { $0 + $1.wireBytes },
            storable: !responses.contains { $0.cacheControl.noStore })
    }

    /// The answers to `requests`, at the same time; anything but 200 and 304 is thrown as an error.
    private func exchange(_ requests: [HTTPRequest], validators: [Validators]?) async throws -> [HTTPResponse] {
        try await withThrowingTaskGroup(of: (Int, HTTPResponse).self) { tasks in
            for (index, request) in requests.enumerated() {
                var request = request
                if let validators = validators?[index] {
                    if let tag = validators.entityTag { request.headers["If-None-Match"] = tag }
                    if let date = validators.lastModified {
                        request.headers["If-Modified-Since"] = HTTPDate.format(date)
                    }
                }
                tasks.addTask {
                    (index, try await client.answer(request, provider: name, credentialHint: api.credentialHint))
                }
            }
            var responses = [HTTPResponse?](repeating: nil, count: requests.count)
            for try await (index, response) in tasks { responses[index] = response }
            return responses.map { $0! }
        }
    }
}

extension Validators {
    /// One set of validators for the answers of several requests: the entity tags side by side
    /// (a request without one leaves its place empty); a date only when there was one request.
    static func combined(_ parts: [Validators]) -> Validators {
        guard parts.count > 1 else { return parts.first ?? Validators() }
        guard parts.contains(where: { $0.entityTag != nil }) else { return Validators() }
        return Validators(entityTag: parts.map { $0.entityTag ?? "" }.joined(separator: separator))
    }

    /// The per-request validators of a combined set, when it was made from `count` of them.
    func parts(_ count: Int) -> [Validators]? {
        guard count > 1 else { return entityTag?.contains(Self.separator) == true ? nil : [self] }
        guard let tags = entityTag?.components(separatedBy: Self.separator), tags.count == count else { return nil }
        return tags.map { Validators(entityTag: $0.isEmpty ? nil : $0) }
    }

    private static let separator = "\u{1F}"
}

extension WeatherPayload {
    /// The same data, with `datasets` expiring no later than `date` (a server's max-age).
    func capped(_ datasets: Set<WeatherDataset>, at date: Date) -> WeatherPayload {
        var capped = self
        let other = mapMetadata { metadata in
            metadata.expirationDate <= date
                ? metadata
                : WeatherMetadata(
                    date: metadata.date, expirationDate: date, location: metadata.location,
                    recordedPlace: metadata.recordedPlace)
        }
        if datasets.contains(.currentWeather) { capped.current = other.current }
        if datasets.contains(.forecastHourly) { capped.hourly = other.hourly }
        if datasets.contains(.forecastDaily) { capped.daily = other.daily }
        if datasets.contains(.forecastNextHour) { capped.minute = other.minute }
        if datasets.contains(.weatherAlerts) { capped.alerts = other.alerts }
        if datasets.contains(.weatherChanges) { capped.changes = other.changes }
        if datasets.contains(.historicalComparisons) { capped.historicalComparisons = other.historicalComparisons }
        return capped
    }
}

/// One request exactly as a provider sends it, undecoded: for benchmarks and diagnostics.
public struct HTTPProbe: Sendable {
    /// The HTTP status (200, 304, ...).
    public let status: Int
    /// Body bytes on the wire.
    public let bodyBytes: Int
    /// The validators the server sent.
    public let validators: Validators
    /// The URL, or nil when it carries a secret.
    public let url: URL?
}

extension HTTPProvider {
    /// Sends the first request `fetch` would send for `datasets`, with `ifNoneMatch`'s validators.
    public func probe(
        _ datasets: Set<WeatherDataset>, for location: WeatherLocation, language: String, ifNoneMatch: Validators?
    ) async throws -> HTTPProbe {
        let asked = converter.convert(location, from: .wgs84, to: api.datum)
        let requests = try await api.requests(
            for: datasets.filter { type(of: api).notOffered($0) == nil }, at: asked, place: places(location),
            language: language, client: client)
        guard var request = requests.first else {
            throw WeatherError.datasetMissing(datasets.map(\.rawValue).sorted().joined(separator: ","))
        }
        if let tag = ifNoneMatch?.entityTag { request.headers["If-None-Match"] = tag }
        let response = try await client.get(request, provider: name)
        return HTTPProbe(
            status: response.status, bodyBytes: response.wireBytes, validators: response.validators,
            url: request.secrets.isEmpty ? request.url : nil)
    }
}
