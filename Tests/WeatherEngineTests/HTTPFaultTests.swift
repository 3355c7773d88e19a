import Foundation
import TestSupport
import Testing

@testable import WeatherEngine

/// What a provider does when the server misbehaves: Tests/Support/faultserver.py answers each
/// request with the next scripted fault.
@Suite(.serialized) struct HTTPFaultTests {
    static let beijing = HTTPProviderTests.beijing
    static let fast = RetryPolicy(attempts: 3, baseDelay: 0.01, maximumDelay: 0.05, maximumRetryAfter: 2, timeout: 1)
    static var forecast: [String: Any] { ["file": "open-meteo/forecast.json"] }
    let server: FaultServer
    let clock = ManualClock(HTTPProviderTests.recorded)

    init() throws { server = try FaultServer() }

    func provider(
        _ service: HTTPService = .openMeteo, environment: [String: String] = [:],
        transport: HTTPTransportKind = .platformDefault, retry: RetryPolicy = Self.fast
    ) throws -> HTTPProvider {
        try HTTPProvider(
            service,
            settings: HTTPProviderSettings(
                endpoint: server.origin, environment: environment, retry: retry, transport: transport, clock: clock,
                places: { _ in HTTPProviderTests.place }))
    }

    /// A service that has fetched current conditions once and whose copy has since expired.
    func serviceWithExpiredCopy(policy: CachePolicy = .expiration) async throws -> (WeatherService, CurrentWeather) {
        let service = WeatherService(provider: try provider(), clock: clock, cachePolicy: policy)
        try await server.script([Self.forecast])
        let current = try await service.weather(for: Self.beijing, including: .current)
        clock.advance(by: 3600)
        return (service, current)
    }

    func fetchError(_ provider: HTTPProvider) async -> WeatherError? {
        do {
            _ = try await provider.fetch([.currentWeather], for: Self.beijing, language: "en")
            return nil
        } catch {
            return error as? WeatherError
        }
    }

    @Test(arguments: HTTPTransportKind.allCases)
    func serverErrorsAreRetriedWithBackoff(_ transport: HTTPTransportKind) async throws {
        try await server.script([["status": 500], ["status": 503], Self.forecast])
        let payload = try await provider(transport: transport).fetch(
            [.currentWeather], for: Self.beijing, language: "en")
        #expect(payload.current?.temperature.value == 6.2)
        #expect(try await server.requests().count == 3)
    }

    @Test func afterBoundedRetriesTheStaleCopyIsServed() async throws {
        let (service, before) = try await serviceWithExpiredCopy()
        try await server.script([["status": 500], ["status": 500], ["status": 500]])
        let result = try await service.result(for: Self.beijing, including: .current)
        #expect(result.value == before)
        #expect(result.freshness == .stale(age: 3600))
        #expect(try await server.requests().count == 3)
        // Without a copy, the error says what happened and how often it was tried.
        try await server.script([["status": 500], ["status": 500], ["status": 500]])
        let error = await fetchError(try provider())
        #expect(error == .unavailable(source: "open-meteo GET /v1/forecast", reason: "HTTP 500 after 3 attempts"))
    }

    @Test func aShortRetryAfterIsWaitedOut() async throws {
        try await server.script([["status": 429, "headers": ["Retry-After": "1"]], Self.forecast])
        let start = Date()
        _ = try await provider().fetch([.currentWeather], for: Self.beijing, language: "en")
        #expect(Date().timeIntervalSince(start) >= 1)
        #expect(try await server.requests().count == 2)
    }

    @Test func aLongRetryAfterStopsRequestsAndServesStale() async throws {
        let (service, before) = try await serviceWithExpiredCopy()
        try await server.script([["status": 429, "headers": ["Retry-After": "120"]]])
        let first = try await service.result(for: Self.beijing, including: .current)
        #expect(first.value == before)
        #expect(try await server.requests().count == 1)
        // Until the two minutes have passed, the host is not asked again.
        try await server.script([Self.forecast])
        let second = try await service.result(for: Self.beijing, including: .current)
        #expect(second.value == before)
        #expect(try await server.requests().isEmpty)
    }

