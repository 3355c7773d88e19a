import Foundation
import Testing

@testable import WeatherEngine

@Suite struct WeatherKitDecodingTests {
    static let sample = """
        {
          "currentWeather": {
            "name": "CurrentWeather",
            "metadata": {"attributionURL": "https://developer.apple.com/weatherkit/data-source-attribution/",
              "expireTime": "2026-05-04T09:05:00Z", "latitude": 48.857, "longitude": 2.352,
              "readTime": "2026-05-04T09:00:00Z", "reportedTime": "2026-05-04T08:40:00Z", "units": "m", "version": 1},
            "asOf": "2026-05-04T09:00:00Z", "cloudCover": 0.42, "cloudCoverLowAltPct": 0.10,
            "conditionCode": "PartlyCloudy", "daylight": true, "humidity": 0.71, "precipitationIntensity": 0.0,
            "pressure": 1016.4, "pressureTrend": "steady", "temperature": 14.2, "temperatureApparent": 13.6,
            "temperatureDewPoint": 9.1, "uvIndex": 3, "visibility": 24000.0,
            "windDirection": 250, "windGust": 22.3, "windSpeed": 11.8
          },
          "forecastNextHour": {
            "name": "NextHourForecast",
            "metadata": {"expireTime": "2026-05-04T09:03:00Z", "latitude": 48.857, "longitude": 2.352,
              "readTime": "2026-05-04T09:00:00Z", "units": "m", "version": 1},
            "forecastStart": "2026-05-04T09:01:00Z", "forecastEnd": "2026-05-04T10:20:00Z",
            "summary": [{"startTime": "2026-05-04T09:01:00Z", "endTime": "2026-05-04T09:02:00Z", "condition": "clear",
              "precipitationChance": 0.0, "precipitationIntensity": 0.0},
              {"startTime": "2026-05-04T09:02:00Z", "condition": "rain", "precipitationChance": 0.6, "precipitationIntensity": 1.2}],
            "minutes": [{"startTime": "2026-05-04T09:01:00Z", "precipitationChance": 0.02, "precipitationIntensity": 0.0},
              {"startTime": "2026-05-04T09:02:00.000Z", "precipitationChance": 0.6, "precipitationIntensity": 1.2}]
          },
          "weatherAlerts": {
            "name": "WeatherAlertCollection",
            "metadata": {"expireTime": "2026-05-04T09:05:00Z", "latitude": 48.857, "longitude": 2.352,
              "readTime": "2026-05-04T09:00:00Z", "version": 1},
            "alerts": [{"name": "WeatherAlertSummary", "id": "00000000-0000-0000-0000-000000000001",
              "areaId": "FR75", "areaName": "Paris", "countryCode": "FR",
              "description": "Yellow Thunderstorm Warning", "effectiveTime": "2026-05-04T12:00:00Z",
              "expireTime": "2026-05-04T22:00:00Z",
              "detailsUrl": "https://weatherkit.apple.com/alertDetails/index.html?ids=1",
              "severity": "moderate", "source": "Météo-France"}]
          }
        }
        """

    func decode(_ text: String, shift: TimeInterval = 0) throws -> WeatherKitWire {
        try WeatherKitDecoding.decode(Data(text.utf8), source: "sample.json", shift: shift)
    }

    @Test func decodesTheDocumentedWireFormat() throws {
        let wire = try decode(Self.sample)
        let current = try #require(try wire.currentWeather?.model(source: "sample.json"))
        #expect(current.condition == .partlyCloudy)
        #expect(current.temperature == Measurement(value: 14.2, unit: .celsius))
        #expect(current.wind.compassDirection == .westSouthwest)
        #expect(current.uvIndex.category == .moderate)
        #expect(current.metadata.expirationDate.timeIntervalSince(current.metadata.date) == 300)
        let minutes = try #require(wire.forecastNextHour?.model)
        #expect(minutes.map(\.precipitation) == [.none, .rain])
        let alerts = try #require(try wire.weatherAlerts?.model(source: "sample.json"))
        #expect(alerts.first?.severity == .moderate)
        #expect(alerts.first?.region == "Paris")
        #expect(wire.forecastDaily == nil)
    }

    @Test func shiftsEveryTimestamp() throws {
        let wire = try decode(Self.sample, shift: 3600)
        #expect(ISO8601Time.parse("2026-05-04T10:00:00Z") == wire.currentWeather?.asOf)
        #expect(ISO8601Time.parse("2026-05-04T10:02:00Z") == wire.forecastNextHour?.minutes[1].startTime)
    }

    @Test func namesTheJSONPathOfWhatIsWrong() {
        func message(_ text: String) -> String {
            do {
                let wire = try decode(text)
                _ = try wire.currentWeather?.model(source: "sample.json")
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        let missing = Self.sample.replacingOccurrences(of: "\"temperature\": 14.2, ", with: "")
        #expect(message(missing) == "sample.json: currentWeather.temperature: expected this field")
        let wrongType = Self.sample.replacingOccurrences(of: "\"uvIndex\": 3", with: "\"uvIndex\": \"high\"")
        #expect(message(wrongType).hasPrefix("sample.json: currentWeather.uvIndex: expected a value of type"))
        let unknownCode = Self.sample.replacingOccurrences(of: "PartlyCloudy", with: "Sandstorm")
        #expect(
            message(unknownCode).hasPrefix("sample.json: currentWeather.conditionCode: expected a WeatherKit condition")
        )
        let badDate = Self.sample.replacingOccurrences(
            of: "\"asOf\": \"2026-05-04T09:00:00Z\"", with: "\"asOf\": \"yesterday\"")
        #expect(message(badDate).hasPrefix("sample.json: currentWeather.asOf: expected an ISO 8601 time"))
        #expect(message("{\"currentWeather\": ") == "sample.json: line 1: expected a value")
        let huge = Self.sample.replacingOccurrences(of: "\"temperature\": 14.2", with: "\"temperature\": 1e999")
        #expect(message(huge) == "sample.json: currentWeather.temperature: expected a finite number")
    }
}

@Suite struct ISO8601TimeTests {
    @Test func agreesWithFoundation() {
        let formatter = ISO8601DateFormatter()
        for text in [
            "2026-11-30T08:00:00Z", "1970-01-01T00:00:00Z", "2000-02-29T23:59:59Z", "2024-12-31T12:34:56Z",
            "2021-08-01T00:00:00+08:00", "2026-03-01T00:00:00-05:30",
        ] {
            #expect(ISO8601Time.parse(text) == formatter.date(from: text), "\(text)")
        }
        #expect(ISO8601Time.parse("2026-05-04T09:02:00.250Z")?.timeIntervalSince1970 == 1_777_885_320.25)
        for bad in [
            "yesterday", "2026-13-01T00:00:00Z", "2026-11-30 08:00:00Z", "2026-11-30T08:00:00", "2026-11-30T08:00Z",
        ] {
            #expect(ISO8601Time.parse(bad) == nil, "\(bad)")
        }
    }
}
