import Foundation

/// The real services, by the names `lit weather --provider` takes.
public enum HTTPService: String, CaseIterable, Sendable {
    case weatherKit = "weatherkit"
    case openMeteo = "open-meteo"
    case qWeather = "qweather"
    case openWeatherMap = "openweathermap"

    /// The environment variables the service reads (for `--help` and errors).
    public var variables: [String] {
        switch self {
        case .weatherKit: WeatherKitAPI.variables
        case .openMeteo: []
        case .qWeather: QWeatherAPI.variables
        case .openWeatherMap: OpenWeatherMapAPI.variables
        }
    }
}

extension HTTPService {
    /// Why the service never returns `dataset`, or nil when it may.
    public func notOffered(_ dataset: WeatherDataset) -> String? {
        switch self {
        case .weatherKit: WeatherKitAPI.notOffered(dataset)
        case .openMeteo: OpenMeteoAPI.notOffered(dataset)
        case .qWeather: QWeatherAPI.notOffered(dataset)
        case .openWeatherMap: OpenWeatherMapAPI.notOffered(dataset)
        }
    }

    /// How requests are authenticated.
    public var authentication: String {
        switch self {
        case .weatherKit: "ES256 JWT developer token (Authorization: Bearer)"
        case .openMeteo: "none (free, non-commercial)"
        case .qWeather: "API key in the X-QW-Api-Key header, per-account API host"
        case .openWeatherMap: "API key in the appid query parameter"
        }
    }

    /// The coordinate system requests are made in.
    public var datum: String {
        self == .qWeather ? "GCJ-02 by default (QWEATHER_DATUM)" : "WGS-84"
    }
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
        func origin(_ documented: String) throws -> HTTPOrigin { try HTTPOrigin(settings.endpoint ?? documented) }
        let api: any HTTPWeatherAPI =
            switch service {
            case .weatherKit:
                try WeatherKitAPI(
                    origin: origin("https://weatherkit.apple.com"), secrets: secrets, clock: settings.clock)
            case .openMeteo: OpenMeteoAPI(origin: try origin("https://api.open-meteo.com"))
            case .qWeather: try QWeatherAPI(endpoint: settings.endpoint, secrets: secrets)
            case .openWeatherMap:
                try OpenWeatherMapAPI(origin: origin("https://api.openweathermap.org"), secrets: secrets)
            }
        self.init(
            api: api, retry: settings.retry, transport: settings.transport, clock: settings.clock,
            places: settings.places)
    }
}
