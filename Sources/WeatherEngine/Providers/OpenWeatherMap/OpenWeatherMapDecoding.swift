import Foundation

/// One Call's blocks as WeatherKit's model (metric units: °C, hPa, m/s turned into km/h).
enum OpenWeatherMapDecoding {
    static func current(_ now: JSONFields, metadata: WeatherMetadata) throws -> CurrentWeather {
        let weather = try Weather(now)
        return CurrentWeather(
            date: try now.unixDate("dt"), temperature: .celsius(try now.double("temp")),
            apparentTemperature: .celsius(try now.double("feels_like")),
            dewPoint: .celsius(try now.double("dew_point")), humidity: try now.double("humidity") / 100,
            pressure: Measurement(value: try now.double("pressure"), unit: Units.millibars), pressureTrend: .steady,
            condition: weather.condition, wind: try wind(now),
            uvIndex: DerivedValues.uvIndex(try now.double("uvi")),
            visibility: Measurement(value: try now.optionalDouble("visibility") ?? 10_000, unit: Units.meters),
            cloudCover: try now.double("clouds") / 100, isDaylight: weather.isDaylight,
            precipitationIntensity: Measurement(
                value: (try lastHour(now, "rain") + lastHour(now, "snow")) / 3_600_000, unit: Units.metersPerSecond),
            metadata: metadata)
    }

    static func hours(_ hours: [JSONFields]) throws -> [HourWeather] {
        let pressures = try hours.map { try $0.double("pressure") }
        return try hours.enumerated().map { index, hour in
            let weather = try Weather(hour)
            let rain = try lastHour(hour, "rain")
            let snow = try lastHour(hour, "snow")
            return HourWeather(
                date: try hour.unixDate("dt"), temperature: .celsius(try hour.double("temp")),
                apparentTemperature: .celsius(try hour.double("feels_like")),
                dewPoint: .celsius(try hour.double("dew_point")), humidity: try hour.double("humidity") / 100,
                pressure: Measurement(value: pressures[index], unit: Units.millibars),
                pressureTrend: DerivedValues.pressureTrend(from: pressures[max(index - 1, 0)], to: pressures[index]),
                condition: weather.condition, cloudCover: try hour.double("clouds") / 100,
                isDaylight: weather.isDaylight,
                precipitation: rain + snow > 0
                    ? DerivedValues.precipitation(rain: rain, snow: snow) : weather.precipitation,
                precipitationChance: try hour.double("pop"), precipitationAmount: .millimetres(rain + snow),
                snowfallAmount: .millimetres(snow * 10), uvIndex: DerivedValues.uvIndex(try hour.double("uvi")),
                visibility: Measurement(value: try hour.optionalDouble("visibility") ?? 10_000, unit: Units.meters),
                wind: try wind(hour))
        }
    }

    /// A day; One Call dates it at local noon, WeatherKit at local midnight.
    static func day(_ day: JSONFields, utcOffset: Int) throws -> DayWeather {
        let noon = try day.unixDate("dt").timeIntervalSince1970 + Double(utcOffset)
        let midnight = Date(timeIntervalSince1970: (noon / 86_400).rounded(.down) * 86_400 - Double(utcOffset))
        let weather = try Weather(day)
        let temperature = try day.object("temp")
        let rain = try day.optionalDouble("rain") ?? 0
        let snow = try day.optionalDouble("snow") ?? 0
        var sun = SunEvents()
        sun.sunrise = try moment(day, "sunrise")
        sun.sunset = try moment(day, "sunset")
        return DayWeather(
            date: midnight, condition: weather.condition, highTemperature: .celsius(try temperature.double("max")),
            lowTemperature: .celsius(try temperature.double("min")),
            precipitation: rain + snow > 0
                ? DerivedValues.precipitation(rain: rain, snow: snow) : weather.precipitation,
            precipitationChance: try day.double("pop"), precipitationAmount: .millimetres(rain + snow),
            snowfallAmount: .millimetres(snow * 10), sun: sun,
            moon: MoonEvents(
                phase: DerivedValues.moonPhase(fraction: try day.double("moon_phase")),
                moonrise: try moment(day, "moonrise"), moonset: try moment(day, "moonset")),
            uvIndex: DerivedValues.uvIndex(try day.double("uvi")), wind: try wind(day),
            daytimeForecast: nil, overnightForecast: nil, restOfDayForecast: nil)
    }

