// Over 300 lines on purpose: every model type's writer and reader of the binary form are in this one
// file, in the same order, so that a field added to one side is seen to be missing from the other.
import Foundation

/// Each model type's fields in the disk cache's binary form (see `CacheBody`).
extension CacheBodyWriter {
    mutating func write(_ metadata: WeatherMetadata) {
        date(metadata.date)
        date(metadata.expirationDate)
        double(metadata.location.latitude)
        double(metadata.location.longitude)
        optional(metadata.recordedPlace) { $0.string($1) }
    }

    mutating func write(_ wind: Wind) {
        measure(wind.direction, in: Units.degrees)
        measure(wind.speed, in: Units.kilometersPerHour)
        optional(wind.gust) { $0.measure($1, in: Units.kilometersPerHour) }
    }

    mutating func write(_ now: CurrentWeather) {
        date(now.date)
        measure(now.temperature, in: Units.celsius)
        measure(now.apparentTemperature, in: Units.celsius)
        measure(now.dewPoint, in: Units.celsius)
        double(now.humidity)
        measure(now.pressure, in: Units.millibars)
        name(now.pressureTrend)
        name(now.condition)
        write(now.wind)
        int(now.uvIndex.value)
        measure(now.visibility, in: Units.meters)
        double(now.cloudCover)
        bool(now.isDaylight)
        measure(now.precipitationIntensity, in: Units.metersPerSecond)
        write(now.metadata)
    }

    mutating func write(_ hour: HourWeather) {
        date(hour.date)
        measure(hour.temperature, in: Units.celsius)
        measure(hour.apparentTemperature, in: Units.celsius)
        measure(hour.dewPoint, in: Units.celsius)
        double(hour.humidity)
        measure(hour.pressure, in: Units.millibars)
        name(hour.pressureTrend)
        name(hour.condition)
        double(hour.cloudCover)
        bool(hour.isDaylight)
        name(hour.precipitation)
        double(hour.precipitationChance)
        measure(hour.precipitationAmount, in: Units.millimeters)
        measure(hour.snowfallAmount, in: Units.millimeters)
        int(hour.uvIndex.value)
        measure(hour.visibility, in: Units.meters)
        write(hour.wind)
    }

    mutating func write(_ part: DayPartForecast) {
        date(part.forecastStart)
        date(part.forecastEnd)
        double(part.cloudCover)
        name(part.condition)
        double(part.humidity)
        name(part.precipitation)
        double(part.precipitationChance)
        measure(part.precipitationAmount, in: Units.millimeters)
        measure(part.snowfallAmount, in: Units.millimeters)
        write(part.wind)
    }

    mutating func write(_ day: DayWeather) {
        date(day.date)
        name(day.condition)
        measure(day.highTemperature, in: Units.celsius)
        measure(day.lowTemperature, in: Units.celsius)
        name(day.precipitation)
        double(day.precipitationChance)
        measure(day.precipitationAmount, in: Units.millimeters)
        measure(day.snowfallAmount, in: Units.millimeters)
        let sun = day.sun
        for event in [
            sun.astronomicalDawn, sun.nauticalDawn, sun.civilDawn, sun.sunrise, sun.solarNoon, sun.sunset,
            sun.civilDusk, sun.nauticalDusk, sun.astronomicalDusk, sun.solarMidnight,
        ] { optional(event) { $0.date($1) } }
        name(day.moon.phase)
        optional(day.moon.moonrise) { $0.date($1) }
        optional(day.moon.moonset) { $0.date($1) }
        int(day.uvIndex.value)
        write(day.wind)
        for part in [day.daytimeForecast, day.overnightForecast, day.restOfDayForecast] {
            optional(part) { $0.write($1) }
        }
    }

    mutating func write(_ minute: MinuteWeather) {
        date(minute.date)
        name(minute.precipitation)
        double(minute.precipitationChance)
        measure(minute.precipitationIntensity, in: Units.metersPerSecond)
    }

    mutating func write<Element>(_ forecast: Forecast<Element>, _ element: (inout CacheBodyWriter, Element) -> Void) {
        array(forecast.forecast, element)
        write(forecast.metadata)
    }

    mutating func write(_ forecast: Forecast<HourWeather>) { write(forecast) { $0.write($1) } }
    mutating func write(_ forecast: Forecast<DayWeather>) { write(forecast) { $0.write($1) } }
    mutating func write(_ forecast: Forecast<MinuteWeather>) { write(forecast) { $0.write($1) } }

