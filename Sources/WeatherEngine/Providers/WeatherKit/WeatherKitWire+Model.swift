import Foundation

/// Turns WeatherKit REST wire values into the engine's WeatherKit-shaped model.
extension WeatherKitWire {
    /// Reads a REST condition code, or says where an unknown one is.
    static func condition(_ code: String, at path: @autoclosure () -> String, source: String) throws -> WeatherCondition
    {
        guard let condition = WeatherCondition(restCode: code) else {
            throw WeatherError.invalidResponse(
                source: source, path: path(),
                expected: "a WeatherKit condition code such as \"PartlyCloudy\", found \"\(code)\"")
        }
        return condition
    }

    static func pressureTrend(_ text: String) -> PressureTrend {
        PressureTrend(rawValue: text.lowercased()) ?? .steady
    }

    static func millimetresPerHour(_ value: Double) -> Measurement<UnitSpeed> {
        // Foundation has no mm/h; express it in metres per second, which every formatter converts.
        Measurement(value: value / 3_600_000, unit: Units.metersPerSecond)
    }
}

extension WeatherKitWire.Metadata {
    var model: WeatherMetadata {
        WeatherMetadata(
            date: readTime, expirationDate: expireTime,
            location: WeatherLocation(latitude: latitude, longitude: longitude))
    }
}

extension WeatherKitWire.Conditions {
    /// The wind in the model's units.
    func wind() -> Wind {
        Wind(directionDegrees: windDirection, speedKilometersPerHour: windSpeed, gustKilometersPerHour: windGust)
    }

    /// The condition; `path` names the condition code for errors.
    func condition(at path: @autoclosure () -> String, source: String) throws -> WeatherCondition {
        try WeatherKitWire.condition(conditionCode, at: path(), source: source)
    }
}

extension WeatherKitWire.Current {
    func model(source: String) throws -> CurrentWeather {
        let now = conditions
        return CurrentWeather(
            date: asOf, temperature: .celsius(now.temperature),
            apparentTemperature: .celsius(now.temperatureApparent),
            dewPoint: .celsius(now.temperatureDewPoint), humidity: now.humidity,
            pressure: Measurement(value: now.pressure, unit: Units.millibars),
            pressureTrend: WeatherKitWire.pressureTrend(now.pressureTrend),
            condition: try now.condition(at: "currentWeather.conditionCode", source: source), wind: now.wind(),
            uvIndex: UVIndex(value: now.uvIndex), visibility: Measurement(value: now.visibility, unit: Units.meters),
            cloudCover: now.cloudCover, isDaylight: now.daylight,
            precipitationIntensity: WeatherKitWire.millimetresPerHour(precipitationIntensity), metadata: metadata.model)
    }
}

extension WeatherKitWire.Hourly {
    func model(source: String) throws -> Forecast<HourWeather> {
        let hours = try self.hours.enumerated().map { index, hour in
            let then = hour.conditions
            return HourWeather(
                date: hour.forecastStart, temperature: .celsius(then.temperature),
                apparentTemperature: .celsius(then.temperatureApparent),
                dewPoint: .celsius(then.temperatureDewPoint), humidity: then.humidity,
                pressure: Measurement(value: then.pressure, unit: Units.millibars),
                pressureTrend: WeatherKitWire.pressureTrend(then.pressureTrend),
                condition: try then.condition(at: "forecastHourly.hours[\(index)].conditionCode", source: source),
                cloudCover: then.cloudCover, isDaylight: then.daylight,
                precipitation: Precipitation(restType: hour.precipitationType),
                precipitationChance: hour.precipitationChance,
                precipitationAmount: .millimetres(hour.precipitationAmount),
                snowfallAmount: .millimetres(hour.snowfallAmount ?? 0),
                uvIndex: UVIndex(value: then.uvIndex),
                visibility: Measurement(value: then.visibility, unit: Units.meters),
                wind: then.wind())
        }
        return Forecast(forecast: hours, metadata: metadata.model)
    }
}

extension WeatherKitWire.Daily {
    func model(source: String) throws -> Forecast<DayWeather> {
        let days = try self.days.enumerated().map { index, day in
            let path = "forecastDaily.days[\(index)]"
            var sun = SunEvents()
            sun.astronomicalDawn = day.sunriseAstronomical
            sun.nauticalDawn = day.sunriseNautical
            sun.civilDawn = day.sunriseCivil
            sun.sunrise = day.sunrise
            sun.solarNoon = day.solarNoon
            sun.sunset = day.sunset
            sun.civilDusk = day.sunsetCivil
            sun.nauticalDusk = day.sunsetNautical
            sun.astronomicalDusk = day.sunsetAstronomical
            sun.solarMidnight = day.solarMidnight
            guard let phase = MoonPhase(restPhase: day.moonPhase) else {
                throw WeatherError.invalidResponse(
                    source: source, path: path + ".moonPhase", expected: "a moon phase such as \"waxingCrescent\"")
            }
            let daytime = try day.daytimeForecast.map { try $0.model(at: path + ".daytimeForecast", source: source) }
            return DayWeather(
                date: day.forecastStart,
                condition: try WeatherKitWire.condition(day.conditionCode, at: path + ".conditionCode", source: source),
                highTemperature: .celsius(day.temperatureMax),
                lowTemperature: .celsius(day.temperatureMin),
                precipitation: Precipitation(restType: day.precipitationType),
                precipitationChance: day.precipitationChance,
                precipitationAmount: .millimetres(day.precipitationAmount),
                snowfallAmount: .millimetres(day.snowfallAmount ?? 0), sun: sun,
                moon: MoonEvents(phase: phase, moonrise: day.moonrise, moonset: day.moonset),
                uvIndex: UVIndex(value: day.maxUvIndex),
                wind: daytime?.wind ?? Wind(directionDegrees: 0, speedKilometersPerHour: 0, gustKilometersPerHour: nil),
                daytimeForecast: daytime,
                overnightForecast: try day.overnightForecast.map {
                    try $0.model(at: path + ".overnightForecast", source: source)
                },
                restOfDayForecast: try day.restOfDayForecast.map {
                    try $0.model(at: path + ".restOfDayForecast", source: source)
                })
        }
        return Forecast(forecast: days, metadata: metadata.model)
    }
}

