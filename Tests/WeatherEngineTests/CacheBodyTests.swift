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
        // A hostile string length, a NaN and a bool that is neither 0 nor 1: refused, never a crash.
        var hostile = CacheBody.magic + [1]
        hostile += [0x10, 0, 0, 0, 0, 0, 0, 0]  // the current conditions' date ...
        #expect(throws: CacheBodyError.self) { try CacheBody.decode(hostile) }
        var writer = CacheBodyWriter()
        writer.string("x")
        var lying = writer.bytes
        lying.replaceSubrange(0..<8, with: [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F])
        var reader = CacheBodyReader(bytes: lying, index: 0)
        #expect(throws: CacheBodyError.self) { try reader.string() }
        var nan = CacheBodyWriter()
        nan.double(.nan)
        var nanReader = CacheBodyReader(bytes: nan.bytes, index: 0)
        #expect(throws: CacheBodyError.self) { try nanReader.double() }
        var flag = CacheBodyReader(bytes: [7], index: 0)
        #expect(throws: CacheBodyError.self) { try flag.bool() }
    }
}
