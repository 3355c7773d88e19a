import Foundation
import Testing
import WeatherEngine

@Suite struct WeatherFormatterTests {
    let english = WeatherFormatter(language: .english, units: .metric)
    let chinese = WeatherFormatter(language: .simplifiedChinese, units: .metric)
    let american = WeatherFormatter(localeIdentifier: "en_US")

    @Test func metricInBothLanguages() {
        let temperature = Measurement(value: -10.65, unit: UnitTemperature.celsius)
        #expect(english.temperature(temperature) == "-11°C")
        #expect(chinese.temperature(temperature) == "-11°C")
        #expect(english.temperature(Measurement(value: -0.4, unit: .celsius)) == "0°C")
        let wind = Wind(directionDegrees: 315, speedKilometersPerHour: 13.73, gustKilometersPerHour: nil)
        #expect(english.wind(wind) == "NW 14 km/h")
        #expect(chinese.wind(wind) == "西北风 14 公里/时")
        #expect(english.pressure(Measurement(value: 1018.5, unit: .millibars)) == "1019 hPa")
        #expect(chinese.pressure(Measurement(value: 1018.5, unit: .millibars)) == "1019 百帕")
        #expect(chinese.precipitationAmount(Measurement(value: 0.26, unit: .millimeters)) == "0.3 毫米")
        #expect(
            english.precipitationIntensity(Measurement(value: 1.2 / 3_600_000, unit: .metersPerSecond)) == "1.2 mm/h")
        #expect(chinese.distance(Measurement(value: 1598.8, unit: .meters)) == "1.6 公里")
        #expect(english.percent(0.97) == "97%")
        #expect(english.uvIndex(UVIndex(value: 7)) == "7 (high)")
        #expect(chinese.uvIndex(UVIndex(value: 11)) == "11（极高）")
    }

    @Test func namesEveryConditionInBothLanguages() {
        #expect(english.condition(.partlyCloudy) == "Partly cloudy")
        #expect(chinese.condition(.partlyCloudy) == "多云")
        let names = WeatherCondition.allCases.map(chinese.condition)
        #expect(Set(names).count == WeatherCondition.allCases.count)
        #expect(names.allSatisfy { $0.unicodeScalars.allSatisfy { $0.value > 0x2E80 } })
    }

    @Test func chineseFoldsSixteenPointsOntoEight() {
        let names = Wind.CompassDirection.allCases.map(chinese.compass)
        #expect(names == ["北", "北", "东北", "东", "东", "东", "东南", "南", "南", "南", "西南", "西", "西", "西", "西北", "北"])
    }

    @Test func localesChooseLanguageAndUnits() {
        #expect(american.units == .imperial && american.language == .english)
        #expect(WeatherFormatter(localeIdentifier: "zh-Hans-CN").language == .simplifiedChinese)
        #expect(WeatherFormatter(localeIdentifier: "zh_CN").units == .metric)
        #expect(WeatherFormatter(localeIdentifier: "en_GB").units == .metric)
        #expect(american.temperature(Measurement(value: 4.4, unit: .celsius)) == "40°F")
        #expect(american.speed(Measurement(value: 16.09, unit: .kilometersPerHour)) == "10 mph")
        #expect(american.pressure(Measurement(value: 1013.25, unit: .millibars)) == "29.92 inHg")
        #expect(american.precipitationAmount(Measurement(value: 25.4, unit: .millimeters)) == "1.00 in")
    }
}
