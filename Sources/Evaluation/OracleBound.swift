import Foundation
import WeatherEngine

/// The best hit rate any cache could reach on a trace given the responses' expiration times: a
/// cache that forgets nothing (unbounded memory that survives cold starts), fetches only when
/// asked and nothing is fresh, treats pull-to-refresh as a look, and never meets a network failure.
/// Prefetching (refresh-ahead) can beat it, as it fetches before being asked.
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
