import Foundation
import TestSupport
import Testing

@testable import WeatherEngine

@Suite struct CachePolicyTests {
    static let beijing = WeatherLocation(latitude: 39.904, longitude: 116.407)
    /// 2027-03-15 09:41:27 UTC: the current hour has 18 minutes left.
    let clock = ManualClock(Date(timeIntervalSince1970: 1_805_103_687))

    func service(_ cachePolicy: CachePolicy, _ refreshPolicy: RefreshPolicy = .off) throws -> WeatherService {
        let fixtures = try FixtureProvider(directory: LitProcess.repositoryRoot + "/Fixtures/weather", clock: clock)
        return WeatherService(provider: fixtures, clock: clock, cachePolicy: cachePolicy, refreshPolicy: refreshPolicy)
    }

    @Test func noCacheAsksEveryTimeAndHasNothingToServeStale() async throws {
        let service = try service(.none)
        for _ in 0..<3 { _ = try await service.weather(for: Self.beijing, including: .current) }
        let statistics = await service.statistics
        #expect(statistics.upstreamRequests == 3)
        #expect(statistics.memoryHits == 0 && statistics.misses == 3)
    }

    @Test func aFixedLifetimeIgnoresTheResponsesExpiration() async throws {
        let service = try service(.fixedLifetime(600))
        _ = try await service.weather(for: Self.beijing, including: .current)
        clock.advance(by: 480)  // the response said 5 minutes; the policy says 10
        _ = try await service.weather(for: Self.beijing, including: .current)
        #expect(await service.statistics.memoryHits == 1)
        clock.advance(by: 180)
        _ = try await service.weather(for: Self.beijing, including: .current)
        #expect(await service.statistics.upstreamRequests == 2)
    }

    @Test func revalidationRenewsUnchangedDataWithoutABody() async throws {
        let service = try service(.revalidation)
        _ = try await service.weather(for: Self.beijing, including: .hourly)
        let firstBytes = await service.statistics.bodyBytesReceived
        #expect(firstBytes > 10_000)
        clock.advance(by: 3600 + 60)  // expired; the same local day, so the same version
        let result = try await service.result(for: Self.beijing, including: .hourly)
        let statistics = await service.statistics
        #expect(statistics.upstreamRequests == 2)
        #expect(statistics.revalidated == 1)
        #expect(statistics.bodyBytesReceived == firstBytes)
        #expect(result.freshness == .fresh)
        #expect(result.value.metadata.date == clock.now)
        // Renewed: fresh again for the response's lifetime.
        clock.advance(by: 60)
        _ = try await service.weather(for: Self.beijing, including: .hourly)
        #expect(await service.statistics.memoryHits == 1)
    }

    @Test func aScreenRevalidatesItsForecastsWhileCurrentConditionsComeAnew() async throws {
        let service = try service(.revalidation)
        let screen: Set<WeatherDataset> = [.currentWeather, .forecastHourly, .forecastDaily]
        _ = try await service.snapshot(for: Self.beijing, datasets: screen)
        #expect(await service.statistics.upstreamRequests == 2)  // one request per volatility class
        clock.advance(by: 61 * 60)  // everything expired; a new hour, the same local day
        _ = try await service.snapshot(for: Self.beijing, datasets: screen)
        let statistics = await service.statistics
        #expect(statistics.upstreamRequests == 4)
        #expect(statistics.revalidated == 2)  // the hourly and daily forecasts: 304
        clock.advance(by: 60)
        _ = try await service.snapshot(for: Self.beijing, datasets: screen)
        #expect(await service.statistics.memoryHits == 3)
    }

    @Test func aRenewedDailyForecastStillEndsAtLocalMidnight() async throws {
        // 2027-03-15 14:20 UTC is 22:20 in Beijing.
        let lateClock = ManualClock(Date(timeIntervalSince1970: 1_805_120_400))
        let fixtures = try FixtureProvider(
            directory: LitProcess.repositoryRoot + "/Fixtures/weather", clock: lateClock)
        let service = WeatherService(provider: fixtures, clock: lateClock, cachePolicy: .revalidation)
        let first = try await service.weather(for: Self.beijing, including: .daily)
        lateClock.advance(by: 65 * 60)  // 23:25: expired after its hour, unchanged: renewed by a 304
        _ = try await service.weather(for: Self.beijing, including: .daily)
        #expect(await service.statistics.revalidated == 1)
        lateClock.advance(by: 45 * 60)  // 00:10: the renewal ended at midnight, so a new forecast
        let after = try await service.weather(for: Self.beijing, including: .daily)
        #expect(after.first?.date != first.first?.date)
        #expect(after.count == 10)
    }

