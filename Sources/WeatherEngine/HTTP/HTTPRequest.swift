import Foundation

/// One GET a provider makes, with the datasets its answer carries.
struct HTTPRequest: Sendable {
    /// The full URL, query included.
    let url: URL
    /// Request headers (credentials included).
    var headers: [String: String] = [:]
    /// The datasets the body answers.
    let datasets: Set<WeatherDataset>
    /// Values that must never be shown (keys, tokens): replaced by "***" in anything printed.
    var secrets: [String] = []

    /// "open-meteo GET /v1/forecast": where an answer came from, for messages (no query: it may hold a key).
    func source(provider: String) -> String { "\(provider) GET \(url.path)" }

    /// `text` with every secret replaced.
    func redacted(_ text: String) -> String {
        secrets.filter { !$0.isEmpty }.reduce(text) { $0.replacingOccurrences(of: $1, with: "***") }
    }
}

/// A response: status, headers (names lower-cased), the body as decoded, and its size on the wire.
struct HTTPResponse: Sendable {
    let status: Int
    let headers: [String: String]
    let body: Data
    /// Bytes on the wire (Content-Length when sent, so a compressed body counts compressed).
    let wireBytes: Int

    /// The server's validators.
    var validators: Validators {
        Validators(entityTag: headers["etag"], lastModified: headers["last-modified"].flatMap(HTTPDate.parse))
    }

    /// Cache-Control directives that matter here.
    var cacheControl: CacheControl { CacheControl(headers["cache-control"]) }
}
