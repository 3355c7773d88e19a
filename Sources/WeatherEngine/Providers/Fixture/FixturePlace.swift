import Foundation

/// A place with a recorded response in `Fixtures/weather/` (an entry of `places.json`).
public struct FixturePlace: Codable, Equatable, Sendable {
    /// The file name without `.json` ("hong-kong").
    public let slug: String
    /// The English name.
    public let name: String
    /// The Chinese name.
    public let nameZh: String
    /// Degrees north.
    public let latitude: Double
    /// Degrees east.
    public let longitude: Double
    /// The IANA time zone days are rolled up in.
    public let timeZone: String
    /// ISO 3166-1 alpha-2.
    public let countryCode: String

    /// Where it is.
    public var location: WeatherLocation { WeatherLocation(latitude: latitude, longitude: longitude) }

    /// Whether `text` names this place, in English or Chinese (case and spaces ignored).
    public func isNamed(_ text: String) -> Bool {
        let folded = text.lowercased().replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "")
        return [name, nameZh, slug].contains {
            $0.lowercased().replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "") == folded
        } || (nameZh.hasSuffix("市") == false && folded == nameZh + "市")
    }
}
