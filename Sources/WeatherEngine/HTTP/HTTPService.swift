import Foundation

/// A real weather service, by the name `lit weather --provider` takes. Each provider's folder
/// declares its own (`Providers/OpenMeteo/OpenMeteoAPI+Service.swift`, …): its name, what it
/// reads, how it authenticates and how it is built; nothing here switches over them.
public struct HTTPService: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    let api: any HTTPWeatherAPI.Type

    init(_ api: any HTTPWeatherAPI.Type) {
        self.api = api
    }

    /// Every service, in the order lists show them.
    public static let allCases: [HTTPService] = [.weatherKit, .openMeteo, .qWeather, .openWeatherMap]

    /// The service called `rawValue`, if there is one.
    public init?(rawValue: String) {
        guard let found = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = found
    }

    /// The name `--provider` takes ("open-meteo").
    public var rawValue: String { api.serviceName }
    public var description: String { rawValue }

    /// The environment variables the service reads (for `--help` and errors).
    public var variables: [String] { api.variables }

    /// Why the service never returns `dataset`, or nil when it may.
    public func notOffered(_ dataset: WeatherDataset) -> String? { api.notOffered(dataset) }

    /// How requests are authenticated.
    public var authentication: String { api.authentication }

    /// The coordinate system requests are made in.
    public var datum: String { api.datumDescription }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// How to build an HTTP provider: where it sends requests, the credentials it reads, and how hard it tries.
public struct HTTPProviderSettings: Sendable {
    /// Replaces the scheme, host and port of the documented URLs (paths and parameters stay).
    public var endpoint: String?
    /// Where credentials come from (see each service's `variables`).
    public var environment: [String: String]
    /// Retries, backoff and timeouts.
    public var retry: RetryPolicy
    /// URLSession or libcurl.
    public var transport: HTTPTransportKind
    /// The clock that dates answers.
    public var clock: any WeatherClock
    /// The time zone and country of a location.
    public var places: PlaceLookup

    /// Settings; `places` defaults to UTC without a country.
    public init(
        endpoint: String? = nil, environment: [String: String], retry: RetryPolicy = .standard,
        transport: HTTPTransportKind = .platformDefault,
        clock: any WeatherClock = SystemClock(),
        places: @escaping PlaceLookup = { _ in PlaceContext(timeZone: .gmt, countryCode: nil) }
    ) {
        self.endpoint = endpoint
        self.environment = environment
        self.retry = retry
        self.transport = transport
        self.clock = clock
        self.places = places
    }
}

extension HTTPProvider {
    /// The provider for `service`; throws when a credential is missing or the endpoint is not HTTPS.
    public init(_ service: HTTPService, settings: HTTPProviderSettings) throws {
        let secrets = Secrets(provider: service.rawValue, environment: settings.environment)
        let api: any HTTPWeatherAPI = try service.api.make(settings, secrets: secrets)
        self.init(
            api: api, retry: settings.retry, transport: settings.transport, clock: settings.clock,
            places: settings.places)
    }
}
