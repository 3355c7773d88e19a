import Foundation

/// Values some services do not send, derived by documented formulas so that every provider fills
/// the same WeatherKit-shaped model.
enum DerivedValues {
    /// The dew point (°C) from temperature (°C) and relative humidity (%), by the Magnus formula
    /// with Sonntag's constants (b = 17.62, c = 243.12 °C).
    static func dewPoint(temperature: Double, humidityPercent: Double) -> Double {
        let b = 17.62
        let c = 243.12
        let gamma = log(max(humidityPercent, 1) / 100) + b * temperature / (c + temperature)
        return c * gamma / (b - gamma)
    }

    /// The pressure trend from one reading to the next (hPa): beyond ±0.5 hPa it is rising or falling.
    static func pressureTrend(from earlier: Double?, to later: Double?) -> PressureTrend {
        guard let earlier, let later else { return .steady }
        if later - earlier > 0.5 { return .rising }
        if earlier - later > 0.5 { return .falling }
        return .steady
    }

    /// The moon's phase at `date` from its age in a mean synodic month (29.530588853 days) since the
    /// new moon of 2000-01-06 18:14 UTC: eight equal sectors, each centred on its named phase.
    static func moonPhase(at date: Date) -> MoonPhase {
        let synodicMonth = 29.530588853 * 86_400
        let age = date.timeIntervalSince(Date(timeIntervalSince1970: 947_182_440))
            .truncatingRemainder(dividingBy: synodicMonth)
        return moonPhase(fraction: (age < 0 ? age + synodicMonth : age) / synodicMonth)
    }

    /// The phase for a fraction of the lunation (0 and 1 new moon, 0.25 first quarter, 0.5 full);
    /// a value outside 0…1 is taken modulo one lunation.
    static func moonPhase(fraction: Double) -> MoonPhase {
        guard fraction.isFinite else { return .new }
        let cycle = fraction - fraction.rounded(.down)
        return MoonPhase.allCases[Int((cycle * 8 + 0.5).rounded(.down)) % 8]
    }

    /// A UV index from a decoded number: rounded, 0 for a value no index can have.
    static func uvIndex(_ value: Double) -> UVIndex {
        UVIndex(value: value.isFinite && (0...100).contains(value) ? Int(value.rounded()) : 0)
    }

    /// A whole code (a weather code) from a decoded number; nil when it is not one.
    static func code(_ value: Double) -> Int? {
        value.isFinite && abs(value) < 1_000_000 ? Int(exactly: value.rounded()) : nil
    }

    /// The kind of precipitation from amounts (mm of rain, cm or mm of snow) when no type is sent.
    static func precipitation(rain: Double, snow: Double) -> Precipitation {
        switch (rain > 0, snow > 0) {
        case (true, true): .mixed
        case (false, true): .snow
        case (true, false): .rain
        case (false, false): .none
        }
    }

    /// Fills each null with the last value before it (the first values, if null, with `initial`):
    /// a series' gaps do not become false zeros in between.
    static func carriedForward(_ values: [Double?], initial: Double) -> [Double] {
        var last = values.first(where: { $0 != nil }).flatMap { $0 } ?? initial
        return values.map { value in
            if let value { last = value }
            return last
        }
    }
}
