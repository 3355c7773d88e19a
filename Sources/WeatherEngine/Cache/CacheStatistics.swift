import Foundation

/// What the cache did, for the evaluation harness: every dataset looked up is counted once.
public struct CacheStatistics: Equatable, Sendable {
    /// Fresh datasets served from memory.
    public var memoryHits = 0
    /// Fresh datasets served from the disk cache.
    public var diskHits = 0
    /// Datasets not fresh in the cache, which had to be asked of the provider (revalidated ones included).
    public var misses = 0
    /// Of the misses, datasets the provider confirmed unchanged (304): renewed without a body.
    public var revalidated = 0
    /// Body bytes the provider's answers carried (as the provider reports them).
    public var bodyBytesReceived = 0
    /// Refreshes started in the background by the refresh policy (refresh-ahead).
    public var backgroundRefreshes = 0
    /// Callers that waited for a fetch another caller had started, instead of starting their own.
    public var coalescedWaits = 0
    /// Expired datasets served because the provider failed (each dataset counted).
    public var staleServes = 0
    /// Requests sent to the provider.
    public var upstreamRequests = 0
    /// Datasets asked of the provider (each counts toward its quota).
    public var datasetsRequested = 0
    /// Entries dropped from memory to stay within the service's memory limit (still on disk).
    public var memoryEvictions = 0
    /// Requests for climate normals or observed days (statistics and summaries; not cached).
    public var climateRequests = 0

    /// All zero.
    public init() {}

    /// Datasets looked up (fresh hits and misses).
    public var lookups: Int { memoryHits + diskHits + misses }

    /// Adds another service's counts (several devices of one replay).
    public mutating func add(_ other: CacheStatistics) {
        memoryHits += other.memoryHits
        diskHits += other.diskHits
        misses += other.misses
        revalidated += other.revalidated
        coalescedWaits += other.coalescedWaits
        staleServes += other.staleServes
        upstreamRequests += other.upstreamRequests
        datasetsRequested += other.datasetsRequested
        bodyBytesReceived += other.bodyBytesReceived
        backgroundRefreshes += other.backgroundRefreshes
        memoryEvictions += other.memoryEvictions
        climateRequests += other.climateRequests
    }
}

/// How fresh a result is.
public enum Freshness: Equatable, Sendable {
    /// Within every dataset's expiration date.
    case fresh
    /// Expired, and read from the provider `age` seconds ago: shown because the provider failed or
    /// while a refresh is on its way.
    case stale(age: Double)
}

/// Several queries' datasets fetched in one request, to read each query's value from.
public struct WeatherSnapshot: Sendable {
    let payload: WeatherPayload
    /// When the snapshot was taken.
    public let date: Date
    /// Fresh, or stale with the age of its oldest data.
    public let freshness: Freshness

    /// The value of `query`, which must have been among those the snapshot was taken for.
    public func value<T>(_ query: WeatherQuery<T>) throws -> T {
        try query.extract(payload, date)
    }
}

/// A query's value and how fresh it is.
public struct WeatherResult<T: Sendable>: Sendable {
    /// The value.
    public let value: T
    /// Fresh, or stale with its age.
    public let freshness: Freshness
}
