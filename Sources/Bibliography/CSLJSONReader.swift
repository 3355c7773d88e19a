import TextSupport

/// CSL-JSON (citeproc's input, what Zotero, Pandoc and Quarto exchange): an array of items, or one.
struct CSLJSONReader {
    let file: String

    func read(_ text: String) throws(BibliographyError) -> (records: [BibRecord], warnings: [BibliographyWarning]) {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: Array(text.utf8))
        } catch {
            throw BibliographyError(file: file, line: error.line, "expected \(error.expected) (CSL-JSON)")
        }
        let items: [JSONValue]
        switch document.value() {
        case .array(let array): items = array
        case .object(let members): items = [.object(members)]
        default: throw BibliographyError(file: file, line: 1, "expected an array of CSL-JSON items")
        }
        var records: [BibRecord] = []
        for (index, item) in items.enumerated() {
            guard case .object(let members) = item else {
                throw BibliographyError(file: file, line: 0, "item \(index + 1): expected an object")
            }
            records.append(Self.record(members, index: index))
        }
        return (records, [])
    }

    static func record(_ members: [JSONMember], index: Int) -> BibRecord {
        var record = BibRecord()
        record.line = index + 1
        for member in members {
            let text = member.value.text
            switch member.key {
            case "type": record.type = BibType(exportName: text)
            case "title": record.title = text
            case "author": record.authors = member.value.people
            case "container-title": record.container = text
            case "issued": record.year = member.value.firstDatePart.map(String.init) ?? FieldCleanup.year(text)
            case "volume": record.volume = FieldCleanup.number(text)
            case "issue": record.issue = FieldCleanup.number(text)
            case "page": record.pages = FieldCleanup.pages(text)
            case "publisher": record.publisher = text
            case "publisher-place": record.place = text
            case "DOI": record.doi = DOI.normalized(text)
            case "URL": record.url = text
            case "ISSN": record.issn = text
            case "ISBN": record.isbn = text
            case "abstract": record.abstract = FieldCleanup.abstract(text)
            case "keyword": record.addKeywords(text, commas: true)
            case "language": record.language = text
            case "genre": record.degree = text
            case "source": record.database = text
            default: break
            }
        }
        if record.type == .thesis { record.school = record.publisher }
        record.raw = members.map { "\($0.key): \($0.value.text)" }.joined(separator: "\n")
        return record
    }
}

extension JSONValue {
    /// Strings as they are, numbers without a trailing ".0", anything else empty.
    var text: String {
        switch self {
        case .string(let text): text
        case .number(let number): Int(exactly: number).map(String.init) ?? String(number)
        case .array(let values): values.map(\.text).joined(separator: "; ")
        default: ""
        }
    }

    /// CSL names: "family, given"-less Chinese names joined, `literal` as is.
    var people: [String] {
        guard case .array(let values) = self else { return [] }
        return values.compactMap { value in
            guard case .object(let members) = value else { return nil }
            let field = { (key: String) in members.first { $0.key == key }?.value.text ?? "" }
            if !field("literal").isEmpty { return field("literal") }
            let family = field("family")
            let given = field("given")
            if FieldCleanup.hasCJK(family + given) { return family + given }
            return given.isEmpty ? family : "\(family), \(given)"
        }
    }

    /// The year of `{"date-parts": [[2023, 5]]}` (numbers or strings), else of its `raw` or
    /// `literal` form ("2019", "spring 2019").
    var firstDatePart: Int? {
        guard case .object(let members) = self else { return nil }
        let field = { (key: String) in members.first { $0.key == key }?.value }
        if case .array(let dates)? = field("date-parts"), case .array(let first)? = dates.first {
            switch first.first {
            case .number(let year)?: return Int(exactly: year)
            case .string(let year)?: return Int(year)
            default: break
            }
        }
        for key in ["raw", "literal"] {
            if let text = field(key)?.text, let year = Int(FieldCleanup.year(text)) { return year }
        }
        return nil
    }
}
