import Foundation
import TestSupport
import Testing

@testable import WeatherEngine

/// The four services against nginx on 127.0.0.1 serving `Fixtures/http` (real ETag and
/// Last-Modified handling), as the engine would use them.
@Suite(.serialized) struct HTTPProviderTests {
    static let beijing = WeatherLocation(latitude: 39.9042, longitude: 116.4074)
    /// When the recorded responses were read.
    static let recorded = Date(timeIntervalSince1970: 1_796_025_600)  // 2026-11-30T08:00:00Z
    static let place = PlaceContext(timeZone: TimeZone(identifier: "Asia/Shanghai")!, countryCode: "CN")
    let nginx: NginxServer
    let keys = TemporaryDirectory()

    init() throws { nginx = try NginxServer() }

    func provider(
        _ service: HTTPService, clock: ManualClock = ManualClock(recorded), environment: [String: String] = [:],
        transport: HTTPTransportKind = .platformDefault
    ) throws -> HTTPProvider {
        var environment = environment
        environment["OPENWEATHERMAP_API_KEY"] = environment["OPENWEATHERMAP_API_KEY"] ?? "lit-test-key"
        environment["QWEATHER_API_KEY"] = environment["QWEATHER_API_KEY"] ?? "lit-test-key"
        if service == .weatherKit { environment.merge(try weatherKitCredentials()) { $1 } }
        return try HTTPProvider(
            service,
            settings: HTTPProviderSettings(
                endpoint: nginx.origin, environment: environment, transport: transport, clock: clock,
                places: { _ in Self.place }))
    }