    /// A minute: One Call sends the intensity (mm/h) only, so the chance is 1 where it falls, else 0.
    static func minute(_ minute: JSONFields) throws -> MinuteWeather {
        let intensity = try minute.double("precipitation")
        return MinuteWeather(
            date: try minute.unixDate("dt"), precipitation: intensity > 0 ? .rain : .none,
            precipitationChance: intensity > 0 ? 1 : 0,
            precipitationIntensity: Measurement(value: intensity / 3_600_000, unit: Units.metersPerSecond))
    }

    private static func wind(_ fields: JSONFields) throws -> Wind {
        Wind(
            directionDegrees: try fields.double("wind_deg"),
            speedKilometersPerHour: try fields.double("wind_speed") * 3.6,
            gustKilometersPerHour: try fields.optionalDouble("wind_gust").map { $0 * 3.6 })
    }

    /// `rain.1h` or `snow.1h` (mm), 0 when the block is left out.
    private static func lastHour(_ fields: JSONFields, _ key: StaticString) throws -> Double {
        guard let block = try fields.optionalObject(key) else { return 0 }
        return try block.optionalDouble("1h") ?? 0
    }

    /// A unix time where 0 means "none that day" (moonrise and moonset).
    private static func moment(_ fields: JSONFields, _ key: StaticString) throws -> Date? {
        guard let seconds = try fields.optionalDouble(key), seconds > 0 else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// The first entry of `weather[]`: condition id and day/night icon.
    struct Weather {
        let condition: WeatherCondition
        let precipitation: Precipitation
        let isDaylight: Bool

        init(_ fields: JSONFields) throws {
            guard let first = try fields.objects("weather").first else {
                throw fields.wrong("weather", "at least one condition")
            }
            let id = try first.int("id")
            guard let condition = OpenWeatherMapCondition.condition(id) else {
                throw WeatherError.invalidResponse(
                    source: fields.source, path: "\(first.path).id",
                    expected: "an OpenWeather condition id (2xx, 3xx, 5xx, 6xx, 7xx, 80x), found \(id)")
            }
            self.condition = condition
            precipitation = OpenWeatherMapCondition.precipitation(id)
            isDaylight = try first.optionalString("icon")?.hasSuffix("n") != true
        }
    }
}

/// OpenWeather condition ids as WeatherKit conditions.
enum OpenWeatherMapCondition {
    static func condition(_ id: Int) -> WeatherCondition? {
        switch id {
        case 210: .isolatedThunderstorms
        case 202, 212, 221: .strongStorms
        case 200...232: .thunderstorms
        case 300...321: .drizzle
        case 500, 501, 521, 531: .rain
        case 502...504, 522: .heavyRain
        case 511: .freezingRain
        case 520: .sunShowers
        case 600, 620: .flurries
        case 601, 621: .snow
        case 602, 622: .heavySnow
        case 611...613: .sleet
        case 615, 616: .wintryMix
        case 701, 741: .foggy
        case 711, 762: .smoky
        case 721: .haze
        case 731, 751, 761: .blowingDust
        case 771: .windy
        case 781: .strongStorms
        case 800: .clear
        case 801: .mostlyClear
        case 802: .partlyCloudy
        case 803: .mostlyCloudy
        case 804: .cloudy
        default: nil
        }
    }

    static func precipitation(_ id: Int) -> Precipitation {
        switch id {
        case 511, 611...613: .sleet
        case 615, 616: .mixed
        case 600...699: .snow
        case 200...599: .rain
        default: .none
        }
    }
}
