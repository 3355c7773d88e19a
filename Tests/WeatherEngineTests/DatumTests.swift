import Testing

@testable import WeatherEngine

@Suite struct DatumTests {
    let converter = DatumConverter()

    func expectClose(_ point: WeatherLocation, _ latitude: Double, _ longitude: Double, _ tolerance: Double = 1e-9) {
        #expect(abs(point.latitude - latitude) <= tolerance, "\(point.latitude) vs \(latitude)")
        #expect(abs(point.longitude - longitude) <= tolerance, "\(point.longitude) vs \(longitude)")
    }

    @Test func forwardMatchesThePublishedVectors() {
        // eviltransform go/transform_test.go (wgsLat, wgsLng → gcjLat, gcjLng).
        let vectors: [(Double, Double, Double, Double)] = [
            (31.1774276, 121.5272106, 31.17530398364597, 121.531541859215),
            (22.543847, 113.912316, 22.540796131694766, 113.9171764808363),
            (39.911954, 116.377817, 39.91334545536069, 116.38404722455657),
        ]
        for (wgsLat, wgsLon, gcjLat, gcjLon) in vectors {
            let gcj = converter.convert(WeatherLocation(latitude: wgsLat, longitude: wgsLon), from: .wgs84, to: .gcj02)
            expectClose(gcj, gcjLat, gcjLon)
            // The iterated inverse comes back to the WGS-84 point.
            expectClose(converter.convert(gcj, from: .gcj02, to: .wgs84), wgsLat, wgsLon)
        }
        // wandergis/coordtransform (lng, lat) = (116.404, 39.915).
        let point = WeatherLocation(latitude: 39.915, longitude: 116.404)
        expectClose(converter.convert(point, from: .wgs84, to: .gcj02), 39.91640428150164, 116.41024449916938)
        expectClose(converter.convert(point, from: .gcj02, to: .bd09), 39.92133699351021, 116.41036949371029)
        expectClose(converter.convert(point, from: .bd09, to: .gcj02), 39.90865673957631, 116.39762729119315)
        // The exact inverse, not the one-step approximation (0.06 m away).
        expectClose(converter.convert(point, from: .gcj02, to: .wgs84), 39.913596235609404, 116.39775575457485)
    }

    @Test func everyDirectionRoundTripsAndOutsideChinaPassesThrough() {
        let beijing = WeatherLocation(latitude: 39.904, longitude: 116.407)
        for from in Datum.allCases {
            for to in Datum.allCases {
                let there = converter.convert(beijing, from: from, to: to)
                // BD-09 → GCJ-02 is the standard closed form: a round trip through BD-09 is within 0.2 m.
                let tolerance = from == .bd09 || to == .bd09 ? 5e-6 : 1e-9
                expectClose(
                    converter.convert(there, from: to, to: from), beijing.latitude, beijing.longitude, tolerance)
            }
        }
        for outside in [(39.7392, -104.9903), (-27.4698, 153.0251), (-22.9068, -43.1729), (45, 183)] {
            let point = WeatherLocation(latitude: outside.0, longitude: outside.1)
            #expect(converter.convert(point, from: .wgs84, to: .bd09) == point)
        }
    }

    @Test func theChinaTestIsPluggable() {
        let tight = DatumConverter(
            region: ChinaPolygon(vertices: [(39, 116), (41, 116), (41, 118), (39, 118)]))
        let shanghai = WeatherLocation(latitude: 31.23, longitude: 121.47)
        #expect(tight.convert(shanghai, from: .wgs84, to: .gcj02) == shanghai)
        #expect(tight.convert(WeatherLocation(latitude: 40, longitude: 117), from: .wgs84, to: .gcj02).latitude != 40)
    }

    @Test func haversineMatchesTheReference() {
        // GCJ Shanghai → GCJ Beijing with R = 6 371 008.8 m: 1 076 959.8 m (geo-location.md §1.6).
        let shanghai = WeatherLocation(latitude: 31.17530398364597, longitude: 121.531541859215)
        let beijing = WeatherLocation(latitude: 39.91334545536069, longitude: 116.38404722455657)
        #expect(abs(shanghai.distance(to: beijing) * 1000 - 1_076_959.8) < 1)
    }
}