    func weatherKitCredentials() throws -> [String: String] {
        let pem = keys.file("AuthKey.p8")
        if !FileManager.default.fileExists(atPath: pem) {
            try ExternalProgram.run(
                "openssl", ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", pem])
            chmod(pem, 0o600)
        }
        return [
            "WEATHERKIT_TEAM_ID": "TEAM123456", "WEATHERKIT_SERVICE_ID": "com.example.lit",
            "WEATHERKIT_KEY_ID": "KEY1234567", "WEATHERKIT_PRIVATE_KEY_FILE": pem,
        ]
    }

    @Test func openMeteoDecodesEveryDatasetItOffers() async throws {
        let payload = try await provider(.openMeteo).fetch(
            [.currentWeather, .forecastHourly, .forecastDaily, .weatherAlerts], for: Self.beijing, language: "en")
        let current = try #require(payload.current)
        #expect(current.temperature.value == 6.2)
        #expect(current.condition == .mostlyClear)
        #expect(current.date == Self.recorded)
        #expect(current.metadata.location == Self.beijing)
        #expect(current.metadata.expirationDate == Self.recorded.addingTimeInterval(900))
        #expect(payload.hourly?.count == 168)
        // Nulls near the end of the range carry the last value forward instead of becoming zeros.
        #expect(payload.hourly?.last?.visibility.value ?? 0 > 0)
        #expect(payload.daily?.count == 7)
        #expect(payload.daily?[2].precipitation == .snow)
        #expect(payload.alerts == nil)
        #expect(try provider(.openMeteo).notOffered(.weatherAlerts) == "it has no weather alerts")
    }

    @Test func openWeatherMapDecodesOneCall() async throws {
        let payload = try await provider(.openWeatherMap).fetch(
            Set(WeatherDataset.allCases), for: Self.beijing, language: "en")
        #expect(payload.current?.temperature.value == 6.24)
        #expect(abs((payload.current?.wind.speed.converted(to: .kilometersPerHour).value ?? 0) - 11.016) < 0.001)
        #expect(payload.hourly?.count == 48)
        #expect(payload.daily?.count == 8)
        #expect(payload.daily?.first?.date == Date(timeIntervalSince1970: 1_795_968_000))  // local midnight
        #expect(payload.minute?.count == 60)
        #expect(payload.alerts?.first?.source == "China Meteorological Administration")
        #expect(payload.changes == nil)
    }

    @Test(arguments: HTTPTransportKind.allCases)
    func qWeatherDecodesGzippedStringValuedAnswers(_ transport: HTTPTransportKind) async throws {
        let payload = try await provider(.qWeather, transport: transport).fetch(
            [.currentWeather, .forecastHourly, .forecastDaily, .forecastNextHour, .weatherAlerts], for: Self.beijing,
            language: "zh-Hans")
        #expect(payload.current?.temperature.value == 6)
        #expect(payload.current?.date == Date(timeIntervalSince1970: 1_796_025_000))  // 15:50+08:00
        #expect(payload.hourly?.count == 24)
        #expect(payload.daily?.count == 7)
        #expect(payload.daily?.first?.moon.phase == .waningGibbous)
        #expect(payload.minute?.count == 24)
        #expect(payload.alerts?.first?.summary == "寒潮蓝色预警")
        #expect(payload.alerts?.first?.severity == .minor)
    }

    @Test func weatherKitAsksOnlyForWhatThePlaceHas() async throws {
        let payload = try await provider(.weatherKit).fetch(
            [.currentWeather, .forecastHourly, .forecastNextHour, .weatherAlerts], for: Self.beijing, language: "en")
        #expect(payload.current != nil)
        #expect(payload.hourly?.isEmpty == false)
        // availability.json lists no next-hour forecast for Beijing, so it is not asked for.
        #expect(payload.minute == nil)
        #expect(payload.alerts?.count == 1)
    }

    @Test func aWrongKeyIsACredentialsErrorThatDoesNotShowTheKey() async throws {
        let secret = "wrong-secret-123"
        for service in [HTTPService.openWeatherMap, .qWeather] {
            let provider = try provider(
                service, environment: ["OPENWEATHERMAP_API_KEY": secret, "QWEATHER_API_KEY": secret])
            do {
                _ = try await provider.fetch([.currentWeather], for: Self.beijing, language: "en")
                Issue.record("\(service) accepted a wrong key")
            } catch let error as WeatherError {
                guard case .credentials = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect("\(error)".contains(service == .qWeather ? "QWEATHER_API_KEY" : "OPENWEATHERMAP_API_KEY"))
                #expect(!"\(error)".contains(secret))
            }
        }
    }

    @Test func missingCredentialsNameTheVariable() throws {
        #expect(
            throws: WeatherError.credentials(
                provider: "openweathermap",
                reason:
                    "set OPENWEATHERMAP_API_KEY (or OPENWEATHERMAP_API_KEY_FILE, the path of a file only you can read)")
        ) {
            try HTTPProvider(.openWeatherMap, settings: HTTPProviderSettings(environment: [:]))
        }
        let loose = keys.write("key.txt", "secret")
        chmod(loose, 0o644)
        #expect(throws: WeatherError.self) {
            try HTTPProvider(
                .openWeatherMap, settings: HTTPProviderSettings(environment: ["OPENWEATHERMAP_API_KEY_FILE": loose]))
        }
    }

    @Test func plainHTTPIsRefusedExceptToLoopback() {
        #expect(throws: WeatherError.self) {
            try HTTPProvider(
                .openMeteo, settings: HTTPProviderSettings(endpoint: "http://example.com", environment: [:]))
        }
        #expect(throws: Never.self) {
            try HTTPProvider(
                .openMeteo, settings: HTTPProviderSettings(endpoint: "http://localhost:1", environment: [:]))
        }
    }

    @Test(arguments: [HTTPService.openMeteo, .openWeatherMap, .weatherKit])
    func revalidationGetsA304FromNginxAndKeepsTheBody(_ service: HTTPService) async throws {
        let clock = ManualClock(Self.recorded)
        let service = WeatherService(
            provider: try provider(service, clock: clock), clock: clock, cachePolicy: .revalidation)
        let first = try await service.weather(for: Self.beijing, including: .current)
        let bytes = await service.statistics.bodyBytesReceived
        #expect(bytes > 0)
        clock.advance(by: 3600)
        let second = try await service.weather(for: Self.beijing, including: .current)
        #expect(second.temperature == first.temperature)
        let statistics = await service.statistics
        #expect(statistics.revalidated == 1)
        #expect(statistics.bodyBytesReceived == bytes)
        #expect(statistics.upstreamRequests == 2)
    }
}
