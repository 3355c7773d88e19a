import Foundation

/// The disk cache's binary form of a payload: fields in a fixed order, numbers as 64-bit values,
/// measurements in the model's units, enums by name. Written and read by hand because Foundation's
/// JSON coders took milliseconds per hourly forecast, on every miss and every cold start.
enum CacheBody {
    /// The first bytes of every body; a body without them (an older format) is a miss.
    static let magic: [UInt8] = Array("LCB1".utf8)

    static func encode(_ payload: WeatherPayload) -> [UInt8] {
        var writer = CacheBodyWriter()
        writer.bytes.append(contentsOf: magic)
        writer.optional(payload.current) { $0.write($1) }
        writer.optional(payload.hourly) { $0.write($1) }
        writer.optional(payload.daily) { $0.write($1) }
        writer.optional(payload.minute) { $0.write($1) }
        writer.optional(payload.alerts) { writer, alerts in writer.array(alerts) { $0.write($1) } }
        writer.optional(payload.changes) { $0.write($1) }
        writer.optional(payload.historicalComparisons) { $0.write($1) }
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8]) throws -> WeatherPayload {
        guard bytes.starts(with: magic) else { throw CacheBodyError() }
        var reader = CacheBodyReader(bytes: bytes, index: magic.count)
        var payload = WeatherPayload()
        payload.current = try reader.optional { try CurrentWeather(&$0) }
        payload.hourly = try reader.optional { try Forecast<HourWeather>(&$0) }
        payload.daily = try reader.optional { try Forecast<DayWeather>(&$0) }
        payload.minute = try reader.optional { try Forecast<MinuteWeather>(&$0) }
        payload.alerts = try reader.optional { reader in try reader.array { try WeatherAlert(&$0) } }
        payload.changes = try reader.optional { try WeatherChanges(&$0) }
        payload.historicalComparisons = try reader.optional { try HistoricalComparisons(&$0) }
        guard reader.index == bytes.count else { throw CacheBodyError() }
        return payload
    }
}

/// A body that is cut short or holds a value out of range.
struct CacheBodyError: Error {}

/// Appends values to a body.
struct CacheBodyWriter {
    var bytes: [UInt8] = []

    mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }
    mutating func int(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }
    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
    mutating func date(_ value: Date) { double(value.timeIntervalSince1970) }
    mutating func string(_ value: String) {
        int(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }
    mutating func name<E: RawRepresentable>(_ value: E) where E.RawValue == String { string(value.rawValue) }
    mutating func measure<U: Dimension>(_ value: Measurement<U>, in unit: U) { double(value.converted(to: unit).value) }
    mutating func optional<T>(_ value: T?, _ write: (inout CacheBodyWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }
    mutating func array<T>(_ values: [T], _ write: (inout CacheBodyWriter, T) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }
}

/// Reads values back in the order they were written.
struct CacheBodyReader {
    let bytes: [UInt8]
    var index: Int

    private mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - index else { throw CacheBodyError() }
        defer { index += count }
        return bytes[index..<(index + count)]
    }
    private mutating func word() throws -> UInt64 {
        try take(8).reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }
    mutating func double() throws -> Double {
        let value = Double(bitPattern: try word())
        guard value.isFinite else { throw CacheBodyError() }
        return value
    }
    mutating func int() throws -> Int { Int(Int64(bitPattern: try word())) }
    mutating func bool() throws -> Bool {
        switch try take(1).first {
        case 0: return false
        case 1: return true
        default: throw CacheBodyError()
        }
    }
    mutating func date() throws -> Date { Date(timeIntervalSince1970: try double()) }
    mutating func string() throws -> String { String(decoding: try take(try int()), as: UTF8.self) }
    mutating func name<E: RawRepresentable>() throws -> E where E.RawValue == String {
        guard let value = E(rawValue: try string()) else { throw CacheBodyError() }
        return value
    }
    mutating func measure<U: Dimension>(_ unit: U) throws -> Measurement<U> {
        Measurement(value: try double(), unit: unit)
    }
    mutating func optional<T>(_ read: (inout CacheBodyReader) throws -> T) throws -> T? {
        try bool() ? try read(&self) : nil
    }
    mutating func array<T>(_ read: (inout CacheBodyReader) throws -> T) throws -> [T] {
        let count = try int()
        guard count >= 0, count <= bytes.count - index else { throw CacheBodyError() }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }
}
