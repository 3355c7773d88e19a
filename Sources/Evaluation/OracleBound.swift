import Foundation
import WeatherEngine

/// The oracle bound of a trace: the hit rate of a cache that keeps every response until its own
/// expiration and forgets nothing (unbounded memory that survives cold starts), fetches only when
/// asked and nothing is fresh, treats pull-to-refresh as a look, and never meets a network failure.
/// It bounds demand-fetching caches that honour expirations. As expirations run from the moment of
/// fetching, a cache that fetches at other moments (refresh-ahead, or a retry after a failure) can
/// pass it, and fixed lifetimes pass it by showing data past its expiration.
public enum OracleBound {
    /// The bound's hit rate (0–1) and the upstream requests it needs.
    public static func compute(_ trace: Trace, provider: any WeatherProvider, clock: ManualClock) async throws
        -> (hitRate: Double, upstreamRequests: Int)
    {
        var services: [Int: WeatherService] = [:]
        for event in trace.events where event.asksForWeather {
            guard let location = event.location else { continue }
            clock.set(trace.start.addingTimeInterval(event.time))
            let key = trace.sharedCache ? 0 : event.user
            let service =
                services[key] ?? WeatherService(provider: provider, clock: clock, memoryLimit: Int.max / 2)
            services[key] = service
            _ = try await service.snapshot(for: location, datasets: Replayer.screen)
        }
        var total = CacheStatistics()
        for service in services.values { total.add(await service.statistics) }
        let hitRate = total.lookups == 0 ? 1 : Double(total.memoryHits + total.diskHits) / Double(total.lookups)
        return (hitRate, total.upstreamRequests)
    }
}