extension WeatherKitWire.DayPart {
    func model(at path: String, source: String) throws -> DayPartForecast {
        DayPartForecast(
            forecastStart: forecastStart, forecastEnd: forecastEnd, cloudCover: cloudCover,
            condition: try WeatherKitWire.condition(conditionCode, at: path + ".conditionCode", source: source),
            humidity: humidity, precipitation: Precipitation(restType: precipitationType),
            precipitationChance: precipitationChance,
            precipitationAmount: .millimetres(precipitationAmount),
            snowfallAmount: .millimetres(snowfallAmount ?? 0),
            wind: Wind(directionDegrees: windDirection, speedKilometersPerHour: windSpeed, gustKilometersPerHour: nil))
    }
}

extension WeatherKitWire.NextHour {
    /// The minute forecast, with each minute's precipitation kind taken from the summary period it falls in.
    var model: Forecast<MinuteWeather> {
        let periods = summary ?? []
        let minutes = self.minutes.map { minute in
            let period = periods.last {
                $0.startTime <= minute.startTime && ($0.endTime ?? .distantFuture) > minute.startTime
            }
            let kind = minute.precipitationIntensity > 0 ? Precipitation(restType: period?.condition ?? "rain") : .none
            return MinuteWeather(
                date: minute.startTime, precipitation: kind, precipitationChance: minute.precipitationChance,
                precipitationIntensity: WeatherKitWire.millimetresPerHour(minute.precipitationIntensity))
        }
        return Forecast(forecast: minutes, metadata: metadata.model)
    }
}

extension WeatherKitWire.Alerts {
    func model(source: String) throws -> [WeatherAlert] {
        try alerts.enumerated().map { index, alert in
            guard let url = URL(string: alert.detailsUrl) else {
                throw WeatherError.invalidResponse(
                    source: source, path: "weatherAlerts.alerts[\(index)].detailsUrl", expected: "a URL")
            }
            return WeatherAlert(
                summary: alert.description, detailsURL: url, source: alert.source, region: alert.areaName,
                severity: WeatherSeverity(rawValue: alert.severity.lowercased()) ?? .unknown, metadata: metadata.model)
        }
    }
}

extension WeatherKitWire.Changes {
    func model(source: String) throws -> WeatherChanges {
        let changes = try self.changes.enumerated().map { index, change in
            func direction(_ text: String, _ field: String) throws -> WeatherChange.Direction {
                guard let direction = WeatherChange.Direction(rawValue: text.lowercased()) else {
                    throw WeatherError.invalidResponse(
                        source: source, path: "weatherChanges.changes[\(index)].\(field)",
                        expected: "increase, decrease or steady")
                }
                return direction
            }
            return WeatherChange(
                date: change.forecastStart,
                highTemperature: try direction(change.maxTemperatureChange, "maxTemperatureChange"),
                lowTemperature: try direction(change.minTemperatureChange, "minTemperatureChange"),
                dayPrecipitationAmount: try direction(change.dayPrecipitationChange, "dayPrecipitationChange"),
                nightPrecipitationAmount: try direction(change.nightPrecipitationChange, "nightPrecipitationChange"))
        }
        return WeatherChanges(changes: changes, metadata: metadata.model)
    }
}

extension WeatherKitWire.Comparisons {
    func model(source: String) throws -> HistoricalComparisons {
        let comparisons = try self.comparisons.enumerated().map { index, comparison in
            let path = "historicalComparisons.comparisons[\(index)]"
            guard let deviation = Self.deviation(comparison.deviation) else {
                throw WeatherError.invalidResponse(
                    source: source, path: path + ".deviation",
                    expected: "muchHigher, higher, normal, lower or muchLower")
            }
            func trend<U: Dimension>(_ unit: U) -> Trend<U> {
                Trend(
                    baseline: Measurement(value: comparison.baselineValue, unit: unit),
                    baselineStartDate: comparison.baselineStartDate,
                    currentValue: Measurement(value: comparison.currentValue, unit: unit), deviation: deviation)
            }
            switch comparison.condition.lowercased() {
            case "temperature_max", "temperaturemax":
                return HistoricalComparison.highTemperature(trend(Units.celsius))
            case "temperature_min", "temperaturemin": return .lowTemperature(trend(Units.celsius))
            case "precipitation": return .precipitationAmount(trend(Units.millimeters))
            case "snowfall": return .snowfallAmount(trend(Units.millimeters))
            default:
                throw WeatherError.invalidResponse(
                    source: source, path: path + ".condition",
                    expected: "temperature_max, temperature_min, precipitation or snowfall")
            }
        }
        return HistoricalComparisons(comparisons: comparisons, metadata: metadata.model)
    }

    /// Deviation spellings seen on the wire ("muchHigher", "much_higher", "MUCH_HIGHER").
    static func deviation(_ text: String) -> Deviation? {
        let folded = text.lowercased().replacingOccurrences(of: "_", with: "")
        return Deviation.allCases.first { $0.rawValue.lowercased() == folded }
    }
}
