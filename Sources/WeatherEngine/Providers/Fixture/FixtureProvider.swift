import Foundation
import TextSupport

/// The offline default: recorded WeatherKit REST responses from `Fixtures/weather/`, served relative
/// to the clock (the hourly series starts at the current hour, the daily one at today's local
/// midnight) and always labelled as synthetic fixture data, never passed off as a forecast.
public struct FixtureProvider: WeatherProvider {
    /// Every recorded place.
    public let places: [FixturePlace]
    let directory: String
    private let clock: any WeatherClock
    let latency: LatencyModel
    private let documents: FixtureDocuments
    /// How far from a recorded place a request may be and still be served from it.
    public static let maximumDistanceKilometres = 50.0

    public var name: String { "fixture" }
    public var gridDegrees: Double { 0.01 }
    public var attribution: WeatherAttribution {
        WeatherAttribution(
            serviceName: "lit fixtures (synthetic data, not a forecast)",
            legalPageURL: URL(fileURLWithPath: directory + "/README.md"),
            legalAttributionText:
                "Synthetic responses in the WeatherKit REST format, generated from approximate climate normals; not real weather."
        )
    }

    /// Reads `places.json` in `directory`; `latency` delays each fetch (for benchmarks).
    public init(directory: String, clock: any WeatherClock = SystemClock(), latency: LatencyModel = .none) throws {
        let path = directory + "/places.json"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WeatherError.unavailable(source: path, reason: "cannot read the list of recorded places")
        }
        do {
            places = try JSONDecoder().decode([FixturePlace].self, from: data)
        } catch let error as DecodingError {
            throw WeatherKitDecoding.invalidResponse(error, source: path)
        }
        self.directory = directory
        documents = FixtureDocuments(directory: directory)
        self.clock = clock
        self.latency = latency
    }

    /// The recorded place for `location`: the nearest within 50 km, or an error naming the nearest ones.
    public func place(for location: WeatherLocation) throws -> FixturePlace {
        let byDistance = places.sorted { $0.location.distance(to: location) < $1.location.distance(to: location) }
        guard let nearest = byDistance.first,
            nearest.location.distance(to: location) <= Self.maximumDistanceKilometres
        else {
            throw WeatherError.noRecordedPlace(
                latitude: location.latitude, longitude: location.longitude,
                nearest: byDistance.prefix(3).map {
                    "\($0.name) (\(Int($0.location.distance(to: location).rounded())) km)"
                })
        }
        return nearest
    }

    public func fetch(_ datasets: Set<WeatherDataset>, for location: WeatherLocation, language: String) async throws
        -> WeatherPayload
    {
        try await latency.wait()
        return try recorded(datasets, for: location, language: language).payload
    }

    /// Answers "not modified" when `ifNoneMatch` carries the entity tag of what it would send: the
    /// tag names the place, language and each dataset's version (the hour for current conditions,
    /// the minute for the next hour, the day for the rest), so it changes exactly when the served
    /// data does. Body sizes are those of the recorded datasets.
    public func fetch(
        _ datasets: Set<WeatherDataset>, for location: WeatherLocation, language: String, ifNoneMatch: Validators?
    ) async throws -> ProviderAnswer {
        try await latency.wait()
        let answer = try recorded(datasets, for: location, language: language)
        guard let tag = ifNoneMatch?.entityTag, tag == answer.validators.entityTag else {
            return .data(answer.payload, validators: answer.validators, bodyBytes: answer.bodyBytes)
        }
        var expirations: [WeatherDataset: Date] = [:]
        for dataset in datasets { expirations[dataset] = answer.payload.metadata(of: dataset)?.expirationDate }
        return .notModified(expirations: expirations)
    }

    /// The recorded response moved to now, with its entity tag and body size.
    private func recorded(_ datasets: Set<WeatherDataset>, for location: WeatherLocation, language: String) throws
        -> (payload: WeatherPayload, validators: Validators, bodyBytes: Int)
    {
        guard location.isValid else {
            throw WeatherError.invalidLocation(latitude: location.latitude, longitude: location.longitude)
        }
        let place = try place(for: location)
        let source = Self.source(of: place)
        let body = try documents.document(of: place)
        let now = clock.now
        let recorded = try WeatherKitDecoding.readTime(of: body, source: source)
        let shifts = FixtureTimeShift(
            recorded: recorded, now: now, timeZone: TimeZone(identifier: place.timeZone) ?? .gmt)
        var payload = WeatherPayload()
        // Each group of datasets moves by its own whole unit, and only what was asked for is decoded.
        // Current conditions are the recorded hour that is now, so they fit the time of day.
        var wanted = datasets
        if wanted.contains(.currentWeather) { wanted.insert(.forecastHourly) }
        for (shift, group) in shifts.groups(for: wanted) {
            var wire = try WeatherKitDecoding.wire(from: body, source: source, datasets: group, shift: shift)
            if group.contains(.currentWeather) { wire.currentWeather = wire.currentConditions(at: now) }
            if !datasets.contains(.forecastHourly) { wire.forecastHourly = nil }
            try payload.merge(wire, source: source)
        }
        let versions = datasets.sorted().map { "\($0.rawValue)@\(shifts.version(of: $0, at: now))" }
        let tag = String(FNV1a.hash([place.slug, language] + versions), radix: 16)
        let bodyBytes = datasets.reduce(0) { total, dataset in
            total + (body.member(dataset.wireName, of: JSONDocument.root).map(body.byteCount) ?? 0)
        }
        return (
            payload.rebased(to: now, recordedPlace: recordedPlaceName(place, standingInFor: location)),
            Validators(entityTag: "\"\(tag)\""), bodyBytes
        )
    }

    /// "Fixtures/weather/beijing.json", for messages.
    static func source(of place: FixturePlace) -> String { "Fixtures/weather/\(place.slug).json" }

    /// The recorded place's name when it stands in for a location more than a kilometre away.
    func recordedPlaceName(_ place: FixturePlace, standingInFor location: WeatherLocation) -> String? {
        place.location.distance(to: location) > 1 ? "\(place.name) (\(place.nameZh))" : nil
    }
}
