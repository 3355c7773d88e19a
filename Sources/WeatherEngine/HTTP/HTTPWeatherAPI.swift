import Foundation
import TextSupport

/// What differs between HTTP weather services: how to ask, and how to read the answer. The shared
/// behaviour (datum conversion, conditional requests, faults, lifetimes) lives in `HTTPProvider`.
protocol HTTPWeatherAPI: Sendable {
    /// The service's name, as `lit weather --provider` takes it and as cache keys hold it ("open-meteo").
    static var serviceName: String { get }
    /// The environment variables it reads (for `--help` and errors).
    static var variables: [String] { get }
    /// How its requests are authenticated, in words.
    static var authentication: String { get }
    /// The coordinate system it is asked in, in words.
    static var datumDescription: String { get }
    /// The API as `settings` configure it (its documented origin unless an endpoint is given),
    /// with credentials from `secrets`.
    static func make(_ settings: HTTPProviderSettings, secrets: Secrets) throws -> Self
    /// Who the data comes from.
    var attribution: WeatherAttribution { get }
    /// The coordinate system the service expects.
    var datum: Datum { get }
    /// The service's grid, in degrees (locations are rounded to it for caching).
    var gridDegrees: Double { get }
    /// What to set when the service refuses the credentials ("WEATHERKIT_KEY_ID, ...").
    var credentialHint: String { get }
    /// Why the service never returns `dataset`, or nil when it may.
    static func notOffered(_ dataset: WeatherDataset) -> String?
    /// How long `dataset` stays fresh when neither the body nor the server says.
    func lifetime(of dataset: WeatherDataset) -> TimeInterval
    /// The requests that answer `datasets` at `location` (already in `datum`).
    func requests(
        for datasets: Set<WeatherDataset>, at location: WeatherLocation, place: PlaceContext, language: String,
        client: HTTPClient
    ) async throws -> [HTTPRequest]
    /// Reads a 200 answer to `request` into `payload`.
    func decode(
        _ body: JSONDocument, of request: HTTPRequest, into payload: inout WeatherPayload, context: DecodeContext)
        throws
}

/// The time zone and country of a place, which some services need to roll up days or find alerts.
public struct PlaceContext: Sendable, Equatable {
    /// The place's time zone.
    public var timeZone: TimeZone
    /// ISO 3166-1 alpha-2, when known.
    public var countryCode: String?

    /// Makes a context.
    public init(timeZone: TimeZone, countryCode: String?) {
        self.timeZone = timeZone
        self.countryCode = countryCode
    }
}

/// Finds the time zone and country for a location (the CLI uses the gazetteer's nearest city).
public typealias PlaceLookup = @Sendable (WeatherLocation) -> PlaceContext

/// What a decoder needs besides the body.
struct DecodeContext {
    /// "open-meteo GET /v1/forecast", for messages.
    let source: String
    /// The location asked for, in WGS-84 (metadata carries it, whatever datum the service used).
    let location: WeatherLocation
    /// When the answer arrived.
    let readDate: Date
    /// The server's `Cache-Control: max-age`, if any.
    let maxAge: TimeInterval?
    /// The service's default lifetime per dataset.
    let lifetime: @Sendable (WeatherDataset) -> TimeInterval

    /// Metadata for `dataset`: read now, fresh for max-age or else the service's usual lifetime.
    func metadata(_ dataset: WeatherDataset) -> WeatherMetadata {
        WeatherMetadata(
            date: readDate, expirationDate: readDate.addingTimeInterval(maxAge ?? lifetime(dataset)),
            location: location)
    }

    /// The root object's fields.
    func fields(_ body: JSONDocument) throws -> JSONFields {
        try JSONFields(root: body, source: source, shift: 0)
    }
}

extension HTTPWeatherAPI {
    /// The service's name.
    var name: String { Self.serviceName }
}
