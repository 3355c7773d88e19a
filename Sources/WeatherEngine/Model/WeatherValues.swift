import Foundation

/// The kind of precipitation.
public enum Precipitation: String, CaseIterable, Codable, Sendable {
    /// No precipitation, and the other kinds.
    case none, hail, mixed, rain, sleet, snow

    /// The kind for a REST `precipitationType` ("clear" means none; "precipitation" an unknown kind, taken as rain).
    public init(restType: String) {
        switch restType.lowercased() {
        case "clear", "": self = .none
        case "hail": self = .hail
        case "mixed": self = .mixed
        case "sleet": self = .sleet
        case "snow": self = .snow
        default: self = .rain
        }
    }
}

/// Where air pressure is heading.
public enum PressureTrend: String, CaseIterable, Codable, Sendable {
    /// Rising, falling or steady pressure.
    case rising, falling, steady
}

/// The phase of the moon.
public enum MoonPhase: String, CaseIterable, Codable, Sendable {
    /// The eight phases, from new moon round to new moon.
    case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent

    /// The phase for a REST `moonPhase` (REST says "thirdQuarter" where WeatherKit says `.lastQuarter`).
    public init?(restPhase: String) {
        self.init(rawValue: restPhase == "thirdQuarter" ? "lastQuarter" : restPhase)
    }
}

/// The UV index and its exposure category.
public struct UVIndex: Equatable, Codable, Sendable {
    /// The exposure categories and their ranges.
    public enum ExposureCategory: String, CaseIterable, Codable, Sendable {
        /// 0–2, 3–5, 6–7, 8–10 and 11+.
        case low, moderate, high, veryHigh, extreme

        /// The index values in this category.
        public var rangeValue: ClosedRange<Int> {
            switch self {
            case .low: 0...2
            case .moderate: 3...5
            case .high: 6...7
            case .veryHigh: 8...10
            case .extreme: 11...Int.max
            }
        }
    }

    /// The index (0 at night).
    public let value: Int
    /// Its category.
    public let category: ExposureCategory

    /// The index with its category derived from the value.
    public init(value: Int) {
        self.value = value
        category = ExposureCategory.allCases.first { $0.rangeValue.contains(max(0, value)) } ?? .low
    }
}

/// Wind: where it comes from, how fast, and its gusts.
public struct Wind: Equatable, Codable, Sendable {
    /// The 16 compass points the wind can come from.
    public enum CompassDirection: String, CaseIterable, Codable, Sendable {
        /// Clockwise from north.
        case north, northNortheast, northeast, eastNortheast, east, eastSoutheast, southeast, southSoutheast
        case south, southSouthwest, southwest, westSouthwest, west, westNorthwest, northwest, northNorthwest

        /// The point for a bearing in degrees from true north (22.5° sectors).
        public init(degrees: Double) {
            guard degrees.isFinite else {
                self = .north
                return
            }
            let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
            self = Self.allCases[Int((normalized / 22.5).rounded()) % 16]
        }

        /// "N", "NNE", "NE", ...
        public var abbreviation: String {
            ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"][
                Self.allCases.firstIndex(of: self)!]
        }
    }

    /// The compass point the wind comes from.
    public let compassDirection: CompassDirection
    /// The bearing it comes from, from true north.
    public let direction: Measurement<UnitAngle>
    /// The sustained speed.
    public let speed: Measurement<UnitSpeed>
    /// The gust speed, when known.
    public let gust: Measurement<UnitSpeed>?

    /// Wind from a bearing in degrees and speeds in km/h (the REST units).
    public init(directionDegrees: Double, speedKilometersPerHour: Double, gustKilometersPerHour: Double?) {
        compassDirection = CompassDirection(degrees: directionDegrees)
        direction = Measurement(value: directionDegrees, unit: Units.degrees)
        speed = Measurement(value: speedKilometersPerHour, unit: Units.kilometersPerHour)
        gust = gustKilometersPerHour.map { Measurement(value: $0, unit: Units.kilometersPerHour) }
    }
}

/// Sun events of a day (nil where the sun does not rise or set).
public struct SunEvents: Equatable, Codable, Sendable {
    /// Sun 18° below the horizon, rising.
    public var astronomicalDawn: Date?
    /// Sun 12° below the horizon, rising.
    public var nauticalDawn: Date?
    /// Sun 6° below the horizon, rising.
    public var civilDawn: Date?
    /// Sunrise.
    public var sunrise: Date?
    /// The sun at its highest.
    public var solarNoon: Date?
    /// Sunset.
    public var sunset: Date?
    /// Sun 6° below the horizon, setting.
    public var civilDusk: Date?
    /// Sun 12° below the horizon, setting.
    public var nauticalDusk: Date?
    /// Sun 18° below the horizon, setting.
    public var astronomicalDusk: Date?
    /// The sun at its lowest.
    public var solarMidnight: Date?

    /// No events known.
    public init() {}
}

/// Moon phase and rise and set times of a day.
public struct MoonEvents: Equatable, Codable, Sendable {
    /// The phase.
    public let phase: MoonPhase
    /// When the moon rises, if it does that day.
    public let moonrise: Date?
    /// When it sets, if it does that day.
    public let moonset: Date?

    /// Makes moon events.
    public init(phase: MoonPhase, moonrise: Date?, moonset: Date?) {
        self.phase = phase
        self.moonrise = moonrise
        self.moonset = moonset
    }
}
