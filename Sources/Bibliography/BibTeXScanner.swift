extension BibTeXReader {
    /// A cursor over the file's scalars that counts lines.
    struct Scanner {
        let scalars: [Unicode.Scalar]
        let file: String
        private(set) var position = 0
        private(set) var line = 1

        init(_ scalars: [Unicode.Scalar], file: String) {
            self.scalars = scalars
            self.file = file
        }

        var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        mutating func advance() {
            if scalars[position] == "\n" { line += 1 }
            position += 1
        }

        /// Moves to the next `target`; false at the end.
        mutating func skip(to target: Unicode.Scalar) -> Bool {
            while let scalar = peek, scalar != target { advance() }
            return peek != nil
        }

        mutating func skipSpace() {
            while let scalar = peek, scalar.properties.isWhitespace { advance() }
        }

        /// Letters, digits and the punctuation of names and keys.
        mutating func word() -> String {
            var text = ""
            while let scalar = peek,
                scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                    || "_-:.+/".unicodeScalars.contains(scalar)
            {
                text.unicodeScalars.append(scalar)
                advance()
            }
            return text
        }

        /// Everything up to one of `stops` (not consumed).
        mutating func until(_ stops: [Unicode.Scalar]) -> String {
            var text = ""
            while let scalar = peek, !stops.contains(scalar) {
                text.unicodeScalars.append(scalar)
                advance()
            }
            return text
        }

        /// Skips to the `close` that balances the one already read.
        mutating func skipBalanced(close: Unicode.Scalar, from entryLine: Int) throws(BibliographyError) {
            var depth = 1
            while let scalar = peek {
                advance()
                if scalar == "{" || scalar == "(" && close == ")" { depth += 1 }
                if scalar == close || (scalar == "}" && close != "}") { depth -= 1 }
                if depth == 0 { return }
            }
            throw BibliographyError(
                file: file, line: entryLine, "expected '\(close)' to close this entry (unbalanced braces)")
        }

        /// `name = value # value …`.
        mutating func field(macros: [String: String], entryLine: Int) throws(BibliographyError) -> (String, String) {
            skipSpace()
            let name = word()
            skipSpace()
            guard !name.isEmpty, peek == "=" else {
                throw BibliographyError(
                    file: file, line: line,
                    "expected 'name = value' in the entry starting at line \(entryLine), found '\(peek.map { String($0) } ?? "the end")'"
                )
            }
            advance()
            var value = ""
            while true {
                skipSpace()
                switch peek {
                case "{":
                    advance()
                    value += try braced(entryLine: entryLine)
                case "\"":
                    advance()
                    value += try quoted(entryLine: entryLine)
                case let scalar? where scalar.properties.numericType != nil || scalar.properties.isAlphabetic:
                    let token = word()
                    value += macros[token.lowercased()] ?? token
                default:
                    throw BibliographyError(file: file, line: line, "expected a value for \(name)")
                }
                skipSpace()
                guard peek == "#" else { return (name, value) }
                advance()
            }
        }

        /// The text up to the brace that closes the one already read (inner braces kept).
        private mutating func braced(entryLine: Int) throws(BibliographyError) -> String {
            var depth = 1
            var text = ""
            while let scalar = peek {
                advance()
                if scalar == "{" { depth += 1 }
                if scalar == "}" {
                    depth -= 1
                    if depth == 0 { return text }
                }
                text.unicodeScalars.append(scalar)
            }
            throw BibliographyError(
                file: file, line: entryLine,
                "a value in the entry starting here is not closed: expected '}' (unbalanced braces)")
        }

        private mutating func quoted(entryLine: Int) throws(BibliographyError) -> String {
            var depth = 0
            var text = ""
            while let scalar = peek {
                advance()
                if scalar == "{" { depth += 1 } else if scalar == "}" { depth -= 1 }
                if scalar == "\"", depth == 0 { return text }
                text.unicodeScalars.append(scalar)
            }
            throw BibliographyError(
                file: file, line: entryLine, "a quoted value in the entry starting here is not closed: expected '\"'")
        }
    }
}
