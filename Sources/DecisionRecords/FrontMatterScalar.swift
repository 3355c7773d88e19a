/// The YAML a record's front matter holds, read as YAML reads it: plain scalars (up to a ` #`
/// comment), double-quoted scalars with their escapes, single-quoted ones (`''` is a quote), and
/// flow sequences `[a, "b, c"]` of them. Anything else is kept as written.
enum FrontMatterScalar {
    /// The scalar `text` (a value after `key:`), unquoted and unescaped, its comment dropped.
    static func read(_ text: String) -> String {
        var scanner = Scanner(Array(text.unicodeScalars))
        scanner.skipSpaces()
        return scanner.scalar(endingAt: [])
    }

    /// The flow sequence `text` ("[a, b]"; a lone scalar is a sequence of one; "[]" and "" none).
    static func list(_ text: String) -> [String] {
        var scanner = Scanner(Array(text.unicodeScalars))
        scanner.skipSpaces()
        guard scanner.peek == "[" else {
            let single = scanner.scalar(endingAt: [])
            return single.isEmpty ? [] : [single]
        }
        scanner.advance()
        var items: [String] = []
        while true {
            scanner.skipSpaces()
            guard let next = scanner.peek, next != "]" else { break }
            let item = scanner.scalar(endingAt: [",", "]"])
            if !item.isEmpty { items.append(item) }
            scanner.skipSpaces()
            if scanner.peek == "," { scanner.advance() }
        }
        return items
    }

    /// YAML's double-quoted form of `text`, which `read` gives back unchanged.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let digits = String(scalar.value, radix: 16)
                    result += "\\x" + String(repeating: "0", count: 2 - digits.count) + digits
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private struct Scanner {
        let text: [Unicode.Scalar]
        var position = 0

        init(_ text: [Unicode.Scalar]) { self.text = text }

        var peek: Unicode.Scalar? { position < text.count ? text[position] : nil }
        mutating func advance() { position += 1 }
        mutating func skipSpaces() { while peek == " " || peek == "\t" { advance() } }

        /// A quoted or plain scalar; a plain one ends at a ` #` comment or at one of `ends`.
        mutating func scalar(endingAt ends: Set<Unicode.Scalar>) -> String {
            switch peek {
            case "\"": return doubleQuoted()
            case "'": return singleQuoted()
            default:
                var value = String.UnicodeScalarView()
                while let next = peek, !ends.contains(next) {
                    if next == "#", value.last == " " || value.last == "\t" { break }
                    value.append(next)
                    advance()
                }
                if ends.isEmpty, peek == "#" { position = text.count }
                return String(value).trimmingSpaces
            }
        }

        private mutating func singleQuoted() -> String {
            advance()
            var value = String.UnicodeScalarView()
            while let next = peek {
                advance()
                if next == "'" {
                    guard peek == "'" else { return String(value) }
                    advance()
                }
                value.append(next)
            }
            return "'" + String(value)  // never closed: kept as written
        }

        private mutating func doubleQuoted() -> String {
            let start = position
            advance()
            var value = String.UnicodeScalarView()
            while let next = peek {
                advance()
                switch next {
                case "\"": return String(value)
                case "\\":
                    guard let escaped = peek else { break }
                    advance()
                    switch escaped {
                    case "n": value.append("\n")
                    case "t", "\t": value.append("\t")
                    case "r": value.append("\r")
                    case "0": value.append("\u{0}")
                    case "\\", "\"", "/", " ": value.append(escaped)
                    case "x", "u", "U":
                        let count = escaped == "x" ? 2 : escaped == "u" ? 4 : 8
                        let digits = String(
                            String.UnicodeScalarView(text[position..<min(position + count, text.count)]))
                        if digits.count == count, let code = UInt32(digits, radix: 16),
                            let scalar = Unicode.Scalar(code)
                        {
                            value.append(scalar)
                            position += count
                        } else {
                            value.append("\\")
                            value.append(escaped)
                        }
                    default:
                        value.append("\\")
                        value.append(escaped)
                    }
                default: value.append(next)
                }
            }
            return String(String.UnicodeScalarView(text[start...]))  // never closed: kept as written
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
