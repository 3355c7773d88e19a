import Foundation
import TextSupport

/// The fixture provider's climate: the monthly normals in `normals.json`, and past days synthesized
/// from them with a generator seeded by place and date, so a day reads the same on every run.
extension FixtureProvider: ClimateProvider {
    public func climate(for location: WeatherLocation) async throws -> PlaceClimate {
        guard location.isValid else {
            throw WeatherError.invalidLocation(latitude: location.latitude, longitude: location.longitude)
        }
        try await latency.wait()
        let place = try place(for: location)
        let file = try FixtureNormalsFile(directory: directory)
        guard let normals = file.places[place.slug] else {
            throw WeatherError.invalidResponse(
                source: FixtureNormalsFile.source, path: "places.\(place.slug)", expected: "the normals of this place")
        }
        guard normals.isPlausible else {
            throw WeatherError.invalidResponse(
                source: FixtureNormalsFile.source, path: "places.\(place.slug)",
                expected: "twelve months each, lows under highs, no negative amounts, at most 31 wet days")
        }
        return PlaceClimate(
            location: place.location, recordedPlace: recordedPlaceName(place, standingInFor: location),
            timeZone: TimeZone(identifier: place.timeZone) ?? .gmt, baselineStartDate: file.baselineStartDate,
            normals: normals)
    }

    public func observedDays(in interval: DateInterval, for location: WeatherLocation) async throws
        -> [DayObservation]
    {
        let climate = try await climate(for: location)
        let model = ClimateModel(climate)
        let seed = Self.seed(for: try place(for: location).slug)
        return model.days(in: interval).map { Self.observation(of: model.day(startingAt: $0), seed: seed, model) }
    }

    /// One synthetic past day: the normal day moved by a shared anomaly of about one spread, with
    /// precipitation on as many days as the normals say and snow when it is cold enough.
    static func observation(of day: ClimateModel.Day, seed: UInt64, _ model: ClimateModel) -> DayObservation {
        let dayNumber = UInt64(bitPattern: Int64((day.date.timeIntervalSince1970 / 86_400).rounded(.down)))
        let random = SeededGenerator(seed: seed ^ (dayNumber &* 0x9E37_79B9_7F4A_7C15))
        let anomaly = random.nextGaussian() * model.normals.temperatureSpread
        let low = day.low + anomaly + 0.5 * random.nextGaussian()
        let high = max(day.high + anomaly + 0.8 * random.nextGaussian(), low + 1)
        let wet = random.nextUnit() < day.precipitationProbability
        let amount =
            wet ? -log(random.nextUnit()) * day.precipitationAmount / max(day.precipitationProbability, 0.01) : 0
        let snowShare = min(max((3 - (low + high) / 2) / 8, 0), 1)
        func tenth(_ value: Double) -> Double { (value * 10).rounded() / 10 }
        return DayObservation(
            date: day.date, lowTemperature: tenth(low), highTemperature: tenth(high),
            precipitationAmount: tenth(amount),
            snowfallAmount: tenth(amount * snowShare * 10))
    }

    /// A seed from the place's slug (FNV-1a), so places differ.
    static func seed(for slug: String) -> UInt64 {
        FNV1a.hash([slug])
    }
}

/// `normals.json`: the baseline start and each place's monthly normals.
struct FixtureNormalsFile: Decodable {
    static let source = "Fixtures/weather/normals.json"
    let baselineStartDate: Date
    let places: [String: ClimateNormals]

    private enum CodingKeys: String, CodingKey {
        case baselineStartDate, places
    }

    init(directory: String) throws {
        guard let data = FileManager.default.contents(atPath: directory + "/normals.json") else {
            throw WeatherError.unavailable(source: Self.source, reason: "cannot read the climate normals")
        }
        do {
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch let error as DecodingError {
            throw WeatherKitDecoding.invalidResponse(error, source: Self.source)
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .baselineStartDate)
        guard let date = ISO8601Time.parse(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .baselineStartDate, in: container,
                debugDescription: "an ISO 8601 time like 1991-01-01T00:00:00Z")
        }
        baselineStartDate = date
        places = try container.decode([String: ClimateNormals].self, forKey: .places)
    }
}
