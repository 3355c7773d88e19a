import Foundation
import Synchronization
import TestSupport
import Testing
import WeatherEngine

/// The real fixture provider, counting the calls made to it and able to fail on demand.
final class CountingProvider: WeatherProvider {
    let inner: FixtureProvider
    private let state = Mutex((calls: 0, failing: false))

    init(_ inner: FixtureProvider) { self.inner = inner }

    var name: String { inner.name }
    var attribution: WeatherAttribution { inner.attribution }
    var gridDegrees: Double { inner.gridDegrees }
    var calls: Int { state.withLock { $0.calls } }
    func fail(_ failing: Bool) { state.withLock { $0.failing = failing } }

    func fetch(_ datasets: Set<WeatherDataset>, for location: WeatherLocation, language: String) async throws
        -> WeatherPayload
    {
        let failing = state.withLock { state in
            state.calls += 1
            return state.failing
        }
        if failing { throw WeatherError.unavailable(source: "test", reason: "the upstream is down") }
        return try await inner.fetch(datasets, for: location, language: language)
    }
}

@Suite struct WeatherServiceTests {
    static let beijing = WeatherLocation(latitude: 39.904, longitude: 116.407)
    let clock = ManualClock(Date(timeIntervalSince1970: 1_805_103_687))

    func service(latency: LatencyModel = .none) throws -> (WeatherService, CountingProvider) {
        let fixtures = try FixtureProvider(
            directory: LitProcess.repositoryRoot + "/Fixtures/weather", clock: clock, latency: latency)
        let provider = CountingProvider(fixtures)
        return (WeatherService(provider: provider, clock: clock), provider)
    }

    @Test func concurrentCallersShareOneFetch() async throws {
        let (service, provider) = try service(latency: .constant(.milliseconds(200)))
        try await withThrowingTaskGroup(of: Double.self) { group in
            for _ in 0..<100 {
                group.addTask {
                    try await service.weather(for: Self.beijing, including: .current).temperature.value
                }
            }
            var temperatures = Set<Double>()
            for try await temperature in group { temperatures.insert(temperature) }
            #expect(temperatures.count == 1)
        }
        #expect(provider.calls == 1)
        let statistics = await service.statistics
        #expect(statistics.upstreamRequests == 1)
        #expect(statistics.coalescedWaits == 99)
    }

    @Test func entriesLiveUntilTheirOwnExpiration() async throws {
        let (service, provider) = try service()
        _ = try await service.weather(for: Self.beijing, including: .current)
        clock.advance(by: 240)  // current weather expires after 5 minutes
        _ = try await service.weather(for: Self.beijing, including: .current)
        #expect(provider.calls == 1)
        clock.advance(by: 120)
        _ = try await service.weather(for: Self.beijing, including: .current)
        #expect(provider.calls == 2)
        _ = try await service.weather(for: Self.beijing, including: .hourly)  // another dataset: fetched once
        clock.advance(by: 1800)  // hourly lives an hour
        _ = try await service.weather(for: Self.beijing, including: .hourly)
        #expect(provider.calls == 3)
        let statistics = await service.statistics
        #expect(statistics.memoryHits == 2 && statistics.misses == 3 && statistics.datasetsRequested == 3)
    }

    @Test func expiredDataIsServedStaleWhenTheProviderFails() async throws {
        let (service, provider) = try service()
        _ = try await service.weather(for: Self.beijing, including: .current)
        provider.fail(true)
        clock.advance(by: 600)
        let result = try await service.result(for: Self.beijing, including: .current)
        #expect(result.freshness == .stale(age: 600))  // read ten minutes ago
        #expect(await service.statistics.staleServes == 1)
        await #expect(throws: WeatherError.self) {
            try await service.weather(for: Self.beijing, including: .daily)  // nothing cached to fall back on
        }
    }

    @Test func aSnapshotAnswersSeveralQueriesFromOneRequest() async throws {
        let (service, provider) = try service()
        let queries = WeatherQuery.current.datasets.union(WeatherQuery.hourly.datasets).union(
            WeatherQuery.alerts.datasets)
        let snapshot = try await service.snapshot(for: Self.beijing, datasets: queries)
        #expect(try snapshot.value(.hourly).count == 25)
        #expect(try snapshot.value(.alerts) == nil)
        #expect(snapshot.freshness == .fresh)
        #expect(provider.calls == 1)
        #expect(await service.statistics.datasetsRequested == 3)
    }

    @Test func defaultRangesAndDateRanges() async throws {
        let (service, _) = try service()
        let hourly = try await service.weather(for: Self.beijing, including: .hourly)
        #expect(hourly.count == 25)
        #expect(hourly.first!.date <= clock.now && clock.now < hourly.first!.date.addingTimeInterval(3600))
        let daily = try await service.weather(for: Self.beijing, including: .daily)
        #expect(daily.count == 10)
        let start = hourly.first!.date
        let range = try WeatherQuery.hourly(startDate: start, endDate: start.addingTimeInterval(6 * 3600))
        #expect(try await service.weather(for: Self.beijing, including: range).count == 6)
        #expect(throws: WeatherError.self) { try WeatherQuery.hourly(startDate: start, endDate: start) }
        let history = try WeatherQuery.hourly(
            startDate: Date(timeIntervalSince1970: 1_700_000_000), endDate: Date(timeIntervalSince1970: 1_700_036_000))
        await #expect {
            try await service.weather(for: Self.beijing, including: history)
        } throws: { error in
            "\(error)".contains("the provider's hourly data covers")
        }
        #expect(throws: WeatherError.self) {
            try WeatherQuery.daily(startDate: start, endDate: start.addingTimeInterval(11 * 86_400))
        }
        #expect(throws: WeatherError.self) {
            try WeatherQuery.daily(startDate: Date(timeIntervalSince1970: 1_600_000_000), endDate: start)
        }
    }

    @Test func minuteIsNilWhereUnavailableAndOnlyWhatIsAskedIsFetched() async throws {
        let (service, _) = try service()
        #expect(try await service.weather(for: Self.beijing, including: .minute) == nil)
        let shanghai = WeatherLocation(latitude: 31.23, longitude: 121.474)
        let (minute, availability) = try await service.weather(for: shanghai, including: .minute, .availability)
        #expect(minute != nil && availability.minuteAvailability == .available)
        let weather = try await service.weather(for: Self.beijing)
        #expect(weather.hourlyForecast.count == 25 && weather.minuteForecast == nil)
        #expect(weather.availability.alertAvailability == .unsupported)
    }
}

