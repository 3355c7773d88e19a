/// Refer / EndNote tagged ("%0 Journal Article", "%A 张会佳", …), as CNKI (`%W CNKI`) and Wanfang
/// (`%W 北京万方数据股份有限公司`) export it: several authors on one line, no space after a tag,
/// two `%J` lines (Chinese, then English), English names in `%H`, the supervisor in `%Y`.
struct ReferFormat: TaggedFormat {
    var startTag: String { "0" }
    var endTag: String? { nil }
    var blankLineEnds: Bool { true }

    func split(_ line: ArraySlice<UInt8>) -> (tag: String, value: Int)? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        guard index + 1 < line.endIndex, line[index] == 0x25 else { return nil }
        // The tag is one character (`%0`, `%A`, `%~`); CNKI sometimes leaves out the space after it.
        var tagEnd = index + 2
        while tagEnd < line.endIndex, line[tagEnd] & 0xC0 == 0x80 { tagEnd += 1 }
        let value = tagEnd < line.endIndex && line[tagEnd] == 0x20 ? tagEnd + 1 : tagEnd
        return (String(decoding: line[index + 1..<tagEnd], as: UTF8.self), value)
    }

    func apply(_ tag: String, _ value: String, to record: inout BibRecord) -> Bool {
        switch tag {
        case "0": record.type = BibType(exportName: value)
        case "A": record.addAuthors(value)
        case "H": record.translatedAuthors += FieldCleanup.list(value)
        case "T": record.title = value
        case "J": record.addContainer(value)
        case "B": if record.container.isEmpty { record.container = value }
        case "D": record.year = FieldCleanup.year(value)
        case "8": record.date = value
        case "V": record.volume = FieldCleanup.number(value)
        case "N": record.issue = FieldCleanup.number(value)
        case "P":
            record.pages =
                record.pages.isEmpty ? FieldCleanup.pages(value) : record.pages + "," + FieldCleanup.pages(value)
        case "I": record.publisher = value
        case "C": record.place = value
        case "9": record.degree = value
        case "Y": record.supervisors += FieldCleanup.list(value)
        case "@": if value.count > 9 { record.isbn = value } else { record.issn = value }
        case "R": record.doi = DOI.normalized(value)
        case "U": if record.url.isEmpty { record.url = value }
        case "K": record.addKeywords(value, spaces: !value.contains(where: { ";；，,".contains($0) }))
        case "X": record.abstract = FieldCleanup.abstract(value)
        case "G": record.language = value
        case "W": record.database = value
        case "~":
            // CNKI files standards and yearbooks under "Legal Rule or Regulation" with the level here.
            if value.contains("标准") { record.type = .standard }
            if record.database.isEmpty { record.database = value }
        case "+", "E", "L", "O", "F", "7", "?", "Z", "M", "S", "Q": break
        default: return false
        }
        return true
    }

    /// A thesis's `%I` (or CNKI's `%J`) is its university.
    func finish(_ record: inout BibRecord) {
        if record.type == .thesis {
            record.school = record.publisher.isEmpty ? record.container : record.publisher
            if record.container == record.school { record.container = "" }
        }
    }
}
