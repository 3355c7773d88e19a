import Foundation

/// A value handed out by `updates(for:including:)`.
public struct WeatherUpdate<T: Sendable>: Sendable {
    /// The value.
    public let value: T
    /// Fresh, or stale with its age (an expired cached copy shown while the fresh one is fetched).
    public let freshness: Freshness
}

extension WeatherService {
    /// "Show the cache, then refresh quietly": yields the cached value at once (marked stale with its
    /// age when expired), then the fresh one; a fresh cached value is the only one yielded. If the
    /// refresh fails after a cached value was shown, the stream ends with the error.
    public nonisolated func updates<T>(for location: WeatherLocation, including query: WeatherQuery<T>)
        -> AsyncThrowingStream<WeatherUpdate<T>, any Error>
    {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await self.produceUpdates(for: location, including: query, into: continuation)
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private func produceUpdates<T>(
        for location: WeatherLocation, including query: WeatherQuery<T>,
        into continuation: AsyncThrowingStream<WeatherUpdate<T>, any Error>.Continuation
    ) async throws {
        if let (payload, freshness) = cachedPayload(query.datasets, for: location) {
            continuation.yield(WeatherUpdate(value: try query.extract(payload, now), freshness: freshness))
            if freshness == .fresh { return }
        }
        let (payload, freshness) = try await payload(query.datasets, for: location, allowStale: false)
        continuation.yield(WeatherUpdate(value: try query.extract(payload, now), freshness: freshness))
    }
}
