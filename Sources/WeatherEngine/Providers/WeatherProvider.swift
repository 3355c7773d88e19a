import Foundation

/// A source of weather: the fixture provider, or a real service over HTTP. One folder each under
/// `Providers/`; the engine only sees this protocol.
public protocol WeatherProvider: Sendable {
    /// A stable name, part of every cache key ("fixture", "weatherkit").
    var name: String { get }
    /// Who the data comes from, shown wherever it is.
    var attribution: WeatherAttribution { get }
    /// The grid the provider's data lives on, in degrees: locations are rounded to it for caching.
    var gridDegrees: Double { get }
    /// Fetches exactly `datasets` for `location`, in `language` ("en", "zh-Hans").
    func fetch(_ datasets: Set<WeatherDataset>, for location: WeatherLocation, language: String) async throws
        -> WeatherPayload
    /// The same, as a conditional request: with `ifNoneMatch`, a provider that still has that
    /// version answers `.notModified` without a body. The default implementation has no validators.
    func fetch(
        _ datasets: Set<WeatherDataset>, for location: WeatherLocation, language: String, ifNoneMatch: Validators?
    ) async throws -> ProviderAnswer
    /// Why the provider never returns `dataset` (its queries answer nil), or nil when it may.
    func notOffered(_ dataset: WeatherDataset) -> String?
}

extension WeatherProvider {
    /// Providers offer every dataset unless they say otherwise.
    public func notOffered(_ dataset: WeatherDataset) -> String? { nil }
}
