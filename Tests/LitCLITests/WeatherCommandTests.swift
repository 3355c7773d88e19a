import Foundation
import TestSupport
import Testing

@Suite struct WeatherCommandTests {
    let environment = ["NO_COLOR": "1"]

    func run(_ arguments: [String]) async -> LitInProcess.Result {
        await LitInProcess().run(["weather"] + arguments, environment: environment)
    }

    @Test func tableShowsEveryPartAndTheAttribution() async {
        let result = await run(["北京"])
        #expect(result.status == 0)
        for text in [
            "Beijing 北京", "Now ", "Next 24 hours", "10 days", "Next hour  no minute forecast here",
            "Alerts: no alert service here",
            "Data: lit fixtures (synthetic data, not a forecast)",
        ] {
            #expect(result.out.contains(text), "missing \(text)")
        }
    }

    @Test func chineseLabelsAndMinuteRain() async {
        let result = await run(["上海", "--lang", "zh", "--include", "current,minute"])
        #expect(result.out.contains("现在") && result.out.contains("分钟后有降水") && result.out.contains("数据来源"))
    }

    @Test func alertsAreShownWithTheirSource() async {
        let result = await run(["Harbin", "--include", "alerts"])
        #expect(result.out.contains("[severe]") && result.out.contains("中国气象局"))
    }

    @Test func jsonIsAStableDocument() async throws {
        let result = await run(["Sydney", "--format", "json"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect((document["hourly"] as? [Any])?.count == 25)
        #expect((document["daily"] as? [Any])?.count == 10)
        #expect(
            (document["attribution"] as? [String: Any])?["serviceName"] as? String
                == "lit fixtures (synthetic data, not a forecast)")
        #expect(document["minute"] is NSNull)
        // The same document again, but for the expiration time, which follows the clock.
        func stable(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { !$0.contains("\"expires\"") }
        }
        #expect(stable(await run(["Sydney", "--format", "json"]).out) == stable(result.out))
    }

    @Test func nearbyCoordinatesNameTheRecordedPlace() async {
        let result = await run(["45.75,126.65", "--include", "current"])
        #expect(result.status == 0 && result.out.contains("recorded data of Harbin (哈尔滨)"))
    }

    @Test func badPlacesAndOptionsAreClearErrors() async {
        let far = await run(["30.6,114.3"])
        #expect(far.status == 1 && far.err.contains("no recorded weather within 50 km"))
        #expect(far.err.filter { $0 == "\n" }.count == 1)
        let unknown = await run(["Atlantis"])
        #expect(unknown.status == 64 && unknown.err.contains("北京 Beijing"))
        #expect(await run(["95,0"]).status == 1)
        #expect(await run(["北京", "--include", "bogus"]).status == 64)
        #expect(await run(["北京", "--units", "kelvin"]).status == 64)
        #expect(await run(["北京", "--provider", "accuweather"]).status == 64)
        #expect(await run(["北京", "--endpoint", "http://127.0.0.1:1"]).status == 64)
        // A real service without its key set: one line naming the variable.
        let keyless = await run(["北京", "--provider", "openweathermap"])
        #expect(keyless.status == 1 && keyless.err.contains("OPENWEATHERMAP_API_KEY"))
    }
}
