import Foundation

/// QWeather's v7 bodies (numbers in strings, times with offsets, icon codes) and its v1 alerts as
/// WeatherKit's model. Fields QWeather does not send take documented stand-ins: the dew point by
/// the Magnus formula when empty, no UV index in observations (0), no daily chance of rain (0).
enum QWeatherDecoding {
    /// Whether the envelope's `code` says there is data ("200"); "204" (none for this place) is
    /// false; refusals throw the matching error.
    static func checkStatus(_ root: JSONFields, provider: String, source: String) throws -> Bool {
        let code = try root.string("code")
        switch code {
        case "200": return true
        case "204": return false
        case "401", "403":
            throw WeatherError.credentials(
                provider: provider,
                reason:
                    "the service refused the credentials (code \(code)); check QWEATHER_API_KEY and QWEATHER_API_HOST")
        case "402":
            throw WeatherError.unavailable(
                source: source, reason: "the account's quota or balance is used up (code 402)")
        case "429": throw WeatherError.rateLimited(source: source, retryAfter: 60)
        default: throw WeatherError.unavailable(source: source, reason: "the service answered code \(code)")
        }
    }

    /// The UTC offset the body's times use, read from `updateTime` ("…+08:00").
    static func utcOffset(_ root: JSONFields) throws -> Int {
        let text = try root.string("updateTime")
        guard let stamp = LocalTime.parse(text, utcOffset: 0),
            let local = LocalTime.parse(String(text.prefix(16)), utcOffset: 0)
        else { throw root.wrong("updateTime", "a time like 2026-11-30T15:55+08:00") }
        return Int(local.timeIntervalSince(stamp))
    }

    static func now(_ now: JSONFields, metadata: WeatherMetadata) throws -> CurrentWeather {
        let temperature = try now.requiredNumberString("temp")
        let humidity = try now.requiredNumberString("humidity")
        let icon = try now.string("icon")
        return CurrentWeather(
            date: try time(now, "obsTime"), temperature: .celsius(temperature),
            apparentTemperature: .celsius(try now.numberString("feelsLike") ?? temperature),
            dewPoint: .celsius(
                try now.numberString("dew")
                    ?? DerivedValues.dewPoint(temperature: temperature, humidityPercent: humidity)),
            humidity: humidity / 100,
            pressure: Measurement(value: try now.requiredNumberString("pressure"), unit: Units.millibars),
            pressureTrend: .steady, condition: try condition(icon, now, "icon"), wind: try wind(now, ""),
            uvIndex: UVIndex(value: 0),
            visibility: Measurement(value: (try now.numberString("vis") ?? 0) * 1000, unit: Units.meters),
            cloudCover: (try now.numberString("cloud") ?? 0) / 100, isDaylight: QWeatherIcon.isDaylight(icon),
            precipitationIntensity: Measurement(
                value: (try now.numberString("precip") ?? 0) / 3_600_000, unit: Units.metersPerSecond),
            metadata: metadata)
    }

    static func hours(_ hours: [JSONFields]) throws -> [HourWeather] {
        let pressures = try hours.map { try $0.requiredNumberString("pressure") }
        return try hours.enumerated().map { index, hour in
            let temperature = try hour.requiredNumberString("temp")
            let humidity = try hour.requiredNumberString("humidity")
            let icon = try hour.string("icon")
            let amount = try hour.numberString("precip") ?? 0
            let kind = QWeatherIcon.precipitation(icon)
            return HourWeather(
                date: try time(hour, "fxTime"), temperature: .celsius(temperature),
                apparentTemperature: .celsius(temperature),
                dewPoint: .celsius(
                    try hour.numberString("dew")
                        ?? DerivedValues.dewPoint(temperature: temperature, humidityPercent: humidity)),
                humidity: humidity / 100, pressure: Measurement(value: pressures[index], unit: Units.millibars),
                pressureTrend: DerivedValues.pressureTrend(from: pressures[max(index - 1, 0)], to: pressures[index]),
                condition: try condition(icon, hour, "icon"), cloudCover: (try hour.numberString("cloud") ?? 0) / 100,
                isDaylight: QWeatherIcon.isDaylight(icon), precipitation: kind,
                precipitationChance: (try hour.numberString("pop") ?? 0) / 100,
                precipitationAmount: .millimetres(amount),
                snowfallAmount: .millimetres(kind == .snow ? amount * 10 : 0), uvIndex: UVIndex(value: 0),
                visibility: Measurement(value: 10_000, unit: Units.meters), wind: try wind(hour, ""))
        }
    }

