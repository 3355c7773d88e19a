import Foundation

/// What identifies a version of a provider's response (HTTP ETag and Last-Modified), sent back to
/// ask whether it changed.
public struct Validators: Sendable, Equatable, Hashable, Codable {
    /// The entity tag, quotes included ("\"a1b2\"", "W/\"a1b2\"").
    public var entityTag: String?
    /// When the response last changed.
    public var lastModified: Date?

    /// Validators; both absent when the provider sends none.
    public init(entityTag: String? = nil, lastModified: Date? = nil) {
        self.entityTag = entityTag
        self.lastModified = lastModified
    }

    /// Whether there is anything to send.
    public var isEmpty: Bool { entityTag == nil && lastModified == nil }
}

/// A provider's answer to a request that may carry validators.
public enum ProviderAnswer: Sendable {
    /// New data, the validators to send next time, the body's size on the wire (bytes), and
    /// whether it may be kept (false when the server said `Cache-Control: no-store`).
    case data(WeatherPayload, validators: Validators, bodyBytes: Int, storable: Bool = true)
    /// Unchanged since the validators were issued: the cached copy stays, fresh until the given
    /// dates (datasets without one keep their previous lifetime).
    case notModified(expirations: [WeatherDataset: Date])
}

extension WeatherProvider {
    /// Providers without validators answer every request with data.
    public func fetch(
        _ datasets: Set<WeatherDataset>, for location: WeatherLocation, language: String, ifNoneMatch: Validators?
    ) async throws -> ProviderAnswer {
        .data(try await fetch(datasets, for: location, language: language), validators: Validators(), bodyBytes: 0)
    }
}
