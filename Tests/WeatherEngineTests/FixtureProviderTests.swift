import Foundation
import TestSupport
import Testing
import WeatherEngine

@Suite struct FixtureProviderTests {
    static let folder = LitProcess.repositoryRoot + "/Fixtures/weather"
    static let beijing = WeatherLocation(latitude: 39.904, longitude: 116.407)
    /// 2027-03-15 09:41:27 UTC: months after the recording, at an odd minute.
    static let now = Date(timeIntervalSince1970: 1_805_103_687)

    func provider(_ folder: String = folder) throws -> FixtureProvider {
        try FixtureProvider(directory: folder, clock: ManualClock(Self.now))
    }

    @Test func summerTimeKeepsDaysAtLocalMidnight() async throws {
        let london = WeatherLocation(latitude: 51.507, longitude: -0.128)
        let july = Date(timeIntervalSince1970: 1_815_991_200)  // 2027-07-19 10:00 UTC, 11:00 BST
        let payload = try await FixtureProvider(directory: Self.folder, clock: ManualClock(july)).fetch(
            [.forecastHourly, .forecastDaily], for: london, language: "en")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/London")!
        #expect(payload.hourly?.first?.date == calendar.startOfDay(for: july))
        #expect(payload.daily?.first?.date == calendar.startOfDay(for: july))
    }

    @Test func servesRelativeToTheClock() async throws {
        let payload = try await provider().fetch(
            [.currentWeather, .forecastHourly, .forecastDaily], for: Self.beijing, language: "en")
        let hourly = try #require(payload.hourly)
        let currentHour = Date(timeIntervalSince1970: (Self.now.timeIntervalSince1970 / 3600).rounded(.down) * 3600)
        #expect(hourly.contains { $0.date == currentHour })
        #expect(hourly.count == 264)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Shanghai")!
        // Whole days: hours and days both start at today's local midnight, and agree.
        #expect(hourly.first!.date == calendar.startOfDay(for: Self.now))
        #expect(payload.daily?.first?.date == calendar.startOfDay(for: Self.now))
        let today = hourly.prefix(24).map { $0.temperature.value }
        #expect(abs(today.max()! - payload.daily!.first!.highTemperature.value) < 1.5)
        #expect(abs(today.min()! - payload.daily!.first!.lowTemperature.value) < 1.5)
        #expect(payload.current?.date == currentHour)
        let current = try #require(payload.current)
        #expect(current.metadata.date == Self.now)
        #expect(current.metadata.expirationDate == Self.now.addingTimeInterval(300))
        #expect(hourly.metadata.expirationDate == Self.now.addingTimeInterval(3600))
        #expect(current.metadata.recordedPlace == nil)
    }

    @Test func decodesOnlyWhatWasAskedFor() async throws {
        let payload = try await provider().fetch([.currentWeather], for: Self.beijing, language: "en")
        #expect(payload.current != nil)
        #expect(payload.hourly == nil && payload.daily == nil && payload.changes == nil)
    }

    @Test func minuteForecastOnlyWhereRecorded() async throws {
        let shanghai = WeatherLocation(latitude: 31.23, longitude: 121.474)
        let rain = try await provider().fetch([.forecastNextHour], for: shanghai, language: "en")
        let minutes = try #require(rain.minute)
        #expect(minutes.count >= 60)
        #expect(minutes.first!.date > Self.now.addingTimeInterval(-60))
        #expect(minutes.contains { $0.precipitation == .rain })
        let dry = try await provider().fetch([.forecastNextHour], for: Self.beijing, language: "en")
        #expect(dry.minute == nil)
    }

    @Test func nearbyPlacesAreServedAndNamed() async throws {
        let airport = WeatherLocation(latitude: 40.08, longitude: 116.58)
        let payload = try await provider().fetch([.currentWeather], for: airport, language: "en")
        #expect(payload.current?.metadata.recordedPlace == "Beijing (北京)")
    }

    @Test func farAwayIsAnErrorListingTheNearest() async throws {
        await #expect {
            try await provider().fetch(
                [.currentWeather], for: WeatherLocation(latitude: 30.6, longitude: 114.3), language: "en")
        } throws: { error in
            guard case WeatherError.noRecordedPlace(_, _, let nearest) = error else { return false }
            return nearest.count == 3 && "\(error)".contains("no recorded weather within 50 km")
        }
        await #expect(throws: WeatherError.invalidLocation(latitude: 95, longitude: 0)) {
            try await provider().fetch(
                [.currentWeather], for: WeatherLocation(latitude: 95, longitude: 0), language: "en")
        }
    }

    @Test func attributionSaysItIsFixtureData() throws {
        #expect(try provider().attribution.serviceName.contains("synthetic"))
    }

    @Test func aCorruptedFixtureNamesTheFileAndThePath() async throws {
        let copy = TemporaryDirectory()
        for name in ["places.json", "beijing.json"] {
            try FileManager.default.copyItem(atPath: Self.folder + "/" + name, toPath: copy.file(name))
        }
        let text = copy.read("beijing.json")
        let broken = text.replacingOccurrences(of: "\"temperatureMax\":", with: "\"temperatureMax\": \"warm\", \"x\":")
        copy.write("beijing.json", broken)
        await #expect {
            try await provider(copy.path).fetch([.forecastDaily], for: Self.beijing, language: "en")
        } throws: { error in
            "\(error)".hasPrefix("Fixtures/weather/beijing.json: forecastDaily.days[0].temperatureMax: expected")
        }
    }
}
