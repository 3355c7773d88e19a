import Foundation
import TestSupport
import Testing
import WeatherEngine

@Suite struct CityStoreTests {
    @Test func citiesRoundTripInOrderAndNamesMayRepeat() throws {
        let folder = TemporaryDirectory()
        let store = CityStore(path: folder.file("state/cities.json"))
        #expect(try store.load().isEmpty)
        var first = SavedCity(
            name: "朝阳", location: WeatherLocation(latitude: 41.57, longitude: 120.46), timeZone: "Asia/Shanghai")
        first.summary = CitySummary(
            temperatureCelsius: -3, condition: .snow, highCelsius: 0, lowCelsius: -9,
            expiration: Date(timeIntervalSince1970: 1_805_100_000))
        let second = SavedCity(
            name: "朝阳", location: WeatherLocation(latitude: 39.92, longitude: 116.44), datum: .gcj02,
            timeZone: "Asia/Shanghai", isCurrent: true)
        try store.save([first, second])
        #expect(try store.load() == [first, second])
        #expect(abs(second.wgs84.latitude - 39.92) > 1e-4)  // GCJ-02 is converted for weather queries
    }

    @Test func aDamagedFileIsReportedAndLeftAsItIs() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("cities.json", "{\"version\": 1, \"cities\": [\n  {\"id\": 3}\n")
        let store = CityStore(path: path)
        #expect(throws: WeatherError.self) { try store.load() }
        #expect(folder.read("cities.json") == "{\"version\": 1, \"cities\": [\n  {\"id\": 3}\n")
        _ = folder.write("cities.json", "{\"version\": 1, \"cities\": [{\"id\": 3}]}")
        do { _ = try store.load() } catch { #expect("\(error)".contains("cities[0]")) }
    }
}
