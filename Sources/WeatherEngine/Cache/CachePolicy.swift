import Foundation

/// How the service decides that a cached dataset may be shown without asking the provider.
public enum CachePolicy: Sendable, Equatable, Hashable {
    /// Nothing is kept: every lookup goes upstream, and nothing can be served stale.
    case none
    /// A dataset is fresh for this many seconds after it was fetched, whatever the response says.
    case fixedLifetime(TimeInterval)
    /// A dataset is fresh until its own response's expiration date.
    case expiration
    /// As `.expiration`, and an expired dataset is revalidated: the request carries the provider's
    /// validators (ETag / Last-Modified), and an unchanged answer (304) renews the cached copy
    /// without its body.
    case revalidation
}

/// When the service refreshes on its own, and how it treats pull-to-refresh.
public struct RefreshPolicy: Sendable, Equatable, Hashable {
    /// A pull-to-refresh of data read from the provider less than this many seconds ago is answered
    /// from the cache (0: every pull goes upstream).
    public var minimumInterval: TimeInterval
    /// A fresh dataset read in the last fraction of its lifetime is shown, then refreshed in the
    /// background (0: never), so the next look finds it fresh.
    public var refreshAheadFraction: Double

    /// A policy.
    public init(minimumInterval: TimeInterval, refreshAheadFraction: Double) {
        self.minimumInterval = max(0, minimumInterval)
        self.refreshAheadFraction = min(max(0, refreshAheadFraction), 1)
    }

    /// Every pull goes upstream; nothing is refreshed ahead.
    public static let off = RefreshPolicy(minimumInterval: 0, refreshAheadFraction: 0)
    /// Pulls within 5 minutes of the last read are answered from the cache; datasets in the last
    /// fifth of their lifetime are refreshed in the background.
    public static let standard = RefreshPolicy(minimumInterval: 300, refreshAheadFraction: 0.2)
}
