import Bibliography
import LiteratureMatrix

/// The matrix's works as bibliographic records for `lit export --format bibtex|ris|csl-json`.
enum ReferenceExport {
    /// A work as a record: the built-in columns (authors as "Family, G."), its source type and
    /// abstract (from an import), and its id as the citation key.
    static func record(_ work: MatrixRecord) -> (key: String, record: BibRecord) {
        var record = BibRecord()
        let sourceType = work.custom[KnownColumn.sourceType] ?? ""
        record.type = BibType(rawValue: String(sourceType.prefix { $0 != " " })) ?? .other
        record.title = work.title
        record.authors = PersonName.list(work[.authors]).map(PersonName.familyCommaGiven)
        record.year = work[.year]
        record.container = work[.venue]
        if record.type == .thesis {
            record.school = work[.venue]
            record.container = ""
        }
        record.doi = work[.doi]
        record.url = work[.url]
        record.language = work[.language]
        record.keywords = work.tags
        record.abstract = work.custom[KnownColumn.abstract] ?? ""
        return (work.id, record)
    }
}
