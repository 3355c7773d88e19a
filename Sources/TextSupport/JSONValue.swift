/// A JSON value as a tree, for callers that want the whole document rather than a few fields.
public enum JSONValue: Sendable, Equatable {
    /// null, true/false, a number, a string, an array, an object (members in document order).
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
}

/// A member of a JSON object.
public struct JSONMember: Sendable, Equatable {
    /// The member's name.
    public let key: String
    /// Its value.
    public let value: JSONValue

    /// Makes a member.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// Bytes that are not JSON: where, and what was expected there.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line (1-based) of the first byte that does not fit.
    public let line: Int
    /// What was expected there.
    public let expected: String

    public var description: String { "line \(line): expected \(expected)" }
}
