import Foundation

/// A provider that also knows a place's climate: its monthly normals and what was observed on past
/// days. The service derives `dailyStatistics`, `hourlyStatistics`, `monthlyStatistics` and
/// `dailySummary` from them.
public protocol ClimateProvider: WeatherProvider {
    /// The climate of the place serving `location`.
    func climate(for location: WeatherLocation) async throws -> PlaceClimate
    /// What was observed on each local day starting in `interval` (days that have ended only).
    func observedDays(in interval: DateInterval, for location: WeatherLocation) async throws -> [DayObservation]
}

/// Monthly climate normals of a place, with the time zone its days and hours are counted in.
public struct PlaceClimate: Sendable, Equatable {
    /// Where the normals were taken (a recorded place may stand in for the location asked for).
    public var location: WeatherLocation
    /// The place's name when it stands in for the location asked for.
    public var recordedPlace: String?
    /// The time zone of the place's days.
    public var timeZone: TimeZone
    /// The start of the period the normals average over.
    public var baselineStartDate: Date
    /// Twelve months, January first.
    public var normals: ClimateNormals

    /// Makes a place's climate.
    public init(
        location: WeatherLocation, recordedPlace: String?, timeZone: TimeZone, baselineStartDate: Date,
        normals: ClimateNormals
    ) {
        self.location = location
        self.recordedPlace = recordedPlace
        self.timeZone = timeZone
        self.baselineStartDate = baselineStartDate
        self.normals = normals
    }
}

/// Twelve monthly averages of a place's weather (January first), in °C and mm.
public struct ClimateNormals: Sendable, Equatable, Codable {
    /// Mean daily high per month (°C).
    public var temperatureMax: [Double]
    /// Mean daily low per month (°C).
    public var temperatureMin: [Double]
    /// Mean precipitation per month (mm, liquid).
    public var precipitationAmount: [Double]
    /// Mean number of days with precipitation per month.
    public var precipitationDays: [Double]
    /// Mean snowfall per month (mm of snow).
    public var snowfallAmount: [Double]
    /// The day-to-day spread of temperature around the normal (one standard deviation, °C).
    public var temperatureSpread: Double

    /// Whether every series has twelve months and the numbers can be true (lows under highs, no
    /// negative amounts, no more wet days than days).
    public var isPlausible: Bool {
        let series = [temperatureMax, temperatureMin, precipitationAmount, precipitationDays, snowfallAmount]
        guard series.allSatisfy({ $0.count == 12 }), temperatureSpread >= 0 else { return false }
        return (0..<12).allSatisfy { month in
            temperatureMin[month] <= temperatureMax[month] && precipitationAmount[month] >= 0
                && snowfallAmount[month] >= 0 && (0...31).contains(precipitationDays[month])
        }
    }
}

/// What was observed on one past day.
public struct DayObservation: Sendable, Equatable {
    /// The day's start (local midnight).
    public var date: Date
    /// The lowest temperature (°C).
    public var lowTemperature: Double
    /// The highest temperature (°C).
    public var highTemperature: Double
    /// Precipitation (mm, liquid).
    public var precipitationAmount: Double
    /// Snowfall (mm of snow).
    public var snowfallAmount: Double

    /// Makes an observation.
    public init(
        date: Date, lowTemperature: Double, highTemperature: Double, precipitationAmount: Double,
        snowfallAmount: Double
    ) {
        self.date = date
        self.lowTemperature = lowTemperature
        self.highTemperature = highTemperature
        self.precipitationAmount = precipitationAmount
        self.snowfallAmount = snowfallAmount
    }
}
