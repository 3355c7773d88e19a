import Foundation

/// Reading each wire block from JSON, field for field.
extension WeatherKitWire.Metadata {
    init(_ json: JSONFields) throws {
        attributionURL = try json.optionalString("attributionURL")
        expireTime = try json.date("expireTime")
        latitude = try json.double("latitude")
        longitude = try json.double("longitude")
        readTime = try json.date("readTime")
        reportedTime = try json.optionalDate("reportedTime")
        providerName = try json.optionalString("providerName")
        units = try json.optionalString("units")
        version = try json.optionalInt("version")
    }
}

extension WeatherKitWire.Conditions {
    init(_ json: JSONFields) throws {
        cloudCover = try json.double("cloudCover")
        conditionCode = try json.string("conditionCode")
        daylight = try json.bool("daylight")
        humidity = try json.double("humidity")
        pressure = try json.double("pressure")
        pressureTrend = try json.string("pressureTrend")
        temperature = try json.double("temperature")
        temperatureApparent = try json.double("temperatureApparent")
        temperatureDewPoint = try json.double("temperatureDewPoint")
        uvIndex = try json.int("uvIndex")
        visibility = try json.double("visibility")
        windDirection = try json.double("windDirection")
        windGust = try json.optionalDouble("windGust")
        windSpeed = try json.double("windSpeed")
    }
}

extension WeatherKitWire.Current {
    init(_ json: JSONFields) throws {
        metadata = try WeatherKitWire.Metadata(json.object("metadata"))
        asOf = try json.date("asOf")
        precipitationIntensity = try json.double("precipitationIntensity")
        conditions = try WeatherKitWire.Conditions(json)
    }
}

extension WeatherKitWire.Hourly {
    init(_ json: JSONFields) throws {
        metadata = try WeatherKitWire.Metadata(json.object("metadata"))
        hours = try json.objects("hours").map(WeatherKitWire.Hour.init)
    }
}

extension WeatherKitWire.Hour {
    init(_ json: JSONFields) throws {
        forecastStart = try json.date("forecastStart")
        precipitationAmount = try json.double("precipitationAmount")
        precipitationChance = try json.double("precipitationChance")
        precipitationType = try json.string("precipitationType")
        precipitationIntensity = try json.optionalDouble("precipitationIntensity")
        snowfallAmount = try json.optionalDouble("snowfallAmount")
        conditions = try WeatherKitWire.Conditions(json)
    }
}

extension WeatherKitWire.Daily {
    init(_ json: JSONFields) throws {
        metadata = try WeatherKitWire.Metadata(json.object("metadata"))
        days = try json.objects("days").map(WeatherKitWire.Day.init)
    }
}

extension WeatherKitWire.Day {
    init(_ json: JSONFields) throws {
        forecastStart = try json.date("forecastStart")
        forecastEnd = try json.date("forecastEnd")
        conditionCode = try json.string("conditionCode")
        maxUvIndex = try json.int("maxUvIndex")
        moonPhase = try json.string("moonPhase")
        moonrise = try json.optionalDate("moonrise")
        moonset = try json.optionalDate("moonset")
        precipitationAmount = try json.double("precipitationAmount")
        precipitationChance = try json.double("precipitationChance")
        precipitationType = try json.string("precipitationType")
        snowfallAmount = try json.optionalDouble("snowfallAmount")
        solarMidnight = try json.optionalDate("solarMidnight")
        solarNoon = try json.optionalDate("solarNoon")
        sunrise = try json.optionalDate("sunrise")
        sunriseCivil = try json.optionalDate("sunriseCivil")
        sunriseNautical = try json.optionalDate("sunriseNautical")
        sunriseAstronomical = try json.optionalDate("sunriseAstronomical")
        sunset = try json.optionalDate("sunset")
        sunsetCivil = try json.optionalDate("sunsetCivil")
        sunsetNautical = try json.optionalDate("sunsetNautical")
        sunsetAstronomical = try json.optionalDate("sunsetAstronomical")
        temperatureMax = try json.double("temperatureMax")
        temperatureMin = try json.double("temperatureMin")
        daytimeForecast = try json.optionalObject("daytimeForecast").map(WeatherKitWire.DayPart.init)
        overnightForecast = try json.optionalObject("overnightForecast").map(WeatherKitWire.DayPart.init)
        restOfDayForecast = try json.optionalObject("restOfDayForecast").map(WeatherKitWire.DayPart.init)
    }
}

