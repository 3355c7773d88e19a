import Foundation
import TestSupport
import Testing

@testable import WeatherEngine

@Suite struct StatisticsTests {
    static let harbin = WeatherLocation(latitude: 45.804, longitude: 126.535)
    static let sydney = WeatherLocation(latitude: -33.8688, longitude: 151.2093)
    /// 2027-03-15 09:41:27 UTC (17:41 in Harbin).
    static let now = Date(timeIntervalSince1970: 1_805_103_687)
    static let shanghaiTime = TimeZone(identifier: "Asia/Shanghai")!

    func service(now: Date = now) throws -> WeatherService {
        let clock = ManualClock(now)
        let fixtures = try FixtureProvider(directory: LitProcess.repositoryRoot + "/Fixtures/weather", clock: clock)
        return WeatherService(provider: fixtures, clock: clock)
    }

    func localDate(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.shanghaiTime
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
    }

    @Test func monthlyStatisticsAreTheNormals() async throws {
        let service = try service()
        let temperature = try await service.monthlyStatistics(for: Self.harbin, including: .temperature)
        #expect(temperature.months.map(\.month) == Array(1...12))
        #expect(temperature.months[0].averageLowTemperature.value == -23.7)
        #expect(temperature.months[6].averageHighTemperature.value == 27.8)
        #expect(temperature.baselineStartDate == ISO8601Time.parse("1991-01-01T00:00:00Z"))
        #expect(temperature.metadata.recordedPlace == nil)
        let wet = try await service.monthlyStatistics(
            for: Self.harbin, startMonth: 11, endMonth: 12, including: .precipitation)
        #expect(wet.months.map(\.month) == [11, 12])
        #expect(wet.months[0].averageSnowfallAmount.value > 0)
        #expect((0...1).contains(wet.months[0].averagePrecipitationProbability))
        let winter = try await service.monthlyStatistics(
            for: Self.harbin, forMonthsIn: DateInterval(start: localDate(2026, 11, 20), end: localDate(2027, 2, 2)),
            including: .temperature)
        #expect(winter.months.map(\.month) == [11, 12, 1, 2])
    }

    @Test func dailyStatisticsRunFromThirtyDaysAgoThroughTheForecast() async throws {
        let days = try await service().dailyStatistics(for: Self.harbin, including: .temperature).days
        #expect(days.count == 40)
        // 2027-03-15 is day 74; thirty days earlier is 13 February, day 44.
        #expect(days.first?.day == 44)
        #expect(days.last?.day == 83)
        for day in days {
            #expect(day.averageLowTemperature.value < day.averageHighTemperature.value)
            // Between February's and April's normals, as March is between them.
            #expect((-19.4...13.3).contains(day.averageHighTemperature.value))
        }
        #expect(days.map(\.averageHighTemperature.value) == days.map(\.averageHighTemperature.value).sorted())
    }

    @Test func midMonthDaysEqualTheMonthAndTheYearWrapsSmoothly() async throws {
        let service = try service()
        let january = try await service.dailyStatistics(
            for: Self.harbin, forDaysIn: DateInterval(start: localDate(2026, 12, 30), end: localDate(2027, 1, 17)),
            including: .temperature)
        #expect(january.days.first?.day == 364)
        #expect(january.days.last?.averageLowTemperature.value == -23.7)  // 16 January: mid-month
        let steps = zip(january.days, january.days.dropFirst()).map {
            abs($1.averageHighTemperature.value - $0.averageHighTemperature.value)
        }
        #expect(steps.allSatisfy { $0 < 0.2 })
        let indexed = try await service.dailyStatistics(
            for: Self.harbin, startDay: 1, endDay: 3, including: .precipitation)
        #expect(indexed.days.map(\.day) == [1, 2, 3])
    }

    @Test func hourlyStatisticsFollowTheDailyCycle() async throws {
        let service = try service()
        let hours = try await service.hourlyStatistics(for: Self.harbin, including: .temperature).hours
        #expect(hours.count == 24)
        // 17:00 local on day 74 is hour (74 - 1) * 24 + 17 + 1.
        #expect(hours.first?.hour == 73 * 24 + 18)
        for hour in hours {
            #expect(hour.percentiles.p10.value < hour.percentiles.p50.value)
            #expect(hour.percentiles.p50.value < hour.percentiles.p90.value)
        }
        // 21:00 in Shanghai is midnight in Sydney.
        let day = try await service.hourlyStatistics(
            for: Self.sydney, forHoursIn: DateInterval(start: localDate(2027, 1, 10, hour: 21), duration: 86_400),
            including: .temperature)
        let warmest = day.hours.max { $0.percentiles.p50.value < $1.percentiles.p50.value }
        let coldest = day.hours.min { $0.percentiles.p50.value < $1.percentiles.p50.value }
        // Hours of the year count local hours: the warmest is 15:00–16:00, the coldest 05:00–06:00.
        let hourOfDay = { (hour: HourTemperatureStatistics) in (hour.hour - 1) % 24 }
        #expect(hourOfDay(warmest!) == 15)
        #expect(hourOfDay(coldest!) == 5)
        #expect((24...27).contains(warmest!.percentiles.p50.value))  // a January afternoon in Sydney
    }

