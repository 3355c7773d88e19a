import Foundation
import TestSupport
import Testing
import WeatherEngine

@testable import Evaluation

@Suite struct ReplayTests {
    static let beijing = WeatherLocation(latitude: 39.904, longitude: 116.407)
    static let start = Date(timeIntervalSince1970: 1_805_100_000)
    let clock = ManualClock(start)

    func replayer(scratch: String? = nil, seed: UInt64 = 1) throws -> Replayer {
        let provider = try FixtureProvider(directory: LitProcess.repositoryRoot + "/Fixtures/weather", clock: clock)
        return Replayer(provider: provider, clock: clock, scratch: scratch, seed: seed)
    }

    /// Looks at 0 s and 60 s, again at 400 s (current conditions, 5 minutes fresh, have expired; the
    /// forecasts, an hour fresh, have not), a background event, and pulls-to-refresh at 420 s and 430 s.
    var handTrace: Trace {
        Trace(
            name: "hand", about: "", seed: 0, start: Self.start,
            events: [
                TraceEvent(time: 0, user: 0, kind: .launch, location: Self.beijing),
                TraceEvent(time: 60, user: 0, kind: .view, location: Self.beijing),
                TraceEvent(time: 300, user: 0, kind: .background, location: Self.beijing),
                TraceEvent(time: 400, user: 0, kind: .foreground, location: Self.beijing),
                TraceEvent(time: 420, user: 0, kind: .refresh, location: Self.beijing),
                TraceEvent(time: 430, user: 0, kind: .refresh, location: Self.beijing),
            ])
    }

    @Test func countsOnAHandComputedTraceAreExact() async throws {
        let replayer = try replayer()
        let expiration = await replayer.replay(handTrace, with: Strategy.named("expiration")!, label: "a").statistics
        #expect(expiration.lookups == 15)
        #expect(expiration.memoryHits == 5)  // 60 s: all three; 400 s: the two forecasts
        #expect(expiration.misses == 10)  // 0 s: three; 400 s: current; each pull: the forced three
        #expect(expiration.upstreamRequests == 4)
        #expect(expiration.datasetsRequested == 10)
        let none = await replayer.replay(handTrace, with: Strategy.named("no-cache")!, label: "b").statistics
        #expect(none.misses == 15 && none.upstreamRequests == 5)
        // With the refresh policy, the second pull comes 10 s after the first fetched everything: memory.
        let patient = await replayer.replay(handTrace, with: Strategy.named("expiration+refresh")!, label: "c")
        #expect(patient.statistics.upstreamRequests == 3)
        #expect(patient.statistics.memoryHits == 8)
        let oracle = try await OracleBound.compute(handTrace, provider: replayer.provider, clock: clock)
        #expect(oracle.hitRate == 11.0 / 15)  // pulls count as looks: at 420 s and 430 s all three are fresh
        #expect(oracle.upstreamRequests == 2)
    }

    @Test func aColdStartFindsOnlyTheDiskCache() async throws {
        let folder = TemporaryDirectory()
        var trace = handTrace
        trace.events = [
            TraceEvent(time: 0, user: 0, kind: .launch, location: Self.beijing),
            TraceEvent(time: 30, user: 0, kind: .launch, location: Self.beijing),
        ]
        let result = try await replayer(scratch: folder.path).replay(
            trace, with: Strategy.named("expiration")!, label: "d")
        #expect(result.statistics.diskHits == 3 && result.statistics.memoryHits == 0)
        let memoryOnly = try await replayer().replay(trace, with: Strategy.named("expiration")!, label: "e")
        #expect(memoryOnly.statistics.misses == 6)
    }

    @Test func theSameSeedReplaysTheSameCounts() async throws {
        let trace = try #require(TraceGenerator.make("weak-network", seed: 1, scale: .quick))
        let strategy = try #require(Strategy.named("revalidation+refresh"))
        let first = try await replayer(seed: 3).replay(trace, with: strategy, label: "f")
        let second = try await replayer(seed: 3).replay(trace, with: strategy, label: "g")
        #expect(first.statistics == second.statistics)
        #expect(first.staleAges == second.staleAges)
        #expect(first.failures == second.failures)
        #expect(first.screens == trace.events.filter(\.asksForWeather).count)
        #expect(first.statistics.staleServes > 0)  // the weak network made the cache carry the user
    }

    @Test func theCityRefreshPolicySavesRequestsOnTheCommute() async throws {
        let trace = try #require(TraceGenerator.make("commuter", seed: 1, scale: .quick))
        let plain = try await replayer().replay(trace, with: Strategy.named("expiration")!, label: "j")
        let following = try await replayer().replay(trace, with: Strategy.named("expiration+location")!, label: "k")
        #expect(following.statistics.upstreamRequests < plain.statistics.upstreamRequests)
        #expect(following.screens == plain.screens)
    }

    @Test func aSharedCacheServesNeighboursOnTheSameGridCell() async throws {
        let neighbour = WeatherLocation(latitude: 39.9041, longitude: 116.4071)
        let trace = Trace(
            name: "two", about: "", seed: 0, start: Self.start, sharedCache: true,
            events: [
                TraceEvent(time: 0, user: 0, kind: .launch, location: Self.beijing),
                TraceEvent(time: 10, user: 1, kind: .launch, location: neighbour),
            ])
        let shared = try await replayer().replay(trace, with: Strategy.named("expiration")!, label: "h")
        #expect(shared.statistics.memoryHits == 3 && shared.statistics.upstreamRequests == 1)
        var separate = trace
        separate.sharedCache = false
        let apart = try await replayer().replay(separate, with: Strategy.named("expiration")!, label: "i")
        #expect(apart.statistics.upstreamRequests == 2)
    }
}