@Suite struct DiskCacheTests {
    static let beijing = WeatherLocation(latitude: 39.904, longitude: 116.407)
    let clock = ManualClock(Date(timeIntervalSince1970: 1_805_103_687))

    func provider() throws -> CountingProvider {
        CountingProvider(
            try FixtureProvider(directory: LitProcess.repositoryRoot + "/Fixtures/weather", clock: clock))
    }

    @Test func aNewServiceStartsWarmFromDisk() async throws {
        let folder = TemporaryDirectory()
        let first = try provider()
        let current = try await WeatherService(provider: first, clock: clock, cachePath: folder.file("cache.sqlite3"))
            .weather(for: Self.beijing, including: .current)
        let second = try provider()
        let service = WeatherService(provider: second, clock: clock, cachePath: folder.file("cache.sqlite3"))
        #expect(try await service.weather(for: Self.beijing, including: .current) == current)
        #expect(second.calls == 0)
        #expect(await service.statistics.diskHits == 1)
        clock.advance(by: 600)  // expired on disk too
        _ = try await service.weather(for: Self.beijing, including: .current)
        #expect(second.calls == 1)
    }

    @Test func memoryStaysWithinItsLimitAndTheDiskKeepsTheRest() async throws {
        let folder = TemporaryDirectory()
        let provider = try provider()
        let service = WeatherService(
            provider: provider, clock: clock, cachePath: folder.file("cache.sqlite3"), memoryLimit: 3)
        let places = provider.inner.places.prefix(6).map(\.location)
        for place in places { _ = try await service.weather(for: place, including: .current) }
        let statistics = await service.statistics
        #expect(statistics.memoryEvictions >= 3)
        // Every place is still answered without the provider: from memory or from disk.
        for place in places { _ = try await service.weather(for: place, including: .current) }
        #expect(provider.calls == 6)
        let after = await service.statistics
        #expect(after.memoryHits + after.diskHits == 6)
        #expect(after.diskHits >= 3)
    }

    @Test func aDamagedCacheFileIsMovedAsideAndStartedAfresh() async throws {
        let folder = TemporaryDirectory()
        let garbage = [UInt8](repeating: 0x42, count: 4096)
        folder.write("cache.sqlite3", bytes: garbage)
        let provider = try provider()
        let service = WeatherService(provider: provider, clock: clock, cachePath: folder.file("cache.sqlite3"))
        _ = try await service.weather(for: Self.beijing, including: .current)
        #expect(await service.cacheProblem?.contains("moved it to") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let aside = try #require(files.first { $0.hasPrefix("cache.sqlite3.damaged-") })
        #expect(folder.bytes(aside) == garbage)
        let next = try self.provider()
        _ = try await WeatherService(provider: next, clock: clock, cachePath: folder.file("cache.sqlite3"))
            .weather(for: Self.beijing, including: .current)
        #expect(next.calls == 0)  // the new file works
    }

    @Test func anUnwritableCacheTurnsTheDiskLevelOffAndMemoryGoesOn() async throws {
        let provider = try provider()
        let service = WeatherService(provider: provider, clock: clock, cachePath: "/proc/lit-cannot-write-here.sqlite3")
        _ = try await service.weather(for: Self.beijing, including: .current)
        _ = try await service.weather(for: Self.beijing, including: .current)
        #expect(provider.calls == 1)
        #expect(await service.cacheProblem?.contains("going on with the memory cache only") == true)
    }
}

@Suite struct UpdatesTests {
    static let beijing = WeatherLocation(latitude: 39.904, longitude: 116.407)
    let clock = ManualClock(Date(timeIntervalSince1970: 1_805_103_687))

    @Test func showsTheCacheThenTheFreshValue() async throws {
        let provider = CountingProvider(
            try FixtureProvider(directory: LitProcess.repositoryRoot + "/Fixtures/weather", clock: clock))
        let service = WeatherService(provider: provider, clock: clock)
        var first: [Freshness] = []
        for try await update in service.updates(for: Self.beijing, including: .current) {
            first.append(update.freshness)
        }
        #expect(first == [.fresh])  // nothing cached: only the fetched value
        var again: [Freshness] = []
        for try await update in service.updates(for: Self.beijing, including: .current) {
            again.append(update.freshness)
        }
        #expect(again == [.fresh])  // fresh in the cache: no refresh
        clock.advance(by: 420)
        var later: [Freshness] = []
        for try await update in service.updates(for: Self.beijing, including: .current) {
            later.append(update.freshness)
        }
        #expect(later == [.stale(age: 420), .fresh])
        #expect(provider.calls == 2)
        provider.fail(true)
        clock.advance(by: 600)
        var shown: [Freshness] = []
        await #expect(throws: WeatherError.self) {
            for try await update in service.updates(for: Self.beijing, including: .current) {
                shown.append(update.freshness)
            }
        }
        #expect(shown == [.stale(age: 600)])  // the cache is shown, then the refresh's error ends the stream
    }
}
