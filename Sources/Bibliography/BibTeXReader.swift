/// BibTeX and BibLaTeX: `@type{key, field = {value} | "value" | 2021 | macro # "more", …}`, with
/// `@string` macros, `@comment` and `@preamble` skipped. Braces must balance: an entry that does not
/// close is an error naming the line where it starts.
struct BibTeXReader {
    let file: String

    func read(_ text: String) throws(BibliographyError) -> (records: [BibRecord], warnings: [BibliographyWarning]) {
        var scanner = Scanner(Array(text.utf8), file: file)
        var macros: [String: String] = [
            "jan": "1", "feb": "2", "mar": "3", "apr": "4", "may": "5", "jun": "6", "jul": "7", "aug": "8",
            "sep": "9", "oct": "10", "nov": "11", "dec": "12",
        ]
        var records: [BibRecord] = []
        var warnings: [BibliographyWarning] = []
        var unknown = Set<String>()
        while scanner.skip(to: 0x40) {
            let start = scanner.position
            let line = scanner.line
            scanner.advance()
            let type = scanner.word().lowercased()
            scanner.skipSpace()
            guard let open = scanner.peek, open == 0x7B || open == 0x28 else { continue }
            let close: UInt8 = open == 0x7B ? 0x7D : 0x29
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
                    throw BibliographyError(
                        file: file, line: scanner.line,
                        "expected '\(Character(Unicode.Scalar(close)))' after the @string")
                }
                scanner.advance()
                continue
            default: break
            }
            scanner.skipSpace()
            let key = scanner.until(0x2C, close)
            var record = BibRecord()
            record.line = line
            record.type = BibType(exportName: type)
            while true {
                scanner.skipSpace()
                if scanner.peek == 0x2C {
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
                        "entry '\(key.trimmedSpaces)' is not closed: expected '\(Character(Unicode.Scalar(close)))' (unbalanced braces)"
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
            record.raw = String(decoding: scanner.bytes[start..<scanner.position], as: UTF8.self)
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
        case "year": record.year = FieldCleanup.year(text)
        case "date":
            record.date = text
            if record.year.isEmpty { record.year = FieldCleanup.year(text) }
        case "volume": record.volume = FieldCleanup.number(text)
        case "number", "issue": record.issue = FieldCleanup.number(text)
        case "pages": record.pages = FieldCleanup.pages(value.filter { $0 != "{" && $0 != "}" })
        case "publisher": record.publisher = text
        case "address", "location": record.place = text
        case "school", "institution":
            record.school = text
            if record.publisher.isEmpty { record.publisher = text }
        case "type": if record.type == .thesis { record.degree = text }
        case "doi": record.doi = DOI.normalized(text)
        case "url": record.url = text
        case "issn": record.issn = text
        case "isbn": record.isbn = text
        case "keywords": record.addKeywords(text, commas: true)
        case "abstract": record.abstract = FieldCleanup.abstract(text)
        case "language", "langid": record.language = FieldCleanup.list(text).first ?? ""
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
        let bytes = Array(value.utf8)
        var names: [String] = []
        var start = 0
        var depth = 0
        var index = 0
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while index < bytes.count {
            switch bytes[index] {
            case 0x7B: depth += 1
            case 0x7D: depth -= 1
            default: break
            }
            if depth == 0, isSpace(bytes[index]), index + 4 < bytes.count, bytes[index + 1] | 0x20 == 0x61,
                bytes[index + 2] | 0x20 == 0x6E, bytes[index + 3] | 0x20 == 0x64, isSpace(bytes[index + 4])
            {
                names.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += 5
                start = index
                continue
            }
            index += 1
        }
        names.append(String(decoding: bytes[start...], as: UTF8.self))
        // "others" stands for the authors not listed; the list ends there.
        return names.map { raw in
            // A name in braces is a body's name ("{World Meteorological Organization}"): kept whole.
            let trimmed = raw.trimmedSpaces
            let plain = FieldCleanup.name(LaTeXText.plain(raw))
            return trimmed.hasPrefix("{") && trimmed.hasSuffix("}") ? plain : lastFirst(plain)
        }.filter { !$0.isEmpty && $0.lowercased() != "others" }
    }

    /// BibTeX's "First von Last" form as "Last, First" ("Claude E. Shannon" → "Shannon, Claude E.",
    /// "Ludwig van Beethoven" → "van Beethoven, Ludwig"); names with a comma, Chinese names and
    /// single words stay as they are.
    static func lastFirst(_ name: String) -> String {
        guard !name.contains(","), !FieldCleanup.hasCJK(name) else { return name }
        let words = name.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return name }
        let von = words.dropLast().firstIndex { $0.first?.isLowercase == true } ?? words.count - 1
        return words[von...].joined(separator: " ") + ", " + words[..<von].joined(separator: " ")
    }
}

/// Just enough of TeX to read field values: braces dropped, common escapes and accents undone.
enum LaTeXText {
    /// Escapes and accents undone where a value has a backslash.
    private static let escapes = [
        ("\\textbackslash{}", "\u{E002}"), ("\\textasciitilde{}", "\u{E003}"), ("\\textasciicircum{}", "^"),
        ("\\textless{}", "<"), ("\\textgreater{}", ">"), ("\\textbar{}", "|"),
        ("\\{", "\u{E000}"), ("\\}", "\u{E001}"), ("\\&", "&"), ("\\%", "%"), ("\\_", "_"), ("\\$", "$"), ("\\#", "#"),
        ("\\textendash", "–"),
        ("\\'e", "é"), ("\\\"o", "ö"), ("\\\"u", "ü"), ("\\\"a", "ä"),
    ]

    /// The value as plain text. Each step runs only when its character is there: Foundation's
    /// string search is slow on Linux, and most values need none of them.
    static func plain(_ text: String) -> String {
        var result = text
        let bytes = Array(text.utf8)
        if bytes.contains(0x5C) {
            for (from, to) in escapes where result.contains(from) {
                result = result.replacingOccurrences(of: from, with: to)
            }
        }
        if bytes.contains(0x7E) { result = result.replacingOccurrences(of: "~", with: " ") }
        if zip(bytes, bytes.dropFirst()).contains(where: { $0 == 0x2D && $1 == 0x2D }) {
            result = result.replacingOccurrences(of: "--", with: "–")
        }
        if bytes.contains(0x7B) || bytes.contains(0x7D) {
            result = String(decoding: result.utf8.filter { $0 != 0x7B && $0 != 0x7D }, as: UTF8.self)
        }
        if bytes.contains(0x5C) {
            // Escaped braces, backslashes and tildes were set aside from the steps above; now they are text.
            for (mark, text) in [("\u{E000}", "{"), ("\u{E001}", "}"), ("\u{E002}", "\\"), ("\u{E003}", "~")]
            where result.contains(mark) {
                result = result.replacingOccurrences(of: mark, with: text)
            }
        }
        let folded = result.utf8
        guard
            folded.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) || folded.first == 0x20
                || folded.last == 0x20 || zip(folded, folded.dropFirst()).contains(where: { $0 == 0x20 && $1 == 0x20 })
        else { return result }
        var out: [UInt8] = []
        out.reserveCapacity(folded.count)
        for byte in folded {
            let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
            if isSpace {
                if let last = out.last, last != 0x20 { out.append(0x20) }
            } else {
                out.append(byte)
            }
        }
        if out.last == 0x20 { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }
}
