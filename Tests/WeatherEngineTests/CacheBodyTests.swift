import Foundation
import TestSupport
import Testing

@testable import WeatherEngine

@Suite struct CacheBodyTests {
    @Test(arguments: ["beijing", "harbin", "shanghai", "sydney"])
    func everyDatasetRoundTrips(place: String) async throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_805_103_687))
        let fixtures = try FixtureProvider(directory: LitProcess.repositoryRoot + "/Fixtures/weather", clock: clock)
        let location = try #require(fixtures.places.first { $0.slug == place }).location
        let payload = try await fixtures.fetch(Set(WeatherDataset.allCases), for: location, language: "en")
        let body = CacheBody.encode(payload)
        let decoded = try CacheBody.decode(body)
        #expect(decoded.current == payload.current)
        #expect(decoded.hourly?.forecast == payload.hourly?.forecast)
        #expect(decoded.hourly?.metadata == payload.hourly?.metadata)
        #expect(decoded.daily?.forecast == payload.daily?.forecast)
        #expect(decoded.minute?.forecast == payload.minute?.forecast)
        #expect(decoded.alerts == payload.alerts)
        #expect(decoded.changes == payload.changes)
        #expect(decoded.historicalComparisons == payload.historicalComparisons)
    }

    @Test func cutOrForeignBodiesAreRefused() throws {
        var payload = WeatherPayload()
        payload.alerts = []
        let body = CacheBody.encode(payload)
        #expect(throws: CacheBodyError.self) { try CacheBody.decode(Array(body.dropLast())) }
        #expect(throws: CacheBodyError.self) { try CacheBody.decode(Array("{\"current\": null}".utf8)) }
        #expect(try CacheBody.decode(body).alerts == [])
    }
}
