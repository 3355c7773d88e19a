import Foundation
import TestSupport
import Testing

@testable import WeatherEngine

/// The recorded responses in Fixtures/weather/ decode completely with the WeatherKit decoder.
@Suite struct FixtureFilesTests {
    static let folder = LitProcess.repositoryRoot + "/Fixtures/weather"

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".json") && !["places.json", "normals.json"].contains($0) }.sorted()
    }

    @Test func thereAreTwelvePlacesOrMore() {
        #expect(Self.files.count >= 12)
    }

    @Test(arguments: files)
    func decodesCompletely(file: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + file))
        let wire = try WeatherKitDecoding.decode(data, source: file)
        let current = try #require(try wire.currentWeather?.model(source: file))
        let hourly = try #require(try wire.forecastHourly?.model(source: file))
        let daily = try #require(try wire.forecastDaily?.model(source: file))
        #expect(hourly.count == 264)
        #expect(daily.count == 10)
        #expect(current.metadata.expirationDate > current.metadata.date)
        for (earlier, later) in zip(hourly.forecast, hourly.forecast.dropFirst()) {
            #expect(later.date.timeIntervalSince(earlier.date) == 3600)
        }
        _ = try wire.weatherAlerts?.model(source: file)
        _ = try wire.weatherChanges?.model(source: file)
        _ = try wire.historicalComparisons?.model(source: file)
        _ = wire.forecastNextHour?.model
    }
}
