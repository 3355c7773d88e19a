import Foundation
import TextSupport

/// A city the user keeps: where it is (in the datum it was given in), its time zone, whether it
/// follows the device, and the weather last shown for it.
public struct SavedCity: Codable, Sendable, Equatable, Identifiable {
    public var id: UUID
    public var name: String
    public var latitude: Double
    public var longitude: Double
    public var datum: Datum
    public var timeZone: String
    /// Whether it is the "current location" city.
    public var isCurrent: Bool
    public var lastRefresh: Date?
    public var summary: CitySummary?

    /// A city with a new id.
    public init(
        id: UUID = UUID(), name: String, location: WeatherLocation, datum: Datum = .wgs84, timeZone: String,
        isCurrent: Bool = false
    ) {
        self.id = id
        self.name = name
        latitude = location.latitude
        longitude = location.longitude
        self.datum = datum
        self.timeZone = timeZone
        self.isCurrent = isCurrent
    }

    /// Where it is in WGS-84, the datum weather services take.
    public var wgs84: WeatherLocation {
        DatumConverter().convert(WeatherLocation(latitude: latitude, longitude: longitude), from: datum, to: .wgs84)
    }
}

/// The weather last shown for a city.
public struct CitySummary: Codable, Sendable, Equatable {
    public var temperatureCelsius: Double
    public var condition: WeatherCondition
    public var highCelsius: Double
    public var lowCelsius: Double
    /// When it stops being fresh.
    public var expiration: Date

    public init(
        temperatureCelsius: Double, condition: WeatherCondition, highCelsius: Double, lowCelsius: Double,
        expiration: Date
    ) {
        self.temperatureCelsius = temperatureCelsius
        self.condition = condition
        self.highCelsius = highCelsius
        self.lowCelsius = lowCelsius
        self.expiration = expiration
    }
}

/// The saved cities in one JSON file, in their order. Written atomically (temporary file, fsync,
/// rename), so a process killed mid-write leaves the old list; a damaged file is reported and left
/// as it is, never replaced by an empty list.
public struct CityStore: Sendable {
    public let path: String

    /// A store at `path`.
    public init(path: String) {
        self.path = path
    }

    private struct File: Codable {
        var version = 1
        var cities: [SavedCity]
    }

    /// The cities, in order; none when the file does not exist yet.
    public func load() throws -> [SavedCity] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WeatherError.unavailable(source: path, reason: "cannot read the saved cities")
        }
        do {
            _ = try JSONDocument(parsing: [UInt8](data))
        } catch {
            throw WeatherError.invalidResponse(
                source: path, path: "line \(error.line)", expected: error.expected + " (the file was left as it is)")
        }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode(File.self, from: data).cities
        } catch let error as DecodingError {
            throw WeatherKitDecoding.invalidResponse(error, source: path)
        }
    }

    /// Replaces the list.
    public func save(_ cities: [SavedCity]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(File(cities: cities))
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try AtomicFile.write(String(decoding: data, as: UTF8.self) + "\n", to: path)
    }
}
