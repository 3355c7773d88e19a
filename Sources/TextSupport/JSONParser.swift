#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads JSON bytes into the nodes of a `JSONDocument`, checking the syntax as it goes.
struct JSONParser {
    var nodes: [JSONDocument.Node] = []
    var unescaped: [String] = []
    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var index = 0

    init(count: Int) {
        nodes.reserveCapacity(count / 16)
    }

    mutating func parseDocument(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) {
        self.bytes = bytes
        defer { self.bytes = UnsafeBufferPointer(start: nil, count: 0) }
        guard bytes.count < Int(Int32.max) else { throw JSONSyntaxError(line: 1, expected: "a document under 2 GiB") }
        skipSpace()
        try value(depth: 0)
        skipSpace()
        guard index == bytes.count else { throw error("the end of the document") }
    }

    private mutating func append(
        _ kind: JSONDocument.Kind, offset: Int, count: Int = 0, length: Int = 0, number: Double = 0
    ) {
        nodes.append(
            JSONDocument.Node(
                number: number, offset: Int32(offset), count: Int32(count), length: Int32(length),
                end: Int32(nodes.count + 1), unescapedIndex: -1, kind: kind))
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) {
        guard depth < 512 else { throw error("less nesting (512 levels at most)") }
        guard index < bytes.count else { throw error("a value") }
        switch bytes[index] {
        case 0x7B: try container(.object, closing: 0x7D, depth: depth)
        case 0x5B: try container(.array, closing: 0x5D, depth: depth)
        case 0x22: try string()
        case 0x74: try literal("true", .bool, 1)
        case 0x66: try literal("false", .bool, 0)
        case 0x6E: try literal("null", .null, 0)
        default:
            let start = index
            let value = try number()
            append(.number, offset: start, length: index - start, number: value)
        }
    }

    /// An array or object: its node first, then its children, then the node is told where it ends.
    private mutating func container(_ kind: JSONDocument.Kind, closing: UInt8, depth: Int) throws(JSONSyntaxError) {
        let node = nodes.count
        append(kind, offset: index)
        index += 1
        var children = 0
        skipSpace()
        if index < bytes.count && bytes[index] == closing {
            index += 1
            nodes[node].length = Int32(index - Int(nodes[node].offset))
            return
        }
        while true {
            skipSpace()
            if kind == .object {
                guard index < bytes.count, bytes[index] == 0x22 else { throw error("a member name in quotes") }
                try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == 0x3A else { throw error("':' after a member name") }
                index += 1
                skipSpace()
                children += 1
            }
            try value(depth: depth + 1)
            children += 1
            skipSpace()
            guard index < bytes.count else { throw error(kind == .object ? "',' or '}'" : "',' or ']'") }
            if bytes[index] == 0x2C {
                index += 1
                continue
            }
            guard bytes[index] == closing else { throw error(kind == .object ? "',' or '}'" : "',' or ']'") }
            index += 1
            nodes[node].count = Int32(children)
            nodes[node].length = Int32(index - Int(nodes[node].offset))
            nodes[node].end = Int32(nodes.count)
            return
        }
    }

    private mutating func string() throws(JSONSyntaxError) {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 {
                append(.string, offset: start, count: index - start, length: index - start)
                index += 1
                return
            }
            if byte == 0x5C {
                let text = try escapedString(from: start)
                append(.string, offset: start, count: index - 1 - start, length: index - 1 - start)
                nodes[nodes.count - 1].unescapedIndex = Int32(unescaped.count)
                unescaped.append(text)
                return
            }
            if byte < 0x20 { throw error("no control characters inside a string") }
            index += 1
        }
        throw error("a closing '\"'")
    }

    private mutating func escapedString(from start: Int) throws(JSONSyntaxError) -> String {
        var output = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
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
    private mutating func unicodeEscape() throws(JSONSyntaxError) -> Character {
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

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
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

    private func isDigit(_ position: Int) -> Bool {
        position < bytes.count && bytes[position] >= 0x30 && bytes[position] <= 0x39
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        let negative = index < bytes.count && bytes[index] == 0x2D
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0  // significant digits kept in the mantissa
        var dropped = false  // digits that did not fit: the slow, exact path decides
        var exponent = 0
        let integerStart = index
        while isDigit(index) {
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
            let fractionStart = index
            while isDigit(index) {
                if digits < 19 {
                    mantissa = mantissa * 10 + UInt64(bytes[index] - 0x30)
                    exponent -= 1
                    if mantissa > 0 { digits += 1 }
                } else {
                    dropped = true
                }
                index += 1
            }
            guard index > fractionStart else { throw error("digits after '.'") }
        }
        if index < bytes.count && (bytes[index] == 0x65 || bytes[index] == 0x45) {
            index += 1
            var exponentNegative = false
            if index < bytes.count && (bytes[index] == 0x2B || bytes[index] == 0x2D) {
                exponentNegative = bytes[index] == 0x2D
                index += 1
            }
            let exponentStart = index
            var value = 0
            while isDigit(index) {
                value = min(value * 10 + Int(bytes[index] - 0x30), 100_000)
                index += 1
            }
            guard index > exponentStart else { throw error("digits in the exponent") }
            exponent += exponentNegative ? -value : value
        }
        // Exact when the mantissa fits 2^53 and the power of ten is exact (Clinger's fast path).
        if !dropped && mantissa < (1 << 53) && abs(exponent) <= 22 {
            let magnitude = Double(mantissa)
            let scaled = exponent < 0 ? magnitude / Self.powersOfTen[-exponent] : magnitude * Self.powersOfTen[exponent]
            return negative ? -scaled : scaled
        }
        let text = Array(UnsafeBufferPointer(rebasing: bytes[start..<index])) + [0]
        return text.withUnsafeBufferPointer {
            strtod(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), nil)
        }
    }

    private static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    private mutating func literal(_ word: StaticString, _ kind: JSONDocument.Kind, _ number: Double)
        throws(JSONSyntaxError)
    {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
            memcmp(bytes.baseAddress! + index, word.utf8Start, count) == 0
        else { throw error("a value") }
        append(kind, offset: index, length: count, number: number)
        index += count
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
