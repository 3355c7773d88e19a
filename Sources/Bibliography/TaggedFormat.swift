/// A line-tagged export format (RIS, Refer/EndNote, RefWorks, NoteExpress): how a line names its
/// field, which tag starts a record, and what each tag means. Lines are UTF-8 bytes: only values
/// become strings.
protocol TaggedFormat {
    /// The tag of a tagged line and where its value starts, or nil for an untagged line.
    func split(_ line: ArraySlice<UInt8>) -> (tag: String, value: Int)?
    /// The tag that starts a record.
    var startTag: String { get }
    /// The tag that ends a record and must be there (RIS's `ER`), if any.
    var endTag: String? { get }
    /// Whether a blank line ends a record.
    var blankLineEnds: Bool { get }
    /// Files the value under its meaning; false for a tag the format does not define.
    func apply(_ tag: String, _ value: String, to record: inout BibRecord) -> Bool
    /// Fixes what can be known only from the whole record (a thesis's university).
    func finish(_ record: inout BibRecord)
    /// What joins an untagged line to the field before it: a space, or a separator for list fields.
    func continuation(of tag: String) -> String
}

extension TaggedFormat {
    func finish(_ record: inout BibRecord) {}
    func continuation(of tag: String) -> String { " " }
}

/// Reads the records of a tagged file: splits on the start tag (never only on blank lines), joins
/// untagged lines to the field before them, keeps each record's text, and reports unknown tags once.
struct TaggedReader<Format: TaggedFormat> {
    let format: Format
    let file: String

    /// A record being read: where it starts, its lines and its fields so far.
    private struct OpenRecord {
        var line: Int
        var start: Int
        var end: Int
        var fields: [(tag: String, value: String)] = []
    }

    func read(_ bytes: [UInt8]) throws(BibliographyError) -> (records: [BibRecord], warnings: [BibliographyWarning]) {
        var records: [BibRecord] = []
        var warnings: [BibliographyWarning] = []
        var unknown = Set<String>()
        var open: OpenRecord?

        func close() {
            guard let current = open else { return }
            var record = BibRecord()
            record.line = current.line
            for (tag, value) in current.fields {
                if !format.apply(tag, value, to: &record), unknown.insert(tag).inserted {
                    warnings.append(
                        BibliographyWarning(
                            line: current.line, message: "unknown tag \(tag): kept in the record's raw text"))
                }
            }
            format.finish(&record)
            record.raw = String(decoding: bytes[current.start..<current.end], as: UTF8.self)
            records.append(record)
            open = nil
        }

        var number = 0
        var lineStart = 0
        while lineStart < bytes.count {
            number += 1
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let next = lineEnd + 1
            if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let line = bytes[lineStart..<lineEnd]
            defer { lineStart = next }
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                if format.blankLineEnds { close() }
                continue
            }
            if let (tag, valueStart) = format.split(line) {
                if tag == format.startTag {
                    if let current = open, let end = format.endTag {
                        throw BibliographyError(
                            file: file, line: current.line,
                            "the record starting here has no \(end) line: expected '\(end)  - ' before the next \(tag) (line \(number))"
                        )
                    }
                    close()
                    open = OpenRecord(line: number, start: lineStart, end: lineEnd)
                }
                guard open != nil else { continue }  // text between records (database notes) is not a record
                open!.end = lineEnd
                if tag == format.endTag {
                    close()
                } else {
                    open!.fields.append((tag, Self.text(bytes[valueStart..<lineEnd])))
                }
            } else if open != nil {
                open!.end = lineEnd
                if let last = open!.fields.indices.last {
                    open!.fields[last].value += format.continuation(of: open!.fields[last].tag) + Self.text(line)
                }
            }
        }
        if let current = open, let end = format.endTag {
            throw BibliographyError(
                file: file, line: current.line,
                "the record starting here has no \(end) line: expected '\(end)  - ' before the end of the file")
        }
        close()
        return (records, warnings)
    }
}

extension TaggedReader {
    /// The bytes as text without the spaces and tabs around them.
    static func text(_ bytes: ArraySlice<UInt8>) -> String {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension String {
    /// Without leading and trailing spaces, tabs, line breaks and ideographic spaces (faster than
    /// Foundation's trimming, which matters at ten values per record).
    var trimmedSpaces: String {
        let bytes = utf8
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        // Fast path: nothing to trim (the ideographic space starts with 0xE3 0x80 0x80).
        if let first = bytes.first, let last = bytes.last, !isSpace(first), !isSpace(last), first != 0xE3,
            last != 0x80
        {
            return self
        }
        let scalars = unicodeScalars
        let isBlank = { (scalar: Unicode.Scalar) in
            scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{3000}"
        }
        guard let start = scalars.firstIndex(where: { !isBlank($0) }) else { return "" }
        let end = scalars.lastIndex(where: { !isBlank($0) })!
        return String(scalars[start...end])
    }
}
