import Foundation
import Testing
import WeatherEngine

@Suite struct ModelTests {
    @Test func conditionsMapFromRESTCodes() {
        #expect(WeatherCondition.allCases.count == 34)
        #expect(WeatherCondition(restCode: "PartlyCloudy") == .partlyCloudy)
        #expect(WeatherCondition(restCode: "ScatteredThunderstorms") == .scatteredThunderstorms)
        #expect(WeatherCondition(restCode: "Sandstorm") == nil)
        for condition in WeatherCondition.allCases {
            #expect(WeatherCondition(restCode: condition.restCode) == condition)
        }
    }

    @Test func compassDirectionsUse22_5DegreeSectors() {
        #expect(Wind.CompassDirection(degrees: 0) == .north)
        #expect(Wind.CompassDirection(degrees: 11.2) == .north)
        #expect(Wind.CompassDirection(degrees: 11.3) == .northNortheast)
        #expect(Wind.CompassDirection(degrees: 250) == .westSouthwest)
        #expect(Wind.CompassDirection(degrees: 359) == .north)
        #expect(Wind.CompassDirection(degrees: -90) == .west)
        #expect(Wind.CompassDirection(degrees: 135).abbreviation == "SE")
    }

    @Test func uvCategoriesFollowTheIndex() {
        #expect(UVIndex(value: 0).category == .low)
        #expect(UVIndex(value: 3).category == .moderate)
        #expect(UVIndex(value: 7).category == .high)
        #expect(UVIndex(value: 10).category == .veryHigh)
        #expect(UVIndex(value: 13).category == .extreme)
    }

    @Test func restSpellingsOfPrecipitationAndMoon() {
        #expect(Precipitation(restType: "clear") == .none)
        #expect(Precipitation(restType: "snow") == .snow)
        #expect(MoonPhase(restPhase: "thirdQuarter") == .lastQuarter)
        #expect(MoonPhase(restPhase: "waxingGibbous") == .waxingGibbous)
    }

    @Test func haversineDistance() {
        let beijing = WeatherLocation(latitude: 39.9042, longitude: 116.4074)
        let shanghai = WeatherLocation(latitude: 31.2304, longitude: 121.4737)
        #expect(abs(beijing.distance(to: shanghai) - 1067) < 5)
        #expect(beijing.distance(to: beijing) == 0)
        #expect(!WeatherLocation(latitude: 91, longitude: 0).isValid)
    }
}

@Suite struct LatencyModelTests {
    @Test func logNormalDelaysHaveTheirMedianAndRepeatWithTheSeed() {
        func draws(_ seed: UInt64) -> [Double] {
            let model = LatencyModel.logNormal(median: .milliseconds(80), p99: .milliseconds(400), seed: seed)
            return (0..<20_000).map { _ in
                let (seconds, attoseconds) = model.nextDelay().components
                return Double(seconds) + Double(attoseconds) / 1e18
            }
        }
        let sorted = draws(7).sorted()
        #expect(abs(sorted[10_000] - 0.080) < 0.005)
        #expect(abs(sorted[19_800] - 0.400) < 0.05)
        #expect(draws(7) == draws(7))
        #expect(draws(7) != draws(8))
        #expect(LatencyModel.constant(.milliseconds(5)).nextDelay() == .milliseconds(5))
    }
}