    @Test(arguments: HTTPTransportKind.allCases)
    func timeoutsAreRetriedThenReported(_ transport: HTTPTransportKind) async throws {
        try await server.script(Array(repeating: ["delay_ms": 1500, "status": 200, "body": "{}"], count: 3))
        let error = await fetchError(try provider(transport: transport))
        #expect(
            error
                == .unavailable(source: "open-meteo GET /v1/forecast", reason: "no answer (timed out) after 3 attempts")
        )
    }

    @Test(arguments: HTTPTransportKind.allCases)
    func cancellingTheTaskEndsTheWaitForASlowServer(_ transport: HTTPTransportKind) async throws {
        try await server.script([["delay_ms": 8000, "status": 200, "body": "{}"]])
        let patient = RetryPolicy(attempts: 1, baseDelay: 0.01, maximumDelay: 0.05, maximumRetryAfter: 2, timeout: 20)
        let provider = try provider(transport: transport, retry: patient)
        let started = ContinuousClock.now
        let request = Task { await fetchError(provider) }
        try await Task.sleep(for: .milliseconds(300))
        request.cancel()
        let error = await request.value
        #expect(ContinuousClock.now - started < .seconds(3), "the request went on after its task was cancelled")
        #expect(error != nil)
    }

    @Test(arguments: HTTPTransportKind.allCases)
    func aDroppedConnectionIsRetried(_ transport: HTTPTransportKind) async throws {
        try await server.script([["action": "drop"], Self.forecast])
        let payload = try await provider(transport: transport).fetch(
            [.currentWeather], for: Self.beijing, language: "en")
        #expect(payload.current != nil)
    }

    @Test func truncatedAndGarbageBodiesNeverReplaceTheCachedCopy() async throws {
        let (service, before) = try await serviceWithExpiredCopy()
        let truncated: [String: Any] = ["action": "truncate", "file": "open-meteo/forecast.json", "fraction": 0.5]
        for faults in [Array(repeating: truncated, count: 3), [["action": "garbage"]]] {
            try await server.script(faults)
            let result = try await service.result(for: Self.beijing, including: .current)
            #expect(result.value == before)
            #expect(result.freshness == .stale(age: 3600))
        }
        try await server.script([["action": "garbage"]])
        let garbage = await fetchError(try provider())
        guard case .invalidResponse(let source, let path, _) = garbage else {
            Issue.record("expected a decoding error, got \(String(describing: garbage))")
            return
        }
        #expect(source == "open-meteo GET /v1/forecast")
        #expect(path == "line 1")
    }

    @Test(arguments: HTTPTransportKind.allCases)
    func aTruncatedBodyIsRetriedThenReported(_ transport: HTTPTransportKind) async throws {
        let truncated: [String: Any] = ["action": "truncate", "file": "open-meteo/forecast.json", "fraction": 0.5]
        try await server.script(Array(repeating: truncated, count: 3))
        let error = await fetchError(try provider(transport: transport))
        guard case .unavailable(_, let reason) = error else {
            Issue.record("expected unavailable, got \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("the body was cut short") && reason.hasSuffix("after 3 attempts"), "\(reason)")
    }

    @Test func aBodyOfTheWrongShapeNamesTheJSONPath() async throws {
        let body = #"{"utc_offset_seconds": 28800, "hourly": {"time": []}, "current": {"time": "yesterday"}}"#
        try await server.script([["status": 200, "body": body]])
        let error = await fetchError(try provider())
        #expect(
            error
                == .invalidResponse(
                    source: "open-meteo GET /v1/forecast", path: "current.time",
                    expected: "a time like 2026-11-30T16:00 or 2026-11-30T16:00+08:00"))
    }

    @Test func cacheControlMaxAgeAndNoStoreAreHonoured() async throws {
        try await server.script([Self.forecast.merging(["headers": ["Cache-Control": "max-age=60"]]) { $1 }])
        let payload = try await provider().fetch([.currentWeather], for: Self.beijing, language: "en")
        #expect(payload.current?.metadata.expirationDate == clock.now.addingTimeInterval(60))
        let service = WeatherService(provider: try provider(), clock: clock)
        let noStore = Self.forecast.merging(["headers": ["Cache-Control": "no-store"]]) { $1 }
        try await server.script([noStore, noStore])
        _ = try await service.weather(for: Self.beijing, including: .current)
        _ = try await service.weather(for: Self.beijing, including: .current)
        #expect(try await server.requests().count == 2)
    }

    @Test func qWeatherIsAskedInGCJ02WithItsKeyInAHeader() async throws {
        let now: [String: Any] = ["file": "qweather/now.json", "gzip": true]
        for (datum, expected) in [("gcj02", "location=116.41,39.91"), ("wgs84", "location=116.41,39.90")] {
            try await server.script([now])
            let provider = try provider(.qWeather, environment: ["QWEATHER_API_KEY": "k-123", "QWEATHER_DATUM": datum])
            let payload = try await provider.fetch([.currentWeather], for: Self.beijing, language: "zh-Hans")
            #expect(payload.current?.temperature.value == 6)
            let request = try #require(try await server.requests().first)
            #expect(request.path.hasPrefix("/v7/weather/now?"))
            #expect(request.path.contains(expected))
            #expect(request.headers["x-qw-api-key"] == "k-123")
            #expect(!request.path.contains("k-123"))
        }
    }

    @Test func anHTTP401IsACredentialsError() async throws {
        try await server.script([["status": 401, "file": "openweathermap/401.json"]])
        let error = await fetchError(try provider(.openWeatherMap, environment: ["OPENWEATHERMAP_API_KEY": "k-secret"]))
        guard case .credentials(_, let reason) = error else {
            Issue.record("expected a credentials error, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("OPENWEATHERMAP_API_KEY"))
        #expect(!reason.contains("k-secret"))
    }
}

@Test func httpDatesRoundTripAndMatchFoundation() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    for seconds in [0.0, 784_111_777, 951_782_400, 1_796_025_600, -86_401, 4_102_444_799] {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(HTTPDate.format(date) == formatter.string(from: date))
        #expect(HTTPDate.parse(HTTPDate.format(date)) == date)
    }
    #expect(HTTPDate.format(Date(timeIntervalSince1970: 784_111_777)) == "Sun, 06 Nov 1994 08:49:37 GMT")
    #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
}

/// What leaves the process: the WeatherKit token as the server receives it, and no key in the cache.
@Suite(.serialized) struct HTTPCredentialTests {
    let server: FaultServer
    let folder = TemporaryDirectory()

    init() throws { server = try FaultServer() }

    @Test func theWeatherKitTokenVerifiesWithOpenSSLAndIsReused() async throws {
        let pem = folder.file("AuthKey.p8")
        try ExternalProgram.run(
            "openssl", ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", pem])
        try ExternalProgram.run("openssl", ["pkey", "-in", pem, "-pubout", "-out", folder.file("public.pem")])
        chmod(pem, 0o600)
        let clock = ManualClock(HTTPProviderTests.recorded)
        let provider = try HTTPProvider(
            .weatherKit,
            settings: HTTPProviderSettings(
                endpoint: server.origin,
                environment: [
                    "WEATHERKIT_TEAM_ID": "TEAM123456", "WEATHERKIT_SERVICE_ID": "com.example.lit",
                    "WEATHERKIT_KEY_ID": "KEY1234567", "WEATHERKIT_PRIVATE_KEY_FILE": pem,
                ], clock: clock, places: { _ in HTTPProviderTests.place }))
        let weather: [String: Any] = ["file": "weatherkit/weather.json"]
        try await server.script([["file": "weatherkit/availability.json"], weather, weather])
        _ = try await provider.fetch([.currentWeather], for: HTTPProviderTests.beijing, language: "en")
        clock.advance(by: 600)
        _ = try await provider.fetch([.forecastDaily], for: HTTPProviderTests.beijing, language: "en")
        let requests = try await server.requests()
        #expect(
            requests.map { $0.path.split(separator: "?").first ?? "" } == [
                "/api/v1/availability/39.9042/116.4074", "/api/v1/weather/en/39.9042/116.4074",
                "/api/v1/weather/en/39.9042/116.4074",
            ])
        #expect(requests[1].path.contains("dataSets=currentWeather&timezone=Asia/Shanghai&countryCode=CN"))
        let tokens = requests.compactMap { $0.headers["authorization"]?.replacingOccurrences(of: "Bearer ", with: "") }
        #expect(Set(tokens).count == 1, "the token is reused while it has more than 5 minutes left")
        let verified = try ExternalProgram.run(
            "python3",
            [LitProcess.repositoryRoot + "/Tests/Support/verify_jwt.py", tokens[0], folder.file("public.pem")])
        #expect(verified.status == 0, "\(verified.stderr)")
        let decoded = try JSONSerialization.jsonObject(with: Data(verified.stdout.utf8)) as? [String: [String: Any]]
        #expect(
            decoded?["header"] as? [String: String] == [
                "alg": "ES256", "kid": "KEY1234567", "id": "TEAM123456.com.example.lit",
            ])
        let claims = try #require(decoded?["claims"])
        #expect(claims["iss"] as? String == "TEAM123456" && claims["sub"] as? String == "com.example.lit")
        #expect(claims["iat"] as? Int == 1_796_025_600 && claims["exp"] as? Int == 1_796_029_200)
    }

    @Test func keysNeverReachTheDiskCache() async throws {
        let key = "owm-secret-key-0123456789"
        let cache = folder.file("weather-cache.sqlite3")
        let provider = try HTTPProvider(
            .openWeatherMap,
            settings: HTTPProviderSettings(
                endpoint: server.origin, environment: ["OPENWEATHERMAP_API_KEY": key],
                clock: ManualClock(HTTPProviderTests.recorded)))
        let service = WeatherService(
            provider: provider, clock: ManualClock(HTTPProviderTests.recorded), cachePath: cache,
            cachePolicy: .revalidation)
        try await server.script([["status": 200, "file": "openweathermap/onecall.json", "headers": ["ETag": "\"v1\""]]])
        _ = try await service.weather(for: HTTPProviderTests.beijing, including: .current)
        #expect(try await server.requests().first?.path.contains("appid=\(key)") == true)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: cache))
        #expect(bytes.count > 0)
        #expect(bytes.range(of: Data(key.utf8)) == nil)
    }
}

