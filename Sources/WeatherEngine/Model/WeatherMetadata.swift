import Foundation

/// A place on Earth in WGS-84 degrees (the engine's stand-in for CoreLocation's `CLLocation`).
public struct WeatherLocation: Hashable, Codable, Sendable {
    /// Degrees north (−90…90).
    public let latitude: Double
    /// Degrees east (−180…180).
    public let longitude: Double

    /// Makes a location; use `validated` for user input.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// "39.9042,116.4074" (latitude first; spaces allowed), or nil when it is not two numbers.
    public init?(parsing text: String) {
        let numbers = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 2, let latitude = numbers[0], let longitude = numbers[1] else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// Whether both coordinates are in range.
    public var isValid: Bool { (-90...90).contains(latitude) && (-180...180).contains(longitude) }

    /// The great-circle distance to `other` in kilometres (haversine, mean Earth radius 6371.0088 km).
    public func distance(to other: WeatherLocation) -> Double {
        let radians = Double.pi / 180
        let dLat = (other.latitude - latitude) * radians
        let dLon = (other.longitude - longitude) * radians
        let a =
            sin(dLat / 2) * sin(dLat / 2)
            + cos(latitude * radians) * cos(other.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6371.0088 * asin(min(1, sqrt(a)))
    }
}

/// When a dataset was produced, until when it is good, and for where.
public struct WeatherMetadata: Equatable, Codable, Sendable {
    /// When the data was read from the provider.
    public let date: Date
    /// After this the data should be refreshed (the provider's `expireTime`).
    public let expirationDate: Date
    /// The location the data is for.
    public let location: WeatherLocation
    /// The place the data was recorded for, when it stands in for the place asked for (fixture data).
    public let recordedPlace: String?

    /// Makes metadata.
    public init(date: Date, expirationDate: Date, location: WeatherLocation, recordedPlace: String? = nil) {
        self.date = date
        self.expirationDate = expirationDate
        self.location = location
        self.recordedPlace = recordedPlace
    }

    /// The same validity period, starting at `date`, for `recordedPlace`.
    func rebased(to date: Date, recordedPlace: String?) -> WeatherMetadata {
        WeatherMetadata(
            date: date, expirationDate: date.addingTimeInterval(expirationDate.timeIntervalSince(self.date)),
            location: location, recordedPlace: recordedPlace)
    }
}

/// A series of forecast elements with their metadata (hours, days, minutes).
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
    /// The elements in time order.
    public let forecast: [Element]
    /// When and where the series was produced.
    public let metadata: WeatherMetadata

    /// Makes a forecast.
    public init(forecast: [Element], metadata: WeatherMetadata) {
        self.forecast = forecast
        self.metadata = metadata
    }

    /// The same elements with other metadata.
    func with(_ metadata: WeatherMetadata) -> Forecast {
        Forecast(forecast: forecast, metadata: metadata)
    }

    public var startIndex: Int { forecast.startIndex }
    public var endIndex: Int { forecast.endIndex }
    public subscript(position: Int) -> Element { forecast[position] }
}

extension Forecast: Equatable where Element: Equatable {}

extension Forecast: Codable where Element: Codable {}