extension WeatherKitWire.DayPart {
    init(_ json: JSONFields) throws {
        forecastStart = try json.date("forecastStart")
        forecastEnd = try json.date("forecastEnd")
        cloudCover = try json.double("cloudCover")
        conditionCode = try json.string("conditionCode")
        humidity = try json.double("humidity")
        precipitationAmount = try json.double("precipitationAmount")
        precipitationChance = try json.double("precipitationChance")
        precipitationType = try json.string("precipitationType")
        snowfallAmount = try json.optionalDouble("snowfallAmount")
        windDirection = try json.double("windDirection")
        windSpeed = try json.double("windSpeed")
    }
}

extension WeatherKitWire.NextHour {
    init(_ json: JSONFields) throws {
        metadata = try WeatherKitWire.Metadata(json.object("metadata"))
        forecastStart = try json.optionalDate("forecastStart")
        forecastEnd = try json.optionalDate("forecastEnd")
        minutes = try json.objects("minutes").map { minute in
            WeatherKitWire.Minute(
                startTime: try minute.date("startTime"), precipitationChance: try minute.double("precipitationChance"),
                precipitationIntensity: try minute.double("precipitationIntensity"))
        }
        summary =
            try json.has("summary")
            ? json.objects("summary").map { period in
                WeatherKitWire.MinuteSummary(
                    startTime: try period.date("startTime"), endTime: try period.optionalDate("endTime"),
                    condition: try period.string("condition"),
                    precipitationChance: try period.double("precipitationChance"),
                    precipitationIntensity: try period.double("precipitationIntensity"))
            } : nil
    }
}

extension WeatherKitWire.Alerts {
    init(_ json: JSONFields) throws {
        metadata = try WeatherKitWire.Metadata(json.object("metadata"))
        detailsUrl = try json.optionalString("detailsUrl")
        alerts = try json.objects("alerts").map { alert in
            WeatherKitWire.Alert(
                id: try alert.string("id"), areaName: try alert.optionalString("areaName"),
                description: try alert.string("description"), detailsUrl: try alert.string("detailsUrl"),
                severity: try alert.string("severity"), source: try alert.string("source"),
                effectiveTime: try alert.optionalDate("effectiveTime"), expireTime: try alert.optionalDate("expireTime")
            )
        }
    }
}

extension WeatherKitWire.Changes {
    init(_ json: JSONFields) throws {
        metadata = try WeatherKitWire.Metadata(json.object("metadata"))
        changes = try json.objects("changes").map { change in
            WeatherKitWire.Change(
                forecastStart: try change.date("forecastStart"),
                maxTemperatureChange: try change.string("maxTemperatureChange"),
                minTemperatureChange: try change.string("minTemperatureChange"),
                dayPrecipitationChange: try change.string("dayPrecipitationChange"),
                nightPrecipitationChange: try change.string("nightPrecipitationChange"))
        }
    }
}

extension WeatherKitWire.Comparisons {
    init(_ json: JSONFields) throws {
        metadata = try WeatherKitWire.Metadata(json.object("metadata"))
        comparisons = try json.objects("comparisons").map { comparison in
            WeatherKitWire.Comparison(
                condition: try comparison.string("condition"), baselineValue: try comparison.double("baselineValue"),
                baselineStartDate: try comparison.date("baselineStartDate"),
                currentValue: try comparison.double("currentValue"), deviation: try comparison.string("deviation"))
        }
    }
}
