/// BibTeX and BibLaTeX: `@type{key, field = {value} | "value" | 2021 | macro # "more", …}`, with
/// `@string` macros, `@comment` and `@preamble` skipped. Braces must balance: an entry that does not
/// close is an error naming the line where it starts.
struct BibTeXReader {
    let file: String

    func read(_ text: String) throws(BibliographyError) -> (records: [BibRecord], warnings: [BibliographyWarning]) {
        var scanner = Scanner(Array(text.unicodeScalars), file: file)
        var macros: [String: String] = [
            "jan": "1", "feb": "2", "mar": "3", "apr": "4", "may": "5", "jun": "6", "jul": "7", "aug": "8",
            "sep": "9", "oct": "10", "nov": "11", "dec": "12",
        ]
        var records: [BibRecord] = []
        var warnings: [BibliographyWarning] = []
        var unknown = Set<String>()
        while scanner.skip(to: "@") {
            let start = scanner.position
            let line = scanner.line
            scanner.advance()
            let type = scanner.word().lowercased()
            scanner.skipSpace()
            guard let open = scanner.peek, open == "{" || open == "(" else { continue }
            let close: Unicode.Scalar = open == "{" ? "}" : ")"
            scanner.advance()
            switch type {
            case "comment", "preamble":
                try scanner.skipBalanced(close: close, from: line)
                continue
            case "string":
                let (name, value) = try scanner.field(macros: macros, entryLine: line)
                macros[name.lowercased()] = value
                scanner.skipSpace()
                guard scanner.peek == close else {
                    throw BibliographyError(file: file, line: scanner.line, "expected '\(close)' after the @string")
                }
                scanner.advance()
                continue
            default: break
            }
            scanner.skipSpace()
            let key = scanner.until([",", close])
            var record = BibRecord()
            record.line = line
            record.type = BibType(exportName: type)
            while true {
                scanner.skipSpace()
                if scanner.peek == "," {
                    scanner.advance()
                    scanner.skipSpace()
                }
                if scanner.peek == close {
                    scanner.advance()
                    break
                }
                guard scanner.peek != nil else {
                    throw BibliographyError(
                        file: file, line: line,
                        "entry '\(key.trimmingCharacters(in: .whitespaces))' is not closed: expected '\(close)' (unbalanced braces)"
                    )
                }
                let (name, value) = try scanner.field(macros: macros, entryLine: line)
                if !Self.apply(name.lowercased(), value, to: &record), unknown.insert(name.lowercased()).inserted {
                    warnings.append(
                        BibliographyWarning(line: line, message: "unknown field \(name): kept in the record's raw text")
                    )
                }
            }
            if record.type == .thesis, record.degree.isEmpty {
                record.degree = type == "phdthesis" ? "PhD" : type == "mastersthesis" ? "Master" : ""
            }
            record.raw = String(String.UnicodeScalarView(scanner.scalars[start..<scanner.position]))
            records.append(record)
        }
        return (records, warnings)
    }

    /// Files one field; false for a field this reader does not know.
    static func apply(_ name: String, _ value: String, to record: inout BibRecord) -> Bool {
        let text = LaTeXText.plain(value)
        switch name {
        case "title": record.title = text
        case "author": record.authors += names(value)
        case "editor", "translator": break
        case "journal", "journaltitle", "booktitle": if record.container.isEmpty { record.container = text }
        case "year": record.year = FieldValues.year(text)
        case "date":
            record.date = text
            if record.year.isEmpty { record.year = FieldValues.year(text) }
        case "volume": record.volume = FieldValues.number(text)
        case "number", "issue": record.issue = FieldValues.number(text)
        case "pages": record.pages = FieldValues.pages(value.filter { $0 != "{" && $0 != "}" })
        case "publisher": record.publisher = text
        case "address", "location": record.place = text
        case "school", "institution":
            record.school = text
            if record.publisher.isEmpty { record.publisher = text }
        case "type": if record.type == .thesis { record.degree = text }
        case "doi": record.doi = FieldValues.doi(text)
        case "url": record.url = text
        case "issn": record.issn = text
        case "isbn": record.isbn = text
        case "keywords": record.addKeywords(text)
        case "abstract": record.abstract = FieldValues.abstract(text)
        case "language", "langid": record.language = FieldValues.list(text).first ?? ""
        case "month", "note", "urldate", "series", "edition", "howpublished", "organization", "eprint",
            "archiveprefix", "primaryclass", "file", "timestamp", "biburl", "bibsource", "key", "sortname",
            "annote", "copyright", "publisher-place", "shorttitle", "chapter", "mendeley-tags":
            break
        default: return false
        }
        return true
    }

    /// "杨, 育伟 and 蔡洪 and Shannon, Claude E." → ["杨育伟", "蔡洪", "Shannon, Claude E."]: split on
    /// "and" outside braces.
    static func names(_ value: String) -> [String] {
        var names: [String] = []
        var current = ""
        var depth = 0
        let scalars = Array(value.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "{" { depth += 1 } else if scalar == "}" { depth -= 1 }
            if depth == 0, scalar.properties.isWhitespace, index + 4 < scalars.count,
                String(String.UnicodeScalarView(scalars[index + 1...index + 3])).lowercased() == "and",
                scalars[index + 4].properties.isWhitespace
            {
                names.append(current)
                current = ""
                index += 5
                continue
            }
            current.unicodeScalars.append(scalar)
            index += 1
        }
        names.append(current)
        return names.map { FieldValues.name(LaTeXText.plain($0)) }.filter { !$0.isEmpty }
    }
}

/// Just enough of TeX to read field values: braces dropped, common escapes and accents undone.
enum LaTeXText {
    static func plain(_ text: String) -> String {
        var result = text
        for (from, to) in [
            ("\\&", "&"), ("\\%", "%"), ("\\_", "_"), ("\\$", "$"), ("\\#", "#"), ("--", "–"), ("~", " "),
            ("\\textendash", "–"), ("\\'e", "é"), ("\\\"o", "ö"), ("\\\"u", "ü"), ("\\\"a", "ä"),
        ] {
            result = result.replacingOccurrences(of: from, with: to)
        }
        result.removeAll { $0 == "{" || $0 == "}" }
        return result.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
