import Foundation

/// The coordinate systems maps in China use: WGS-84 (GPS, the weather services), GCJ-02 (the
/// offset national maps must apply) and BD-09 (Baidu's further offset of GCJ-02).
public enum Datum: String, CaseIterable, Sendable, Codable {
    case wgs84, gcj02, bd09
}

/// Where a point must be offset: the GCJ-02 offset applies inside China only. Pluggable, as the
/// published rules differ (a bounding box by default; a polygon for the border regions).
public protocol ChinaRegion: Sendable {
    /// Whether the point (degrees) lies where GCJ-02 applies.
    func contains(latitude: Double, longitude: Double) -> Bool
}

/// The common bounding box 72.004–137.8347 E, 0.8293–55.8271 N (eviltransform, gcoord, PRCoords):
/// coarse (it takes in Taiwan, Korea, Japan's west and parts of South-East Asia), but the one the
/// shared test vectors assume.
public struct ChinaBoundingBox: ChinaRegion {
    /// The box.
    public init() {}

    public func contains(latitude: Double, longitude: Double) -> Bool {
        (72.004...137.8347).contains(longitude) && (0.8293...55.8271).contains(latitude)
    }
}

/// A polygon in (latitude, longitude) vertices, tested by ray casting: for a tighter border.
public struct ChinaPolygon: ChinaRegion {
    /// The vertices, in order.
    public let vertices: [(latitude: Double, longitude: Double)]

    /// A region bounded by `vertices`.
    public init(vertices: [(latitude: Double, longitude: Double)]) {
        self.vertices = vertices
    }

    public func contains(latitude: Double, longitude: Double) -> Bool {
        var inside = false
        var previous = vertices.count - 1
        for current in vertices.indices {
            let (a, b) = (vertices[current], vertices[previous])
            if (a.latitude > latitude) != (b.latitude > latitude)
                && longitude < (b.longitude - a.longitude) * (latitude - a.latitude) / (b.latitude - a.latitude)
                    + a.longitude
            {
                inside.toggle()
            }
            previous = current
        }
        return inside
    }
}

/// Converts points between WGS-84, GCJ-02 and BD-09 with the standard constants (Krasovsky 1940
/// a = 6378245, e² = 0.00669342162296594323; x_pi = π·3000/180). GCJ-02 → WGS-84 iterates the
/// forward transform to 1e-10 degrees (at most 10 rounds) instead of the one-step approximation,
/// which is off by up to 4 m; BD-09 → GCJ-02 is the standard closed form (a round trip through
/// BD-09 is within 0.2 m, and the published vectors assume it). Points outside `region` pass
/// through unchanged.
public struct DatumConverter: Sendable {
    let region: any ChinaRegion

    /// A converter that applies the offsets inside `region`.
    public init(region: any ChinaRegion = ChinaBoundingBox()) {
        self.region = region
    }

    /// `location` (in `from`) in `to`.
    public func convert(_ location: WeatherLocation, from: Datum, to: Datum) -> WeatherLocation {
        guard from != to, region.contains(latitude: location.latitude, longitude: location.longitude) else {
            return location
        }
        let gcj: WeatherLocation
        switch from {
        case .wgs84: gcj = Self.wgsToGCJ(location)
        case .gcj02: gcj = location
        case .bd09: gcj = Self.bdToGCJ(location)
        }
        switch to {
        case .gcj02: return gcj
        case .bd09: return Self.gcjToBD(gcj)
        case .wgs84: return from == .wgs84 ? location : Self.gcjToWGS(gcj)
        }
    }

    static let a = 6_378_245.0
    static let ee = 0.00669342162296594323
    static let xPi = Double.pi * 3000 / 180

    /// The GCJ-02 offset added to a WGS-84 point (no region test).
    static func wgsToGCJ(_ point: WeatherLocation) -> WeatherLocation {
        let x = point.longitude - 105
        let y = point.latitude - 35
        let common = (20 * sin(6 * x * .pi) + 20 * sin(2 * x * .pi)) * 2 / 3
        let latitudeMetres =
            -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * sqrt(abs(x)) + common
            + (20 * sin(y * .pi) + 40 * sin(y / 3 * .pi)) * 2 / 3
            + (160 * sin(y / 12 * .pi) + 320 * sin(y * .pi / 30)) * 2 / 3
        let longitudeMetres =
            300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * sqrt(abs(x)) + common
            + (20 * sin(x * .pi) + 40 * sin(x / 3 * .pi)) * 2 / 3
            + (150 * sin(x / 12 * .pi) + 300 * sin(x / 30 * .pi)) * 2 / 3
        let phi = point.latitude / 180 * .pi
        let m = 1 - ee * sin(phi) * sin(phi)
        let dLatitude = latitudeMetres * 180 / ((a * (1 - ee)) / (m * sqrt(m)) * .pi)
        let dLongitude = longitudeMetres * 180 / (a / sqrt(m) * cos(phi) * .pi)
        return WeatherLocation(latitude: point.latitude + dLatitude, longitude: point.longitude + dLongitude)
    }

    /// The WGS-84 point whose GCJ-02 offset lands on `gcj`: fixed-point iteration (no region test
    /// inside, so a point near the edge cannot flip to identity halfway).
    static func gcjToWGS(_ gcj: WeatherLocation) -> WeatherLocation {
        var latitude = gcj.latitude
        var longitude = gcj.longitude
        for _ in 0..<10 {
            let forward = wgsToGCJ(WeatherLocation(latitude: latitude, longitude: longitude))
            let dLatitude = forward.latitude - gcj.latitude
            let dLongitude = forward.longitude - gcj.longitude
            latitude -= dLatitude
            longitude -= dLongitude
            if abs(dLatitude) < 1e-10 && abs(dLongitude) < 1e-10 { break }
        }
        return WeatherLocation(latitude: latitude, longitude: longitude)
    }

    static func gcjToBD(_ gcj: WeatherLocation) -> WeatherLocation {
        let (x, y) = (gcj.longitude, gcj.latitude)
        let z = sqrt(x * x + y * y) + 0.00002 * sin(y * xPi)
        let theta = atan2(y, x) + 0.000003 * cos(x * xPi)
        return WeatherLocation(latitude: z * sin(theta) + 0.006, longitude: z * cos(theta) + 0.0065)
    }

    static func bdToGCJ(_ bd: WeatherLocation) -> WeatherLocation {
        let x = bd.longitude - 0.0065
        let y = bd.latitude - 0.006
        let z = sqrt(x * x + y * y) - 0.00002 * sin(y * xPi)
        let theta = atan2(y, x) - 0.000003 * cos(x * xPi)
        return WeatherLocation(latitude: z * sin(theta), longitude: z * cos(theta))
    }
}
