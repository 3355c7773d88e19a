#if canImport(Glibc)
    import Glibc
#endif

/// A parsed JSON value.
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

/// A small, fast JSON reader over UTF-8 bytes (RFC 8259), for responses decoded on hot paths where
/// Foundation's Codable machinery costs more than the parsing itself.
public struct JSONReader {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    /// Parses one JSON document.
    public static func parse(_ bytes: UnsafeRawBufferPointer) throws -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.error("the end of the document") }
        return value
    }

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    private mutating func value(depth: Int) throws -> JSONValue {
        guard depth < 512 else { throw error("less nesting (512 levels at most)") }
        guard index < bytes.count else { throw error("a value") }
        switch bytes[index] {
        case 0x7B: return try object(depth: depth)
        case 0x5B: return try array(depth: depth)
        case 0x22: return .string(try string())
        case 0x74: return try literal("true", .bool(true))
        case 0x66: return try literal("false", .bool(false))
        case 0x6E: return try literal("null", .null)
        default: return .number(try number())
        }
    }

    private mutating func object(depth: Int) throws -> JSONValue {
        index += 1
        var members: [JSONMember] = []
        skipSpace()
        if index < bytes.count && bytes[index] == 0x7D {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == 0x22 else { throw error("a member name in quotes") }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == 0x3A else { throw error("':' after a member name") }
            index += 1
            skipSpace()
            members.append(JSONMember(key, try value(depth: depth + 1)))
            skipSpace()
            guard index < bytes.count else { throw error("',' or '}'") }
            if bytes[index] == 0x2C {
                index += 1
                continue
            }
            guard bytes[index] == 0x7D else { throw error("',' or '}'") }
            index += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if index < bytes.count && bytes[index] == 0x5D {
            index += 1
            return .array(elements)
        }
        while true {
            skipSpace()
            elements.append(try value(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw error("',' or ']'") }
            if bytes[index] == 0x2C {
                index += 1
                continue
            }
            guard bytes[index] == 0x5D else { throw error("',' or ']'") }
            index += 1
            return .array(elements)
        }
    }

    private mutating func string() throws -> String {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 {
                let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == 0x5C { return try escapedString(from: start) }
            if byte < 0x20 { throw error("no control characters inside a string") }
            index += 1
        }
        throw error("a closing '\"'")
    }

    private mutating func escapedString(from start: Int) throws -> String {
        var output = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x22: return String(decoding: output, as: UTF8.self)
            case 0x5C:
                guard index < bytes.count else { throw error("an escape sequence") }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case 0x22, 0x5C, 0x2F: output.append(escaped)
                case 0x62: output.append(0x08)
                case 0x66: output.append(0x0C)
                case 0x6E: output.append(0x0A)
                case 0x72: output.append(0x0D)
                case 0x74: output.append(0x09)
                case 0x75: output.append(contentsOf: String(try unicodeEscape()).utf8)
                default: throw error("a valid escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
                }
            case 0..<0x20: throw error("no control characters inside a string")
            default: output.append(byte)
            }
        }
        throw error("a closing '\"'")
    }

    /// The character of a `\uXXXX` escape (the `\u` already read), joining surrogate pairs.
    private mutating func unicodeEscape() throws -> Character {
        let first = try hex4()
        if (0xD800...0xDBFF).contains(first), index + 5 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == 0x75 {
            let mark = index
            index += 2
            let second = try hex4()
            if (0xDC00...0xDFFF).contains(second) {
                let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                return Character(Unicode.Scalar(combined) ?? "\u{FFFD}")
            }
            index = mark  // not a low surrogate: the lone high one is replaced, the next escape read on its own
        }
        return Character(Unicode.Scalar(first) ?? "\u{FFFD}")
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x37)
            case 0x61...0x66: digit = UInt32(byte - 0x57)
            default: throw error("four hex digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func number() throws -> Double {
        let start = index
        var negative = false
        if index < bytes.count && bytes[index] == 0x2D {
            negative = true
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0  // significant digits kept in the mantissa
        var dropped = false  // digits that did not fit: the slow, exact path decides
        var exponent = 0
        let integerStart = index
        while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 {
            if digits < 19 {
                mantissa = mantissa * 10 + UInt64(bytes[index] - 0x30)
                if mantissa > 0 { digits += 1 }
            } else {
                exponent += 1
                dropped = true
            }
            index += 1
        }
        guard index > integerStart else { throw error("a value") }
        if bytes[integerStart] == 0x30 && index - integerStart > 1 { throw error("no leading zeros in a number") }
        if index < bytes.count && bytes[index] == 0x2E {
            index += 1
            var fractionDigits = 0
            while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 {
                if digits < 19 {
                    mantissa = mantissa * 10 + UInt64(bytes[index] - 0x30)
                    exponent -= 1
                    if mantissa > 0 { digits += 1 }
                } else {
                    dropped = true
                }
                fractionDigits += 1
                index += 1
            }
            guard fractionDigits > 0 else { throw error("digits after '.'") }
        }
        if index < bytes.count && (bytes[index] == 0x65 || bytes[index] == 0x45) {
            index += 1
            var exponentNegative = false
            if index < bytes.count && (bytes[index] == 0x2B || bytes[index] == 0x2D) {
                exponentNegative = bytes[index] == 0x2D
                index += 1
            }
            var value = 0
            var exponentDigits = 0
            while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 {
                value = min(value * 10 + Int(bytes[index] - 0x30), 100_000)
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { throw error("digits in the exponent") }
            exponent += exponentNegative ? -value : value
        }
        // Exact when the mantissa fits 2^53 and the power of ten is exact (Clinger's fast path).
        if !dropped && mantissa < (1 << 53) && abs(exponent) <= 22 {
            let magnitude = Double(mantissa)
            let scaled = exponent < 0 ? magnitude / Self.powersOfTen[-exponent] : magnitude * Self.powersOfTen[exponent]
            return negative ? -scaled : scaled
        }
        let text = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<index])) + [0]
        return text.withUnsafeBufferPointer {
            strtod(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), nil)
        }
    }

    private static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws -> JSONValue {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
            memcmp(bytes.baseAddress! + index, word.utf8Start, count) == 0
        else { throw error("a value") }
        index += count
        return value
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func error(_ expected: String) -> JSONSyntaxError {
        var line = 1
        for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A { line += 1 }
        return JSONSyntaxError(line: line, expected: expected)
    }
}
