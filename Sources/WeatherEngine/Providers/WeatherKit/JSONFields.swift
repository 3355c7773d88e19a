import Foundation
import TextSupport

/// Reads typed fields out of a parsed JSON object, naming the JSON path of anything missing or wrong.
struct JSONFields {
    let members: [JSONMember]
    /// Where the object is ("forecastHourly.hours[3]").
    let path: String
    /// The response, for messages.
    let source: String
    /// Seconds added to every time read.
    let shift: TimeInterval

    init(_ value: JSONValue, path: String, source: String, shift: TimeInterval) throws {
        guard case .object(let members) = value else {
            throw WeatherError.invalidResponse(source: source, path: path, expected: "an object")
        }
        self.members = members
        self.path = path
        self.source = source
        self.shift = shift
    }

    private func at(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    private func wrong(_ key: String, _ expected: String) -> WeatherError {
        .invalidResponse(source: source, path: at(key), expected: expected)
    }

    /// The member named `key`, if present and not null. Members are searched in document order; the
    /// last JSON member wins, as in most readers.
    private func present(_ key: String) -> JSONValue? {
        guard let member = members.last(where: { $0.key == key }), member.value != .null else { return nil }
        return member.value
    }

    private func required(_ key: String) throws -> JSONValue {
        guard let value = present(key) else { throw wrong(key, "this field") }
        return value
    }

    func has(_ key: String) -> Bool { present(key) != nil }

    func double(_ key: String) throws -> Double {
        guard case .number(let number) = try required(key) else { throw wrong(key, "a value of type Double") }
        return number
    }

    func optionalDouble(_ key: String) throws -> Double? {
        try has(key) ? double(key) : nil
    }

    func int(_ key: String) throws -> Int {
        guard case .number(let number) = try required(key), number == number.rounded(), abs(number) < 1e15 else {
            throw wrong(key, "a value of type Int")
        }
        return Int(number)
    }

    func bool(_ key: String) throws -> Bool {
        guard case .bool(let flag) = try required(key) else { throw wrong(key, "a value of type Bool") }
        return flag
    }

    func string(_ key: String) throws -> String {
        guard case .string(let text) = try required(key) else { throw wrong(key, "a value of type String") }
        return text
    }

    func optionalString(_ key: String) throws -> String? {
        try has(key) ? string(key) : nil
    }

    func date(_ key: String) throws -> Date {
        guard case .string(let text) = try required(key), let date = WeatherKitDecoding.parseDate(text) else {
            throw wrong(key, "an ISO 8601 time like 2026-11-30T08:00:00Z")
        }
        return date.addingTimeInterval(shift)
    }

    func optionalDate(_ key: String) throws -> Date? {
        try has(key) ? date(key) : nil
    }

    func object(_ key: String) throws -> JSONFields {
        try JSONFields(try required(key), path: at(key), source: source, shift: shift)
    }

    func optionalObject(_ key: String) throws -> JSONFields? {
        try has(key) ? object(key) : nil
    }

    func objects(_ key: String) throws -> [JSONFields] {
        guard case .array(let elements) = try required(key) else { throw wrong(key, "an array") }
        return try elements.enumerated().map { index, element in
            try JSONFields(element, path: at(key) + "[\(index)]", source: source, shift: shift)
        }
    }
}
