import Foundation
import TextSupport

/// Reads typed fields out of one object of a parsed JSON document, naming the JSON path of anything
/// missing or wrong.
struct JSONFields {
    let document: JSONDocument
    /// The object's node in `document`.
    let node: Int
    /// Where the object is; spelled out only for messages.
    private let location: Location
    /// The response, for messages.
    let source: String
    /// Seconds added to every time read.
    let shift: TimeInterval

    /// The document's root object.
    init(root document: JSONDocument, source: String, shift: TimeInterval) throws {
        try self.init(document, node: JSONDocument.root, at: Location(), source: source, shift: shift)
    }

    private init(_ document: JSONDocument, node: Int, at location: Location, source: String, shift: TimeInterval)
        throws
    {
        guard document.kind(node) == .object else {
            throw WeatherError.invalidResponse(source: source, path: location.path, expected: "an object")
        }
        self.document = document
        self.node = node
        self.location = location
        self.source = source
        self.shift = shift
    }

    /// "forecastHourly.hours[3]": a parent path, a member name and an array index, joined on demand
    /// so that reading thousands of objects builds no strings.
    private struct Location {
        var parent = ""
        var name: StaticString?
        var element: Int?

        var path: String {
            var text = parent
            if let name { text += text.isEmpty ? "\(name)" : ".\(name)" }
            if let element { text += "[\(element)]" }
            return text
        }
    }

    /// Where this object is ("forecastHourly.hours[3]").
    var path: String { location.path }

    func wrong(_ key: StaticString, _ expected: String) -> WeatherError {
        .invalidResponse(source: source, path: Location(parent: path, name: key).path, expected: expected)
    }

    /// The member named `key`, if present and not null.
    func present(_ key: StaticString) -> Int? {
        guard let value = document.member(key, of: node), document.kind(value) != .null else { return nil }
        return value
    }

    func required(_ key: StaticString) throws -> Int {
        guard let value = present(key) else { throw wrong(key, "this field") }
        return value
    }

    func has(_ key: StaticString) -> Bool { present(key) != nil }

    func double(_ key: StaticString) throws -> Double {
        try finite(document.number(try required(key)), key)
    }

    func optionalDouble(_ key: StaticString) throws -> Double? {
        guard let value = present(key) else { return nil }
        return try finite(document.number(value), key)
    }

    /// A number a double can hold (1e999 is JSON, but no temperature).
    private func finite(_ number: Double?, _ key: StaticString) throws -> Double {
        guard let number, number.isFinite else { throw wrong(key, "a finite number") }
        return number
    }

    func int(_ key: StaticString) throws -> Int {
        guard let number = document.number(try required(key)), number == number.rounded(), abs(number) < 1e15 else {
            throw wrong(key, "a value of type Int")
        }
        return Int(number)
    }

    func optionalInt(_ key: StaticString) throws -> Int? {
        try has(key) ? int(key) : nil
    }

    func bool(_ key: StaticString) throws -> Bool {
        guard let flag = document.bool(try required(key)) else { throw wrong(key, "a value of type Bool") }
        return flag
    }

    func string(_ key: StaticString) throws -> String {
        guard let text = document.string(try required(key)) else { throw wrong(key, "a value of type String") }
        return text
    }

    func optionalString(_ key: StaticString) throws -> String? {
        try has(key) ? string(key) : nil
    }

    func date(_ key: StaticString) throws -> Date {
        guard let date = document.withUTF8(try required(key), ISO8601Time.parse) ?? nil else {
            throw wrong(key, "an ISO 8601 time like 2026-11-30T08:00:00Z")
        }
        return date.addingTimeInterval(shift)
    }

    func optionalDate(_ key: StaticString) throws -> Date? {
        try has(key) ? date(key) : nil
    }

    func object(_ key: StaticString) throws -> JSONFields {
        try JSONFields(
            document, node: try required(key), at: Location(parent: path, name: key), source: source, shift: shift)
    }

    func optionalObject(_ key: StaticString) throws -> JSONFields? {
        try has(key) ? object(key) : nil
    }

    func objects(_ key: StaticString) throws -> [JSONFields] {
        let array = try required(key)
        guard document.kind(array) == .array else { throw wrong(key, "an array") }
        let parent = path
        return try document.children(array).enumerated().map { index, element in
            try JSONFields(
                document, node: element, at: Location(parent: parent, name: key, element: index), source: source,
                shift: shift)
        }
    }
}
