/// RIS: "TY  - JOUR" … "ER  - " (two letters, two spaces, a hyphen; one space is tolerated).
struct RISFormat: TaggedFormat {
    var startTag: String { "TY" }
    var endTag: String? { "ER" }
    var blankLineEnds: Bool { false }

    func split(_ line: ArraySlice<UInt8>) -> (tag: String, value: Int)? {
        let base = line.startIndex
        guard line.count >= 4, Self.isUpper(line[base]), Self.isUpper(line[base + 1]) || Self.isDigit(line[base + 1])
        else { return nil }
        var index = base + 2
        while index < line.endIndex, line[index] == 0x20, index < base + 4 { index += 1 }
        guard index > base + 2, index < line.endIndex, line[index] == 0x2D else { return nil }
        index += 1
        if index < line.endIndex, line[index] == 0x20 { index += 1 }
        return (String(decoding: line[base..<base + 2], as: UTF8.self), index)
    }

    static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    func apply(_ tag: String, _ value: String, to record: inout BibRecord) -> Bool {
        switch tag {
        case "TY": record.type = BibType(exportName: value)
        case "AU", "A1": record.addAuthors(value)
        case "A2", "ED", "A3", "A4": break
        case "TI", "T1", "CT", "BT": if record.title.isEmpty { record.title = value }
        case "TT": record.translatedTitle = value
        case "T2", "JO", "JF", "JA", "J2", "J1":
            if record.container.isEmpty || tag == "T2" || tag == "JF" { record.container = value }
        case "T3": break
        case "PY", "Y1": record.year = FieldCleanup.year(value)
        case "DA", "Y2": record.date = value
        case "VL": record.volume = FieldCleanup.number(value)
        case "IS": record.issue = FieldCleanup.number(value)
        case "SP": record.pages = FieldCleanup.pages(value) + record.pages
        case "EP": record.pages += "-" + FieldCleanup.pages(value)
        case "SN": if value.count > 9 { record.isbn = value } else { record.issn = value }
        case "DO": record.doi = DOI.normalized(value)
        case "UR", "L1", "L2", "LK": if record.url.isEmpty { record.url = value }
        case "AB", "N2": record.abstract = FieldCleanup.abstract(value)
        case "KW": record.addKeywords(value)
        case "PB": record.publisher = value
        case "CY", "PP": record.place = value
        case "LA": record.language = value
        case "DB", "DP": record.database = value
        case "M3": if record.type == .thesis { record.degree = value }
        case "N1", "AN", "ID", "C1", "C2", "M1", "M2", "RN", "AD", "ET", "CN", "U1", "U2", "U3", "U4", "U5", "Y3":
            break
        default: return false
        }
        return true
    }

    /// A thesis's publisher is its university.
    func finish(_ record: inout BibRecord) {
        if record.type == .thesis, record.school.isEmpty { record.school = record.publisher }
    }
}