    @Test func aFailedPullOnFreshDataIsNotStale() async throws {
        let fixtures = try FixtureProvider(directory: LitProcess.repositoryRoot + "/Fixtures/weather", clock: clock)
        let provider = CountingProvider(fixtures)
        let service = WeatherService(provider: provider, clock: clock)
        _ = try await service.weather(for: Self.beijing, including: .current)
        provider.fail(true)
        let pulled = try await service.refresh(for: Self.beijing, including: .current)
        #expect(pulled.freshness == .fresh)
        #expect(await service.statistics.staleServes == 0)
        clock.advance(by: 600)
        let later = try await service.refresh(for: Self.beijing, including: .current)
        #expect(later.freshness == .stale(age: 600))
    }

    @Test func backgroundRefreshesAreLetGoWhenDone() async throws {
        let service = try service(.expiration, .standard)
        _ = try await service.weather(for: Self.beijing, including: .current)
        clock.advance(by: 270)
        _ = try await service.weather(for: Self.beijing, including: .current)
        _ = try await service.weather(for: Self.beijing, including: .current)  // the same refresh: not twice
        await service.waitForBackgroundRefreshes()
        #expect(await service.backgroundRefreshes.isEmpty)
        #expect(await service.statistics.backgroundRefreshes <= 2)
    }

    @Test func validatorsSurviveARestartOnDisk() async throws {
        let folder = TemporaryDirectory()
        let fixtures = try FixtureProvider(directory: LitProcess.repositoryRoot + "/Fixtures/weather", clock: clock)
        let first = WeatherService(
            provider: fixtures, clock: clock, cachePath: folder.file("cache.sqlite3"), cachePolicy: .revalidation)
        _ = try await first.weather(for: Self.beijing, including: .daily)
        clock.advance(by: 7200)
        let second = WeatherService(
            provider: fixtures, clock: clock, cachePath: folder.file("cache.sqlite3"), cachePolicy: .revalidation)
        _ = try await second.weather(for: Self.beijing, including: .daily)
        #expect(await second.statistics.revalidated == 1)
    }

    @Test func changedDataIsSentAgainUnderRevalidation() async throws {
        let service = try service(.revalidation)
        _ = try await service.weather(for: Self.beijing, including: .current)
        clock.advance(by: 19 * 60)  // a new hour: current conditions changed
        _ = try await service.weather(for: Self.beijing, including: .current)
        let statistics = await service.statistics
        #expect(statistics.revalidated == 0)
        #expect(statistics.upstreamRequests == 2)
    }

    @Test func pullToRefreshGoesUpstreamUnlessThePolicyFindsItRecent() async throws {
        let eager = try service(.expiration)
        _ = try await eager.weather(for: Self.beijing, including: .current)
        _ = try await eager.refresh(for: Self.beijing, including: .current)
        #expect(await eager.statistics.upstreamRequests == 2)
        let patient = try service(.expiration, .standard)
        _ = try await patient.weather(for: Self.beijing, including: .current)
        clock.advance(by: 60)
        _ = try await patient.refresh(for: Self.beijing, including: .current)
        #expect(await patient.statistics.upstreamRequests == 1)
        #expect(await patient.statistics.memoryHits == 1)
    }

    @Test func refreshAheadKeepsTheNextLookFresh() async throws {
        let service = try service(.expiration, .standard)
        _ = try await service.weather(for: Self.beijing, including: .current)
        clock.advance(by: 270)  // in the last fifth of its 5 minutes
        _ = try await service.weather(for: Self.beijing, including: .current)
        await service.waitForBackgroundRefreshes()
        clock.advance(by: 60)  // past the first copy's expiration
        _ = try await service.weather(for: Self.beijing, including: .current)
        let statistics = await service.statistics
        #expect(statistics.backgroundRefreshes == 1)
        #expect(statistics.upstreamRequests == 2)
        #expect(statistics.memoryHits == 2)
    }
}
