/// A value bound to, or read from, an SQL statement.
public enum SQLValue: Equatable, Hashable, Sendable {
    /// SQL NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Bytes.
    case blob([UInt8])

    /// The text of a `.text` value, the decimal form of a number, nil otherwise.
    public var textValue: String? {
        switch self {
        case .text(let value): value
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .null, .blob: nil
        }
    }

    /// The number of a `.real` or `.integer` value, nil otherwise.
    public var realValue: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    /// The integer of an `.integer` value, nil otherwise.
    public var integerValue: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }
}

extension SQLValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
}

extension SQLValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) { self = .integer(value) }
}
