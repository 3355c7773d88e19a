/// RefWorks tagged as CNKI exports it ("RT Journal Article", "A1 薛婉钰;刘娜", "DS CNKI"): records
/// start at `RT` and may hold blank lines; a line starting with a space continues the field before.
struct RefWorksFormat: TaggedFormat {
    var startTag: String { "RT" }
    var endTag: String? { nil }
    var blankLineEnds: Bool { false }

    func split(_ line: ArraySlice<UInt8>) -> (tag: String, value: Int)? {
        let base = line.startIndex
        let isLetter = { (byte: UInt8) in (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        guard line.count >= 2, isLetter(line[base]), isLetter(line[base + 1]) || RISFormat.isDigit(line[base + 1]),
            line.count == 2 || line[base + 2] == 0x20
        else { return nil }
        return (String(decoding: line[base..<base + 2], as: UTF8.self).uppercased(), min(base + 3, line.endIndex))
    }

    func continuation(of tag: String) -> String { tag == "K1" ? ";" : " " }

    func apply(_ tag: String, _ value: String, to record: inout BibRecord) -> Bool {
        switch tag {
        case "RT": record.type = BibType(exportName: value)
        case "A1", "AU": record.addAuthors(value)
        case "A3": record.supervisors += FieldCleanup.list(value)
        case "T1": record.title = value
        case "T2": record.translatedTitle = value
        case "JF", "JO": record.container = value
        case "YR": record.year = FieldCleanup.year(value)
        case "FD": record.date = value
        case "VO": record.volume = FieldCleanup.number(value)
        case "IS": record.issue = FieldCleanup.number(value)
        case "OP", "SP": record.pages = FieldCleanup.pages(value)
        case "K1": record.addKeywords(value)
        case "AB": record.abstract = FieldCleanup.abstract(value)
        case "PB": record.publisher = value
        case "PP": record.place = value
        case "CL": record.degree = value
        case "SN": if value.count > 9 { record.isbn = value } else { record.issn = value }
        case "LA": record.language = FieldCleanup.list(value).first ?? ""
        case "DS": record.database = value
        case "LK", "UL": record.url = value
        case "DO": record.doi = DOI.normalized(value)
        case "SR", "AD", "CN", "NO", "U1", "U2", "U3": break
        default: return false
        }
        return true
    }

    /// CNKI's thesis records put the university in `PB`.
    func finish(_ record: inout BibRecord) {
        if record.type == .thesis, record.school.isEmpty { record.school = record.publisher }
    }
}
