import Foundation
import WeatherEngine

/// Whether the harness is ever the bottleneck: the same lookups replayed by the harness (clock,
/// simulated network, ledger, histogram and all) and by a bare loop that only sets the clock and
/// looks the datasets up, both on the memory cache.
public enum HarnessOverhead {
    /// Seconds each took for `events` looks at the twelve fixture places, one millisecond apart.
    public static func measure(events count: Int, fixtures: String) async throws -> (harness: Double, bare: Double) {
        let start = Date(timeIntervalSince1970: 1_805_100_000)
        let places = TraceGenerator.places
        let events = (0..<count).map {
            TraceEvent(time: Double($0) / 1000, user: 0, kind: .view, location: places[$0 % places.count])
        }
        let trace = Trace(name: "overhead", about: "", seed: 0, start: start, events: events)
        let strategy = Strategy(name: "expiration", cachePolicy: .expiration, refreshPolicy: .off)

        let harnessClock = ManualClock(start)
        let harnessProvider = try FixtureProvider(directory: fixtures, clock: harnessClock)
        let replayer = Replayer(provider: harnessProvider, clock: harnessClock, scratch: nil, seed: 1)
        let harness = await replayer.replay(trace, with: strategy, label: "overhead").replaySeconds

        let bareClock = ManualClock(start)
        let service = WeatherService(
            provider: try FixtureProvider(directory: fixtures, clock: bareClock), clock: bareClock)
        let began = ContinuousClock.now
        for event in trace.events {
            bareClock.set(start.addingTimeInterval(event.time))
            _ = try? await service.snapshot(for: event.location!, datasets: Replayer.screen)
        }
        return (harness, (ContinuousClock.now - began).seconds)
    }
}
