import Foundation
import TextSupport

/// Readers for the shapes the other services use: Open-Meteo's parallel arrays with nulls,
/// QWeather's numbers in strings, OpenWeatherMap's unix seconds, and local times without a zone.
extension JSONFields {
    /// An array of numbers, null where the service had no value.
    func numbers(_ key: StaticString) throws -> [Double?] {
        try elements(key, "an array of finite numbers") { node in
            if document.kind(node) == .null { return .some(nil) }
            return document.number(node).flatMap { $0.isFinite ? $0 : nil }
        }
    }

    /// An array of strings, null where the service had no value.
    func strings(_ key: StaticString) throws -> [String?] {
        try elements(key, "an array of strings") { document.kind($0) == .null ? .some(nil) : document.string($0) }
    }

    /// The array's elements, each read by `read` (nil = wrong type, named with its index).
    private func elements<Value>(_ key: StaticString, _ expected: String, _ read: (Int) -> Value??) throws
        -> [Value?]
    {
        let array = try required(key)
        guard document.kind(array) == .array else { throw wrong(key, expected) }
        return try document.children(array).enumerated().map { index, node in
            guard let value = read(node) else {
                throw WeatherError.invalidResponse(
                    source: source, path: "\(path.isEmpty ? "" : path + ".")\(key)[\(index)]", expected: expected)
            }
            return value
        }
    }

    /// A number sent as a string ("24", "-3.5"); nil when absent or empty.
    func numberString(_ key: StaticString) throws -> Double? {
        guard let text = try optionalString(key), !text.isEmpty else { return nil }
        guard let number = Double(text), number.isFinite else { throw wrong(key, "a number in a string, like \"24\"") }
        return number
    }

    /// A required number sent as a string.
    func requiredNumberString(_ key: StaticString) throws -> Double {
        guard let number = try numberString(key) else { throw wrong(key, "a number in a string, like \"24\"") }
        return number
    }

    /// A time in unix seconds.
    func unixDate(_ key: StaticString) throws -> Date {
        Date(timeIntervalSince1970: try double(key))
    }

    /// An optional time in unix seconds.
    func optionalUnixDate(_ key: StaticString) throws -> Date? {
        try optionalDouble(key).map(Date.init(timeIntervalSince1970:))
    }

    /// A local time ("2026-11-30T16:00", "2026-11-30", with or without seconds or an offset);
    /// `utcOffset` applies when the text has no offset. Empty text is nil.
    func localTime(_ key: StaticString, utcOffset: Int) throws -> Date? {
        guard let text = try optionalString(key), !text.isEmpty else { return nil }
        guard let date = LocalTime.parse(text, utcOffset: utcOffset) else {
            throw wrong(key, "a time like 2026-11-30T16:00 or 2026-11-30T16:00+08:00")
        }
        return date
    }
}

/// Times as the services write them, completed to full ISO 8601 and read by `ISO8601Time`.
enum LocalTime {
    /// "2026-11-30" (midnight), "2026-11-30T16:00", "…T16:00:05", each optionally with "Z" or "±HH:MM";
    /// without an offset, `utcOffset` seconds east of UTC.
    static func parse(_ text: String, utcOffset: Int) -> Date? {
        var text = text
        if text.count == 10 { text += "T00:00" }
        let zoneStart = text.dropFirst(16).firstIndex { $0 == "Z" || $0 == "+" || $0 == "-" }
        var clock = String(text[..<(zoneStart ?? text.endIndex)])
        let zone = zoneStart.map { String(text[$0...]) } ?? offsetText(utcOffset)
        if clock.count == 16 { clock += ":00" }
        return ISO8601Time.parse(clock + zone)
    }

    /// "+08:00" for 28800.
    static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }
}

extension JSONFields {
    /// A Boolean, nil when absent.
    func optionalBool(_ key: StaticString) throws -> Bool? {
        try has(key) ? bool(key) : nil
    }
}
