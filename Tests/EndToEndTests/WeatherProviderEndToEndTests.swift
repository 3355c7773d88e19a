import Foundation
import TestSupport
import Testing

/// `lit weather --provider X --endpoint URL` as a user runs it, against nginx serving the recorded
/// responses, with keys from the environment.
@Suite(.serialized) struct WeatherProviderEndToEndTests {
    let nginx: NginxServer
    let folder = TemporaryDirectory()
    /// The time the recorded responses were read.
    let environment: [String: String]

    init() throws {
        nginx = try NginxServer()
        let pem = folder.file("AuthKey.p8")
        try ExternalProgram.run(
            "openssl", ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", pem])
        chmod(pem, 0o600)
        environment = [
            "LIT_NOW": "2026-11-30T08:00:00Z",
            "OPENWEATHERMAP_API_KEY": "lit-test-key", "QWEATHER_API_KEY": "lit-test-key",
            "WEATHERKIT_TEAM_ID": "TEAM123456", "WEATHERKIT_SERVICE_ID": "com.example.lit",
            "WEATHERKIT_KEY_ID": "KEY1234567", "WEATHERKIT_PRIVATE_KEY_FILE": pem,
        ]
    }

    func weather(_ arguments: [String], environment extra: [String: String] = [:]) throws -> ProcessResult {
        try LitProcess.run(
            ["weather"] + arguments, in: folder.path, environment: environment.merging(extra) { $1 })
    }

    @Test(arguments: [
        ("weatherkit", "Apple Weather"), ("open-meteo", "Open-Meteo"), ("qweather", "和风天气 QWeather"),
        ("openweathermap", "OpenWeather"),
    ])
    func eachProviderAnswersWithItsAttribution(_ provider: String, _ service: String) throws {
        let result = try weather(["北京", "--provider", provider, "--endpoint", nginx.origin, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((document["attribution"] as? [String: Any])?["serviceName"] as? String == service)
        let current = try #require(document["current"] as? [String: Any])
        #expect(abs((current["temperatureC"] as? Double ?? 99) - 6.2) < 0.3)
        #expect((document["hourly"] as? [Any])?.count == 25 || provider == "qweather")
        #expect(!result.stdout.contains("lit-test-key"))
    }

    @Test func theTableSaysWhatAProviderDoesNotOffer() throws {
        let result = try weather([
            "Beijing", "--provider", "open-meteo", "--endpoint", nginx.origin, "--include", "current,alerts",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Alerts: open-meteo does not offer weatherAlerts: it has no weather alerts"))
        #expect(result.stdout.contains("Data: Open-Meteo — https://open-meteo.com/en/terms"))
    }

    @Test func aWrongKeyIsOneLineOnStderrWithoutTheKey() throws {
        let result = try weather(
            ["北京", "--provider", "openweathermap", "--endpoint", nginx.origin],
            environment: ["OPENWEATHERMAP_API_KEY": "not-my-real-key"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "Error: openweathermap: the service refused the credentials (HTTP 401); check OPENWEATHERMAP_API_KEY (a key with a One Call 3.0 subscription)\n"
        )
    }

    @Test func plainHTTPToAnotherHostIsRefused() throws {
        let result = try weather(["北京", "--provider", "open-meteo", "--endpoint", "http://192.0.2.1:8080"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("HTTPS is required"))
        let unknown = try weather(["北京", "--provider", "accuweather"])
        #expect(unknown.status == 64)
    }
}
