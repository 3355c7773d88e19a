import Foundation

/// What can go wrong when asking for weather.
public enum WeatherError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Coordinates outside −90…90 / −180…180.
    case invalidLocation(latitude: Double, longitude: Double)
    /// A response that does not follow the provider's wire format: where it is, the JSON path, what was expected.
    case invalidResponse(source: String, path: String, expected: String)
    /// The fixture provider has no recorded place within 50 km; the nearest ones, nearest first.
    case noRecordedPlace(latitude: Double, longitude: Double, nearest: [String])
    /// The provider's data could not be read (a missing or unreadable file, a refused request).
    case unavailable(source: String, reason: String)
    /// A date range the service refuses, and why.
    case invalidDateRange(String)
    /// The provider returned no data for a dataset the query needs.
    case datasetMissing(String)
    /// The service refused the credentials, or none were set: which variable to set.
    case credentials(provider: String, reason: String)
    /// The service asked to wait (HTTP 429) longer than a request may: seconds to wait.
    case rateLimited(source: String, retryAfter: TimeInterval)
    /// An endpoint that would send keys in the clear, or no URL at all.
    case insecureEndpoint(String)
    /// A dataset the provider does not offer anywhere, and what to do instead.
    case notOffered(provider: String, dataset: String, reason: String)

    public var description: String {
        switch self {
        case .invalidLocation(let latitude, let longitude):
            "invalid location \(latitude),\(longitude): expected latitude −90…90 and longitude −180…180"
        case .invalidResponse(let source, let path, let expected):
            "\(source): \(path.isEmpty ? "top level" : path): expected \(expected)"
        case .noRecordedPlace(let latitude, let longitude, let nearest):
            "no recorded weather within 50 km of \(latitude),\(longitude); recorded places: \(nearest.joined(separator: ", "))"
        case .unavailable(let source, let reason):
            "\(source): \(reason)"
        case .invalidDateRange(let reason): "invalid date range: \(reason)"
        case .datasetMissing(let dataset): "the provider returned no \(dataset)"
        case .credentials(let provider, let reason): "\(provider): \(reason)"
        case .rateLimited(let source, let retryAfter):
            "\(source): rate limited (HTTP 429); the service asks to wait \(Int(min(max(retryAfter, 0), 86_400).rounded(.up))) s"
        case .insecureEndpoint(let reason): "endpoint \(reason)"
        case .notOffered(let provider, let dataset, let reason): "\(provider) does not offer \(dataset): \(reason)"
        }
    }
}