    mutating func write(_ alert: WeatherAlert) {
        string(alert.summary)
        string(alert.detailsURL.absoluteString)
        string(alert.source)
        optional(alert.region) { $0.string($1) }
        name(alert.severity)
        write(alert.metadata)
    }

    mutating func write(_ changes: WeatherChanges) {
        array(changes.changes) { writer, change in
            writer.date(change.date)
            for direction in [
                change.highTemperature, change.lowTemperature, change.dayPrecipitationAmount,
                change.nightPrecipitationAmount,
            ] { writer.name(direction) }
        }
        write(changes.metadata)
    }

    mutating func write(_ comparisons: HistoricalComparisons) {
        array(comparisons.comparisons) { writer, comparison in
            switch comparison {
            case .highTemperature(let trend): writer.write(0, trend, Units.celsius)
            case .lowTemperature(let trend): writer.write(1, trend, Units.celsius)
            case .precipitationAmount(let trend): writer.write(2, trend, Units.millimeters)
            case .snowfallAmount(let trend): writer.write(3, trend, Units.millimeters)
            }
        }
        write(comparisons.metadata)
    }

    private mutating func write<U: Dimension>(_ kind: Int, _ trend: Trend<U>, _ unit: U) {
        int(kind)
        measure(trend.baseline, in: unit)
        date(trend.baselineStartDate)
        measure(trend.currentValue, in: unit)
        name(trend.deviation)
    }
}

extension WeatherMetadata {
    init(_ reader: inout CacheBodyReader) throws {
        self.init(
            date: try reader.date(), expirationDate: try reader.date(),
            location: WeatherLocation(latitude: try reader.double(), longitude: try reader.double()),
            recordedPlace: try reader.optional { try $0.string() })
    }
}

extension Wind {
    init(_ reader: inout CacheBodyReader) throws {
        self.init(
            directionDegrees: try reader.double(), speedKilometersPerHour: try reader.double(),
            gustKilometersPerHour: try reader.optional { try $0.double() })
    }
}

extension CurrentWeather {
    init(_ reader: inout CacheBodyReader) throws {
        self.init(
            date: try reader.date(), temperature: try reader.measure(Units.celsius),
            apparentTemperature: try reader.measure(Units.celsius), dewPoint: try reader.measure(Units.celsius),
            humidity: try reader.double(), pressure: try reader.measure(Units.millibars),
            pressureTrend: try reader.name(), condition: try reader.name(), wind: try Wind(&reader),
            uvIndex: UVIndex(value: try reader.int()), visibility: try reader.measure(Units.meters),
            cloudCover: try reader.double(), isDaylight: try reader.bool(),
            precipitationIntensity: try reader.measure(Units.metersPerSecond), metadata: try WeatherMetadata(&reader))
    }
}

extension HourWeather {
    init(_ reader: inout CacheBodyReader) throws {
        self.init(
            date: try reader.date(), temperature: try reader.measure(Units.celsius),
            apparentTemperature: try reader.measure(Units.celsius), dewPoint: try reader.measure(Units.celsius),
            humidity: try reader.double(), pressure: try reader.measure(Units.millibars),
            pressureTrend: try reader.name(), condition: try reader.name(), cloudCover: try reader.double(),
            isDaylight: try reader.bool(), precipitation: try reader.name(), precipitationChance: try reader.double(),
            precipitationAmount: try reader.measure(Units.millimeters),
            snowfallAmount: try reader.measure(Units.millimeters), uvIndex: UVIndex(value: try reader.int()),
            visibility: try reader.measure(Units.meters), wind: try Wind(&reader))
    }
}

extension DayPartForecast {
    init(_ reader: inout CacheBodyReader) throws {
        self.init(
            forecastStart: try reader.date(), forecastEnd: try reader.date(), cloudCover: try reader.double(),
            condition: try reader.name(), humidity: try reader.double(), precipitation: try reader.name(),
            precipitationChance: try reader.double(), precipitationAmount: try reader.measure(Units.millimeters),
            snowfallAmount: try reader.measure(Units.millimeters), wind: try Wind(&reader))
    }
}

