/// A line-tagged export format (RIS, Refer/EndNote, RefWorks, NoteExpress): how a line names its
/// field, which tag starts a record, and what each tag means.
protocol TaggedFormat {
    /// The tag and value of a tagged line, or nil for an untagged (continuation or stray) line.
    func split(_ line: Substring) -> (tag: String, value: Substring)?
    /// The tag that starts a record.
    var startTag: String { get }
    /// The tag that ends a record and must be there (RIS's `ER`), if any.
    var endTag: String? { get }
    /// Whether a blank line ends a record.
    var blankLineEnds: Bool { get }
    /// Files the value under its meaning; false for a tag the format does not define.
    func apply(_ tag: String, _ value: String, to record: inout BibRecord) -> Bool
    /// Fixes what can be known only from the whole record (a standard hidden behind another type).
    func finish(_ record: inout BibRecord)
    /// What joins an untagged line to the field before it: a space, or a new line for list fields.
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

    func read(_ text: String) throws(BibliographyError) -> (records: [BibRecord], warnings: [BibliographyWarning]) {
        var records: [BibRecord] = []
        var warnings: [BibliographyWarning] = []
        var unknown = Set<String>()
        var open: (record: BibRecord, raw: [Substring], fields: [(tag: String, value: String)])?

        func close() {
            guard var current = open else { return }
            for (tag, value) in current.fields {
                let cleaned = value.trimmingCharacters(in: .whitespacesAndNewlines)
                if !format.apply(tag, cleaned, to: &current.record), unknown.insert(tag).inserted {
                    warnings.append(
                        BibliographyWarning(
                            line: current.record.line, message: "unknown tag \(tag): kept in the record's raw text"))
                }
            }
            format.finish(&current.record)
            current.record.raw = current.raw.joined(separator: "\n")
            records.append(current.record)
            open = nil
        }

        var number = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            let trimmedEnd = line.last == "\r" ? line.dropLast() : line
            if trimmedEnd.allSatisfy(\.isWhitespace) {
                if format.blankLineEnds { close() } else if open != nil { open!.raw.append(trimmedEnd) }
                continue
            }
            if let (tag, value) = format.split(trimmedEnd) {
                if tag == format.startTag {
                    if let current = open, let end = format.endTag {
                        throw BibliographyError(
                            file: file, line: current.record.line,
                            "the record starting here has no \(end) line: expected '\(end)  - ' before the next \(tag) (line \(number))"
                        )
                    }
                    close()
                    var record = BibRecord()
                    record.line = number
                    open = (record, [], [])
                }
                guard open != nil else { continue }  // text between records (database notes) is not a record
                open!.raw.append(trimmedEnd)
                if tag == format.endTag {
                    close()
                } else {
                    open!.fields.append((tag, String(value)))
                }
            } else if open != nil {
                open!.raw.append(trimmedEnd)
                if !open!.fields.isEmpty {
                    let separator = format.continuation(of: open!.fields[open!.fields.count - 1].tag)
                    open!.fields[open!.fields.count - 1].value +=
                        separator + trimmedEnd.trimmingCharacters(in: .whitespaces)
                }
            }
        }
        if let current = open, let end = format.endTag {
            throw BibliographyError(
                file: file, line: current.record.line,
                "the record starting here has no \(end) line: expected '\(end)  - ' before the end of the file")
        }
        close()
        return (records, warnings)
    }
}
