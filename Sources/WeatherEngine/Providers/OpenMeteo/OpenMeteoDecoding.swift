import Foundation

/// The hourly block's parallel arrays. An hour whose temperature or weather code is null ends the
/// series (the end of the forecast range); other nulls take the value of the hour before.
struct OpenMeteoHours {
    let times: [Date]
    private let columns: [String: [Double]]
    private let path: String
    private let source: String

    init(_ hourly: JSONFields, utcOffset: Int) throws {
        path = hourly.path
        source = hourly.source
        var times: [Date] = []
        for (index, text) in try hourly.strings("time").enumerated() {
            guard let text, let date = LocalTime.parse(text, utcOffset: utcOffset) else {
                throw WeatherError.invalidResponse(
                    source: hourly.source, path: "\(hourly.path).time[\(index)]",
                    expected: "a time like 2026-11-30T16:00")
            }
            times.append(date)
        }
        var columns: [String: [Double]] = [:]
        var usable = times.count
        for name in OpenMeteoAPI.hourlyVariables where hourly.document.member(name, of: hourly.node) != nil {
            let values = try hourly.numbers(name)
            guard values.count == times.count else {
                throw WeatherError.invalidResponse(
                    source: hourly.source, path: "\(hourly.path).\(name)",
                    expected: "\(times.count) values, one per time (found \(values.count))")
            }
            if "\(name)" == "temperature_2m" || "\(name)" == "weather_code" {
                usable = min(usable, values.firstIndex(where: { $0 == nil }) ?? usable)
            }
            columns["\(name)"] = DerivedValues.carriedForward(values, initial: 0)
        }
        self.times = Array(times.prefix(usable))
        self.columns = columns.mapValues { Array($0.prefix(usable)) }
    }

    /// The column `name`, or an error naming it.
    func column(_ name: String) throws -> [Double] {
        guard let values = columns[name] else {
            throw WeatherError.invalidResponse(source: source, path: "\(path).\(name)", expected: "this field")
        }
        return values
    }

    /// The hour `date` falls in, if the series covers it.
    func index(containing date: Date) -> Int? {
        times.lastIndex { $0 <= date }
    }

    /// Every usable hour as WeatherKit's `HourWeather`.
    func weather() throws -> [HourWeather] {
        let temperature = try column("temperature_2m")
        let apparent = try column("apparent_temperature")
        let dewPoint = try column("dew_point_2m")
        let humidity = try column("relative_humidity_2m")
        let pressure = try column("pressure_msl")
        let code = try column("weather_code")
        let cloud = try column("cloud_cover")
        let isDay = try column("is_day")
        let chance = try column("precipitation_probability")
        let amount = try column("precipitation")
        let rain = try column("rain")
        let showers = try column("showers")
        let snowfall = try column("snowfall")
        let uv = try column("uv_index")
        let visibility = try column("visibility")
        let windSpeed = try column("wind_speed_10m")
        let windDirection = try column("wind_direction_10m")
        let gusts = try column("wind_gusts_10m")
        return try times.indices.map { index in
            HourWeather(
                date: times[index], temperature: .celsius(temperature[index]),
                apparentTemperature: .celsius(apparent[index]), dewPoint: .celsius(dewPoint[index]),
                humidity: humidity[index] / 100, pressure: Measurement(value: pressure[index], unit: Units.millibars),
                pressureTrend: DerivedValues.pressureTrend(
                    from: pressure[max(index - 1, 0)], to: pressure[index]),
                condition: try condition(code[index], at: "\(path).weather_code[\(index)]"),
                cloudCover: cloud[index] / 100, isDaylight: isDay[index] == 1,
                precipitation: precipitation(
                    code: code[index], rain: rain[index] + showers[index], snow: snowfall[index]),
                precipitationChance: chance[index] / 100, precipitationAmount: .millimetres(amount[index]),
                snowfallAmount: .millimetres(snowfall[index] * 10),
                uvIndex: DerivedValues.uvIndex(uv[index]),
                visibility: Measurement(value: visibility[index], unit: Units.meters),
                wind: Wind(
                    directionDegrees: windDirection[index], speedKilometersPerHour: windSpeed[index],
                    gustKilometersPerHour: gusts[index]))
        }
    }

    func condition(_ code: Double, at path: String) throws -> WeatherCondition {
        try OpenMeteoDecoding.condition(code, at: path, source: source)
    }
}

/// Open-Meteo's current and daily blocks as WeatherKit's model.
enum OpenMeteoDecoding {
    static func condition(_ code: Double, at path: String, source: String) throws -> WeatherCondition {
        guard let code = DerivedValues.code(code), let condition = WMOWeatherCode.condition(code) else {
            throw WeatherError.invalidResponse(
                source: source, path: path, expected: "a WMO weather code Open-Meteo documents (0, 1, 2, 3, 45, ... 99)"
            )
        }
        return condition
    }

