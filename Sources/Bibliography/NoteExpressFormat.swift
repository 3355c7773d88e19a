/// NoteExpress ("{Reference Type}: Journal Article", "{Author}: 潘紫麟;刘庆鹏;"), as CNKI (all authors
/// on one line) and Wanfang (one `{Author}` per author, `{Translated …}` fields) export it.
struct NoteExpressFormat: TaggedFormat {
    var startTag: String { "Reference Type" }
    var endTag: String? { nil }
    var blankLineEnds: Bool { false }

    func split(_ line: ArraySlice<UInt8>) -> (tag: String, value: Int)? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == 0x20 { index += 1 }
        guard index < line.endIndex, line[index] == 0x7B, let close = line[index...].firstIndex(of: 0x7D),
            close + 1 < line.endIndex, line[close + 1] == 0x3A
        else { return nil }
        let value = close + 2 < line.endIndex && line[close + 2] == 0x20 ? close + 3 : close + 2
        return (String(decoding: line[index + 1..<close], as: UTF8.self), value)
    }

    func apply(_ tag: String, _ value: String, to record: inout BibRecord) -> Bool {
        switch tag {
        case "Reference Type": record.type = BibType(exportName: value)
        case "Title": record.title = value
        case "Translated Title": record.translatedTitle = value
        case "Author": record.addAuthors(value)
        case "Translated Author": record.translatedAuthors += FieldCleanup.list(value)
        case "Journal", "Secondary Title": record.container = value
        case "Translated Journal": record.translatedContainer = value
        case "Year": record.year = FieldCleanup.year(value)
        case "Date": record.date = value
        case "Volume": record.volume = FieldCleanup.number(value)
        case "Issue": record.issue = FieldCleanup.number(value)
        case "Pages": record.pages = FieldCleanup.pages(value)
        case "Keywords": record.addKeywords(value)
        case "Abstract": record.abstract = FieldCleanup.abstract(value)
        case "ISBN/ISSN": if value.count > 9 { record.isbn = value } else { record.issn = value }
        case "URL": record.url = value
        case "DOI": record.doi = DOI.normalized(value)
        case "Database Provider": record.database = value
        case "Language": record.language = value
        case "Type of Work": record.degree = value
        case "Publisher": record.publisher = value
        case "Place Published": record.place = value
        case "Tertiary Author", "Secondary Author": record.supervisors += FieldCleanup.list(value)
        case "Author Address", "Notes", "Translated Abstract", "Translated Keywords", "Subsidiary Author": break
        default: return false
        }
        return true
    }

    func finish(_ record: inout BibRecord) {
        if record.type == .thesis, record.school.isEmpty { record.school = record.publisher }
    }
}
