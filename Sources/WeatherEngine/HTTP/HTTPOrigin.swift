import Foundation

/// Where a provider's requests go: the documented scheme, host and port, or the ones of an
/// `--endpoint` URL (the documented paths and parameters stay). Plain HTTP is refused except to
/// loopback, so keys never cross a network in the clear.
public struct HTTPOrigin: Sendable, Equatable {
    /// "https" or, to loopback only, "http".
    public let scheme: String
    /// The host name or address.
    public let host: String
    /// The port, when not the scheme's default.
    public let port: Int?

    /// The origin of `url`; throws unless it is HTTPS or HTTP to 127.0.0.1, ::1 or localhost.
    public init(_ text: String) throws {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty
        else { throw WeatherError.insecureEndpoint("\(text): expected a URL such as https://host[:port]") }
        guard scheme == "https" || (scheme == "http" && Self.isLoopback(host)) else {
            throw WeatherError.insecureEndpoint(
                "\(text): HTTPS is required (plain HTTP only to 127.0.0.1 or localhost)")
        }
        self.scheme = scheme
        self.host = host
        self.port = components.port
    }

    /// Whether `host` is this machine.
    static func isLoopback(_ host: String) -> Bool {
        ["127.0.0.1", "::1", "[::1]", "localhost"].contains(host.lowercased())
    }

    /// The URL of `path` with `query` on this origin.
    func url(_ path: String, _ query: [(String, String)] = []) -> URL {
        var components = URLComponents()
        components.scheme = scheme
        components.host = host
        components.port = port
        components.path = path
        if !query.isEmpty { components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) } }
        return components.url!
    }
}