extension DayWeather {
    init(_ reader: inout CacheBodyReader) throws {
        let date = try reader.date()
        let condition: WeatherCondition = try reader.name()
        let high = try reader.measure(Units.celsius)
        let low = try reader.measure(Units.celsius)
        let precipitation: Precipitation = try reader.name()
        let chance = try reader.double()
        let amount = try reader.measure(Units.millimeters)
        let snowfall = try reader.measure(Units.millimeters)
        var events: [Date?] = []
        for _ in 0..<10 { events.append(try reader.optional { try $0.date() }) }
        var sun = SunEvents()
        (sun.astronomicalDawn, sun.nauticalDawn, sun.civilDawn, sun.sunrise, sun.solarNoon) =
            (events[0], events[1], events[2], events[3], events[4])
        (sun.sunset, sun.civilDusk, sun.nauticalDusk, sun.astronomicalDusk, sun.solarMidnight) =
            (events[5], events[6], events[7], events[8], events[9])
        let moon = MoonEvents(
            phase: try reader.name(), moonrise: try reader.optional { try $0.date() },
            moonset: try reader.optional { try $0.date() })
        self.init(
            date: date, condition: condition, highTemperature: high, lowTemperature: low, precipitation: precipitation,
            precipitationChance: chance, precipitationAmount: amount, snowfallAmount: snowfall, sun: sun, moon: moon,
            uvIndex: UVIndex(value: try reader.int()), wind: try Wind(&reader),
            daytimeForecast: try reader.optional { try DayPartForecast(&$0) },
            overnightForecast: try reader.optional { try DayPartForecast(&$0) },
            restOfDayForecast: try reader.optional { try DayPartForecast(&$0) })
    }
}

extension MinuteWeather {
    init(_ reader: inout CacheBodyReader) throws {
        self.init(
            date: try reader.date(), precipitation: try reader.name(), precipitationChance: try reader.double(),
            precipitationIntensity: try reader.measure(Units.metersPerSecond))
    }
}

extension Forecast where Element == HourWeather {
    init(_ reader: inout CacheBodyReader) throws {
        self.init(forecast: try reader.array { try HourWeather(&$0) }, metadata: try WeatherMetadata(&reader))
    }
}

extension Forecast where Element == DayWeather {
    init(_ reader: inout CacheBodyReader) throws {
        self.init(forecast: try reader.array { try DayWeather(&$0) }, metadata: try WeatherMetadata(&reader))
    }
}

extension Forecast where Element == MinuteWeather {
    init(_ reader: inout CacheBodyReader) throws {
        self.init(forecast: try reader.array { try MinuteWeather(&$0) }, metadata: try WeatherMetadata(&reader))
    }
}

extension WeatherAlert {
    init(_ reader: inout CacheBodyReader) throws {
        let summary = try reader.string()
        guard let url = URL(string: try reader.string()) else { throw CacheBodyError() }
        self.init(
            summary: summary, detailsURL: url, source: try reader.string(),
            region: try reader.optional { try $0.string() }, severity: try reader.name(),
            metadata: try WeatherMetadata(&reader))
    }
}

extension WeatherChanges {
    init(_ reader: inout CacheBodyReader) throws {
        let changes = try reader.array { reader in
            WeatherChange(
                date: try reader.date(), highTemperature: try reader.name(), lowTemperature: try reader.name(),
                dayPrecipitationAmount: try reader.name(), nightPrecipitationAmount: try reader.name())
        }
        self.init(changes: changes, metadata: try WeatherMetadata(&reader))
    }
}

extension HistoricalComparisons {
    init(_ reader: inout CacheBodyReader) throws {
        let comparisons = try reader.array { reader -> HistoricalComparison in
            func trend<U: Dimension>(_ unit: U) throws -> Trend<U> {
                Trend(
                    baseline: try reader.measure(unit), baselineStartDate: try reader.date(),
                    currentValue: try reader.measure(unit), deviation: try reader.name())
            }
            switch try reader.int() {
            case 0: return .highTemperature(try trend(Units.celsius))
            case 1: return .lowTemperature(try trend(Units.celsius))
            case 2: return .precipitationAmount(try trend(Units.millimeters))
            case 3: return .snowfallAmount(try trend(Units.millimeters))
            default: throw CacheBodyError()
            }
        }
        self.init(comparisons: comparisons, metadata: try WeatherMetadata(&reader))
    }
}