/// Header values a server may send that no wait, date or lifetime can be.
@Suite struct HTTPHeaderEdgeTests {
    @Test func retryAfterAndMaxAgeAreDigitsCappedAtADay() {
        #expect(RetryPolicy.retryAfter("120", now: Date()) == 120)
        #expect(RetryPolicy.retryAfter("99999999999999999999", now: Date()) == 86_400)
        #expect(RetryPolicy.retryAfter("1e400", now: Date()) == nil)
        #expect(RetryPolicy.retryAfter("inf", now: Date()) == nil)
        #expect(CacheControl("max-age=1e300").maxAge == nil)
        #expect(CacheControl("max-age=600, no-store").maxAge == 600)
        #expect(
            "\(WeatherError.rateLimited(source: "x", retryAfter: .infinity))"
                == "x: rate limited (HTTP 429); the service asks to wait 86400 s")
        #expect(HTTPDate.parse("Sun, 06 Nov 99999999999 08:49:37 GMT") == nil)
    }

    @Test func outOfRangeNumbersNeverTrap() {
        #expect(DerivedValues.moonPhase(fraction: -0.3) == .lastQuarter)  // 0.7 of a lunation
        #expect(DerivedValues.moonPhase(fraction: .nan) == .new)
        #expect(DerivedValues.uvIndex(1e300).value == 0)
        #expect(DerivedValues.code(1e300) == nil && DerivedValues.code(61) == 61)
        #expect(QWeatherIcon.condition("999") == .cloudy)
    }
}