    @Test func summariesArePastDaysThatReadTheSameOnEveryRun() async throws {
        let first = try await service().dailySummary(for: Self.harbin, including: .temperature)
        let again = try await service(now: Self.now.addingTimeInterval(3600)).dailySummary(
            for: Self.harbin, including: .temperature)
        #expect(first.days.count == 30)
        #expect(first.days == again.days)
        #expect(first.days.last?.date == localDate(2027, 3, 14))
        #expect(first.days.allSatisfy { $0.lowTemperature.value < $0.highTemperature.value })
    }

    @Test func aYearOfSummariesLooksLikeTheClimate() async throws {
        let service = try service()
        let year = DateInterval(start: localDate(2026, 1, 1), end: localDate(2027, 1, 1))
        let temperature = try await service.dailySummary(for: Self.harbin, forDaysIn: year, including: .temperature)
        let precipitation = try await service.dailySummary(
            for: Self.harbin, forDaysIn: year, including: .precipitation)
        #expect(temperature.days.count == 365)
        let januaryHighs = temperature.days.prefix(31).map(\.highTemperature.value)
        #expect(abs(januaryHighs.reduce(0, +) / 31 - -12.5) < 3)
        let julyRain = precipitation.days[181..<212].map(\.precipitationAmount.value).reduce(0, +)
        #expect((40...400).contains(julyRain))  // normal: 156 mm
        #expect(precipitation.days[181..<212].allSatisfy { $0.snowfallAmount.value == 0 })
        #expect(precipitation.days.prefix(59).contains { $0.snowfallAmount.value > 0 })
        #expect(await service.statistics.climateRequests == 4)
    }

    @Test func rangesOutsideTheLimitsAreRefused() async throws {
        let service = try service()
        for (start, end) in [(0, 3), (3, 2), (360, 366)] {
            await #expect(throws: WeatherError.self) {
                _ = try await service.dailyStatistics(
                    for: Self.harbin, startDay: start, endDay: end, including: .temperature)
            }
        }
        await #expect(throws: WeatherError.self) {
            _ = try await service.monthlyStatistics(
                for: Self.harbin, startMonth: 0, endMonth: 12, including: .temperature)
        }
        await #expect(throws: WeatherError.self) {
            _ = try await service.hourlyStatistics(
                for: Self.harbin, startHour: 1, endHour: 9000, including: .temperature)
        }
        let tooLong = DateInterval(start: localDate(2025, 1, 1), end: localDate(2026, 1, 3))
        await #expect(throws: WeatherError.invalidDateRange("at most a year per request: split the range")) {
            _ = try await service.dailyStatistics(for: Self.harbin, forDaysIn: tooLong, including: .temperature)
        }
        let notOver = DateInterval(start: localDate(2027, 3, 10), end: localDate(2027, 3, 16))
        await #expect(throws: WeatherError.self) {
            _ = try await service.dailySummary(for: Self.harbin, forDaysIn: notOver, including: .temperature)
        }
        let tooEarly = DateInterval(start: localDate(2021, 7, 1), end: localDate(2021, 8, 10))
        await #expect(throws: WeatherError.invalidDateRange("history reaches back to 2021-08-01")) {
            _ = try await service.dailySummary(for: Self.harbin, forDaysIn: tooEarly, including: .precipitation)
        }
    }

    @Test func everyPlaceHasPlausibleNormals() async throws {
        let fixtures = try FixtureProvider(directory: LitProcess.repositoryRoot + "/Fixtures/weather")
        for place in fixtures.places {
            let climate = try await fixtures.climate(for: place.location)
            #expect(climate.normals.isPlausible, "\(place.slug)")
        }
    }

    @Test func providersWithoutClimateSaySo() async throws {
        let fixtures = try FixtureProvider(directory: LitProcess.repositoryRoot + "/Fixtures/weather")
        let service = WeatherService(provider: CountingProvider(fixtures))
        await #expect(throws: WeatherError.self) {
            _ = try await service.monthlyStatistics(for: Self.harbin, including: .temperature)
        }
    }

    @Test func implausibleNormalsNameTheFileAndPlace() async throws {
        let folder = TemporaryDirectory()
        for name in ["places.json", "harbin.json"] {
            try FileManager.default.copyItem(
                atPath: LitProcess.repositoryRoot + "/Fixtures/weather/" + name, toPath: folder.path + "/" + name)
        }
        let text = try String(
            contentsOfFile: LitProcess.repositoryRoot + "/Fixtures/weather/normals.json", encoding: .utf8)
        try text.replacingOccurrences(of: "\"temperatureSpread\": 4.5", with: "\"temperatureSpread\": -1")
            .write(toFile: folder.path + "/normals.json", atomically: true, encoding: .utf8)
        let service = WeatherService(provider: try FixtureProvider(directory: folder.path))
        await #expect(
            throws: WeatherError.invalidResponse(
                source: "Fixtures/weather/normals.json", path: "places.harbin",
                expected: "twelve months each, lows under highs, no negative amounts, at most 31 wet days")
        ) {
            _ = try await service.monthlyStatistics(for: Self.harbin, including: .temperature)
        }
    }
}
