extension BibTeXReader {
    /// A cursor over the file's UTF-8 bytes that counts lines.
    struct Scanner {
        let bytes: [UInt8]
        let file: String
        private(set) var position = 0
        private(set) var line = 1

        init(_ bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }

        var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func advance() {
            if bytes[position] == 0x0A { line += 1 }
            position += 1
        }

        /// Moves to the next `target`; false at the end.
        mutating func skip(to target: UInt8) -> Bool {
            while let byte = peek, byte != target { advance() }
            return peek != nil
        }

        mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
        }

        /// Letters, digits, the punctuation of names and keys, and any non-ASCII character.
        mutating func word() -> String {
            let start = position
            while let byte = peek, Self.isWordByte(byte) { advance() }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x80...0xFF: true
            case 0x5F, 0x2D, 0x3A, 0x2E, 0x2B, 0x2F: true  // _ - : . + /
            default: false
            }
        }

        /// Everything up to `first` or `second` (not consumed).
        mutating func until(_ first: UInt8, _ second: UInt8) -> String {
            let start = position
            while let byte = peek, byte != first, byte != second { advance() }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// Skips to the `close` that balances the one already read.
        mutating func skipBalanced(close: UInt8, from entryLine: Int) throws(BibliographyError) {
            var depth = 1
            let open: UInt8 = close == 0x7D ? 0x7B : 0x28
            while let byte = peek {
                advance()
                if byte == open { depth += 1 }
                if byte == close { depth -= 1 }
                if depth == 0 { return }
            }
            throw BibliographyError(
                file: file, line: entryLine,
                "expected '\(Character(Unicode.Scalar(close)))' to close this entry (unbalanced braces)")
        }

        /// `name = value # value …`.
        mutating func field(macros: [String: String], entryLine: Int) throws(BibliographyError) -> (String, String) {
            skipSpace()
            let name = word()
            skipSpace()
            guard !name.isEmpty, peek == 0x3D else {
                let found = peek.map { String(decoding: [$0], as: UTF8.self) } ?? "the end"
                throw BibliographyError(
                    file: file, line: line,
                    "expected 'name = value' in the entry starting at line \(entryLine), found '\(found)'")
            }
            advance()
            var value = ""
            while true {
                skipSpace()
                switch peek {
                case 0x7B:
                    advance()
                    value += try delimited(by: nil, entryLine: entryLine)
                case 0x22:
                    advance()
                    value += try delimited(by: 0x22, entryLine: entryLine)
                case let byte? where Self.isWordByte(byte):
                    let token = word()
                    value += macros[token.lowercased()] ?? token
                default:
                    throw BibliographyError(file: file, line: line, "expected a value for \(name)")
                }
                skipSpace()
                guard peek == 0x23 else { return (name, value) }
                advance()
            }
        }

        /// The text up to the brace that closes the one already read (inner braces kept), or up to
        /// `quote` outside braces.
        private mutating func delimited(by quote: UInt8?, entryLine: Int) throws(BibliographyError) -> String {
            var depth = quote == nil ? 1 : 0
            let start = position
            while let byte = peek {
                advance()
                if byte == 0x7B { depth += 1 }
                if byte == 0x7D {
                    depth -= 1
                    if quote == nil, depth == 0 { return String(decoding: bytes[start..<position - 1], as: UTF8.self) }
                }
                if let quote, byte == quote, depth == 0 {
                    return String(decoding: bytes[start..<position - 1], as: UTF8.self)
                }
            }
            throw BibliographyError(
                file: file, line: entryLine,
                quote == nil
                    ? "a value in the entry starting here is not closed: expected '}' (unbalanced braces)"
                    : "a quoted value in the entry starting here is not closed: expected '\"'")
        }
    }
}