    /// Current conditions; dew point, visibility, UV index and the pressure trend come from `hours`.
    static func current(_ now: JSONFields, hours: OpenMeteoHours, utcOffset: Int, metadata: WeatherMetadata) throws
        -> CurrentWeather
    {
        guard let date = try now.localTime("time", utcOffset: utcOffset) else { throw now.wrong("time", "a time") }
        guard let hour = hours.index(containing: date) else {
            throw WeatherError.invalidResponse(
                source: now.source, path: "hourly.time", expected: "the hour of current.time (\(date))")
        }
        let pressure = try now.double("pressure_msl")
        let hourlyPressure = try hours.column("pressure_msl")
        return CurrentWeather(
            date: date, temperature: .celsius(try now.double("temperature_2m")),
            apparentTemperature: .celsius(try now.double("apparent_temperature")),
            dewPoint: .celsius(try hours.column("dew_point_2m")[hour]),
            humidity: try now.double("relative_humidity_2m") / 100,
            pressure: Measurement(value: pressure, unit: Units.millibars),
            pressureTrend: DerivedValues.pressureTrend(
                from: hour > 0 ? hourlyPressure[hour - 1] : hourlyPressure[hour], to: pressure),
            condition: try condition(try now.double("weather_code"), at: "current.weather_code", source: now.source),
            wind: Wind(
                directionDegrees: try now.double("wind_direction_10m"),
                speedKilometersPerHour: try now.double("wind_speed_10m"),
                gustKilometersPerHour: try now.optionalDouble("wind_gusts_10m")),
            uvIndex: DerivedValues.uvIndex(try hours.column("uv_index")[hour]),
            visibility: Measurement(value: try hours.column("visibility")[hour], unit: Units.meters),
            cloudCover: try now.double("cloud_cover") / 100, isDaylight: try now.int("is_day") == 1,
            // `precipitation` is the sum over the 15-minute interval: four times that per hour.
            precipitationIntensity: Measurement(
                value: try now.double("precipitation") * 3600 / Double(try now.optionalInt("interval") ?? 900)
                    / 3_600_000, unit: Units.metersPerSecond),
            metadata: metadata)
    }

    /// The daily block, one `DayWeather` per date (rows whose high or low is null are dropped).
    static func days(_ daily: JSONFields, utcOffset: Int) throws -> [DayWeather] {
        let times = try daily.strings("time")
        func column(_ name: StaticString) throws -> [Double?] {
            let values = try daily.numbers(name)
            guard values.count == times.count else { throw daily.wrong(name, "\(times.count) values, one per day") }
            return values
        }
        let code = try column("weather_code")
        let high = try column("temperature_2m_max")
        let low = try column("temperature_2m_min")
        let uv = try column("uv_index_max")
        let amount = try column("precipitation_sum")
        let rain = try column("rain_sum")
        let showers = try column("showers_sum")
        let snow = try column("snowfall_sum")
        let chance = try column("precipitation_probability_max")
        let speed = try column("wind_speed_10m_max")
        let gusts = try column("wind_gusts_10m_max")
        let direction = try column("wind_direction_10m_dominant")
        let sunrise = try daily.strings("sunrise")
        let sunset = try daily.strings("sunset")
        return try times.indices.compactMap { index in
            guard let text = times[index], let date = LocalTime.parse(text, utcOffset: utcOffset) else {
                throw WeatherError.invalidResponse(
                    source: daily.source, path: "\(daily.path).time[\(index)]", expected: "a date like 2026-11-30")
            }
            guard let high = high[index], let low = low[index], let code = code[index] else { return nil }
            var sun = SunEvents()
            sun.sunrise = sunrise[safe: index].flatMap { $0 }.flatMap { LocalTime.parse($0, utcOffset: utcOffset) }
            sun.sunset = sunset[safe: index].flatMap { $0 }.flatMap { LocalTime.parse($0, utcOffset: utcOffset) }
            let snowfall = (snow[index] ?? 0) * 10
            let kind = precipitation(code: code, rain: (rain[index] ?? 0) + (showers[index] ?? 0), snow: snowfall)
            return DayWeather(
                date: date,
                condition: try condition(code, at: "\(daily.path).weather_code[\(index)]", source: daily.source),
                highTemperature: .celsius(high), lowTemperature: .celsius(low), precipitation: kind,
                precipitationChance: (chance[index] ?? 0) / 100, precipitationAmount: .millimetres(amount[index] ?? 0),
                snowfallAmount: .millimetres(snowfall), sun: sun,
                moon: MoonEvents(
                    phase: DerivedValues.moonPhase(at: date.addingTimeInterval(43_200)), moonrise: nil, moonset: nil),
                uvIndex: DerivedValues.uvIndex(uv[index] ?? 0),
                wind: Wind(
                    directionDegrees: direction[index] ?? 0, speedKilometersPerHour: speed[index] ?? 0,
                    gustKilometersPerHour: gusts[index]),
                daytimeForecast: nil, overnightForecast: nil, restOfDayForecast: nil)
        }
    }
}

/// The kind of precipitation: from the amounts when there are any, else from the weather code.
private func precipitation(code: Double, rain: Double, snow: Double) -> Precipitation {
    let byAmount = DerivedValues.precipitation(rain: rain, snow: snow)
    return byAmount == .none ? WMOWeatherCode.precipitation(DerivedValues.code(code) ?? -1) : byAmount
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
