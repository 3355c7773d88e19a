import WeatherEngine

/// A way of caching to compare: a cache policy, with the refresh policy on or off.
public struct Strategy: Sendable, Equatable, Hashable {
    /// "revalidation+refresh".
    public let name: String
    /// How cached data may be shown.
    public let cachePolicy: CachePolicy
    /// Pull-to-refresh and refresh-ahead.
    public let refreshPolicy: RefreshPolicy
    /// Whether the device's weather follows `CityRefreshPolicy` for location updates: a new place
    /// only after a move beyond 10 km (plus the accuracy radius) and 30 minutes.
    public let followsLocationPolicy: Bool

    /// A strategy.
    public init(
        name: String, cachePolicy: CachePolicy, refreshPolicy: RefreshPolicy, followsLocationPolicy: Bool = false
    ) {
        self.name = name
        self.cachePolicy = cachePolicy
        self.refreshPolicy = refreshPolicy
        self.followsLocationPolicy = followsLocationPolicy
    }

    /// The strategies every run compares, in report order: no cache, fixed lifetimes of 10, 30 and
    /// 60 minutes, expiration-driven, expiration with revalidation; each without and with the
    /// refresh policy; and expiration-driven with the city refresh policy for location updates.
    public static let all: [Strategy] = {
        let policies: [(String, CachePolicy)] = [
            ("no-cache", .none), ("ttl-10m", .fixedLifetime(600)), ("ttl-30m", .fixedLifetime(1800)),
            ("ttl-60m", .fixedLifetime(3600)), ("expiration", .expiration), ("revalidation", .revalidation),
        ]
        return policies.flatMap { name, policy in
            [
                Strategy(name: name, cachePolicy: policy, refreshPolicy: .off),
                Strategy(name: name + "+refresh", cachePolicy: policy, refreshPolicy: .standard),
            ]
        } + [
            Strategy(
                name: "expiration+location", cachePolicy: .expiration, refreshPolicy: .off, followsLocationPolicy: true)
        ]
    }()

    /// The strategy called `name`, if there is one.
    public static func named(_ name: String) -> Strategy? {
        all.first { $0.name == name }
    }
}
