import Foundation
import ToolSupport
import WeatherEngine

/// The provider `lit weather` asks, and how it finds PLACE: the fixture provider knows its recorded
/// cities; the real services take any LAT,LON or a city of the gazetteer, whose nearest city also
/// gives the time zone and country they need.
struct WeatherSource {
    let provider: any WeatherProvider
    /// The location, display name and time zone for a PLACE argument.
    let resolve: (String, WeatherLanguage) throws -> (WeatherLocation, String, TimeZone)

    /// The provider named by `--provider` (default fixture), pointed at `--endpoint` if given.
    static func make(_ arguments: ParsedArguments, console: Console, clock: any WeatherClock) throws -> WeatherSource {
        let name = arguments.value("provider") ?? "fixture"
        let endpoint = arguments.value("endpoint")
        if name == "fixture" {
            guard endpoint == nil else {
                throw UsageError("--endpoint: the fixture provider reads files, not a server")
            }
            let folder = try DataFolder.locate(environment: console.environment).weather
            let provider = try FixtureProvider(directory: folder, clock: clock)
            return WeatherSource(provider: provider) {
                try resolve($0, provider: provider, language: $1)
            }
        }
        guard let service = HTTPService(rawValue: name) else {
            let names = ["fixture"] + HTTPService.allCases.map(\.rawValue)
            throw UsageError("--provider: expected one of \(names.joined(separator: ", ")), got '\(name)'")
        }
        let gazetteer = try Gazetteer(path: try DataFolder.locate(environment: console.environment).cities)
        let provider = try HTTPProvider(
            service,
            settings: HTTPProviderSettings(
                endpoint: endpoint, environment: console.environment, clock: clock,
                places: { location in
                    let city = gazetteer.nearest(to: location)
                    return PlaceContext(
                        timeZone: city.flatMap { TimeZone(identifier: $0.timeZone) } ?? .gmt, countryCode: city?.country
                    )
                }))
        return WeatherSource(provider: provider) { text, language in
            try resolve(text, in: gazetteer, language: language)
        }
    }

    /// A recorded place of the fixture provider: LAT,LON near one, or its name.
    private static func resolve(_ text: String, provider: FixtureProvider, language: WeatherLanguage) throws
        -> (WeatherLocation, String, TimeZone)
    {
        if let location = WeatherLocation(parsing: text) {
            guard location.isValid else {
                throw WeatherError.invalidLocation(latitude: location.latitude, longitude: location.longitude)
            }
            let place = try provider.place(for: location)
            return (location, text, TimeZone(identifier: place.timeZone) ?? .gmt)
        }
        guard let place = provider.places.first(where: { $0.isNamed(text) }) else {
            let known = provider.places.map { "\($0.nameZh) \($0.name)" }.joined(separator: ", ")
            throw UsageError("unknown place '\(text)': expected LAT,LON or one of \(known)")
        }
        let name = language == .zh ? "\(place.nameZh) \(place.name)" : "\(place.name) \(place.nameZh)"
        return (place.location, name, TimeZone(identifier: place.timeZone) ?? .gmt)
    }

    /// LAT,LON (time zone of the nearest city) or a city of the gazetteer, best match first.
    private static func resolve(_ text: String, in gazetteer: Gazetteer, language: WeatherLanguage) throws
        -> (WeatherLocation, String, TimeZone)
    {
        if let location = WeatherLocation(parsing: text) {
            guard location.isValid else {
                throw WeatherError.invalidLocation(latitude: location.latitude, longitude: location.longitude)
            }
            let zone = gazetteer.nearest(to: location).flatMap { TimeZone(identifier: $0.timeZone) } ?? .gmt
            return (location, text, zone)
        }
        guard let city = gazetteer.search(text, limit: 1).first else {
            throw UsageError("unknown place '\(text)': expected LAT,LON or a city name (try lit city search \(text))")
        }
        let chinese = city.chineseNames.first
        let name =
            language == .zh
            ? [chinese, city.name].compactMap { $0 }.joined(separator: " ")
            : [city.name, chinese].compactMap { $0 }.joined(separator: " ")
        return (city.location, name, TimeZone(identifier: city.timeZone) ?? .gmt)
    }
}
