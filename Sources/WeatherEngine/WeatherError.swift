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
        }
    }
}