    static func day(_ day: JSONFields, utcOffset: Int) throws -> DayWeather {
        guard let date = try day.localTime("fxDate", utcOffset: utcOffset) else { throw day.wrong("fxDate", "a date") }
        let dateText = try day.string("fxDate")
        func clock(_ key: StaticString) throws -> Date? {
            guard let text = try day.optionalString(key), !text.isEmpty else { return nil }
            guard let moment = LocalTime.parse("\(dateText)T\(text)", utcOffset: utcOffset) else {
                throw day.wrong(key, "a local time like 07:15")
            }
            return moment
        }
        let icon = try day.string("iconDay")
        let amount = try day.numberString("precip") ?? 0
        let kind = amount > 0 ? QWeatherIcon.precipitation(icon) : .none
        var sun = SunEvents()
        sun.sunrise = try clock("sunrise")
        sun.sunset = try clock("sunset")
        let phaseIcon = Int(try day.optionalString("moonPhaseIcon") ?? "") ?? -1
        return DayWeather(
            date: date, condition: try condition(icon, day, "iconDay"),
            highTemperature: .celsius(try day.requiredNumberString("tempMax")),
            lowTemperature: .celsius(try day.requiredNumberString("tempMin")), precipitation: kind,
            precipitationChance: 0, precipitationAmount: .millimetres(amount),
            snowfallAmount: .millimetres(kind == .snow ? amount * 10 : 0), sun: sun,
            moon: MoonEvents(
                phase: (800...807).contains(phaseIcon)
                    ? MoonPhase.allCases[phaseIcon - 800]
                    : DerivedValues.moonPhase(at: date.addingTimeInterval(43_200)),
                moonrise: try clock("moonrise"), moonset: try clock("moonset")),
            uvIndex: DerivedValues.uvIndex(try day.numberString("uvIndex") ?? 0), wind: try wind(day, "Day"),
            daytimeForecast: nil, overnightForecast: nil, restOfDayForecast: nil)
    }

    /// A five-minute step: `precip` is the 5-minute accumulation (mm), so the rate is twelve times it.
    static func minute(_ step: JSONFields) throws -> MinuteWeather {
        let amount = try step.numberString("precip") ?? 0
        return MinuteWeather(
            date: try time(step, "fxTime"),
            precipitation: amount > 0 ? Precipitation(restType: try step.optionalString("type") ?? "rain") : .none,
            precipitationChance: amount > 0 ? 1 : 0,
            precipitationIntensity: Measurement(value: amount * 12 / 3_600_000, unit: Units.metersPerSecond))
    }

    /// The v1 alerts API: real numbers, `metadata.zeroResult` true when there are none.
    static func alerts(_ root: JSONFields, metadata: WeatherMetadata) throws -> [WeatherAlert] {
        if try root.object("metadata").optionalBool("zeroResult") == true { return [] }
        return try root.objects("alerts").map { alert in
            WeatherAlert(
                summary: try alert.string("headline"), detailsURL: URL(string: "https://www.qweather.com/")!,
                source: try alert.string("senderName"), region: nil,
                severity: WeatherSeverity(rawValue: try alert.string("severity").lowercased()) ?? .unknown,
                metadata: metadata)
        }
    }

    private static func time(_ fields: JSONFields, _ key: StaticString) throws -> Date {
        guard let date = try fields.localTime(key, utcOffset: 0) else { throw fields.wrong(key, "a time") }
        return date
    }

    private static func condition(_ icon: String, _ fields: JSONFields, _ key: StaticString) throws -> WeatherCondition
    {
        guard let condition = QWeatherIcon.condition(icon) else {
            throw fields.wrong(key, "a QWeather weather icon code (100–515, 900, 901, 999), found \"\(icon)\"")
        }
        return condition
    }

    /// The wind: `wind360`, `windSpeed` (km/h), with `suffix` "Day" for daily forecasts.
    private static func wind(_ fields: JSONFields, _ suffix: String) throws -> Wind {
        let direction: Double?
        let speed: Double?
        if suffix.isEmpty {
            direction = try fields.numberString("wind360")
            speed = try fields.numberString("windSpeed")
        } else {
            direction = try fields.numberString("wind360Day")
            speed = try fields.numberString("windSpeedDay")
        }
        return Wind(directionDegrees: direction ?? 0, speedKilometersPerHour: speed ?? 0, gustKilometersPerHour: nil)
    }
}
