import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// EndNote XML (`<xml><records><record>…`): each record's elements by their path, text gathered
/// from any `<style>` children.
struct EndNoteXMLReader {
    let file: String

    func read(_ data: Data) throws(BibliographyError) -> (records: [BibRecord], warnings: [BibliographyWarning]) {
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse(), collector.isComplete else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "malformed XML"
            throw BibliographyError(file: file, line: parser.lineNumber, "expected well-formed EndNote XML (\(reason))")
        }
        return (collector.records, [])
    }

    /// Walks the elements, filing text by the path inside `<record>`.
    private final class Collector: NSObject, XMLParserDelegate {
        var records: [BibRecord] = []
        /// Whether every element that was opened was closed.
        var isComplete: Bool { path.isEmpty && record == nil }
        private var record: BibRecord?
        private var path: [String] = []
        private var text = ""
        private var refType = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "record" {
                record = BibRecord()
                record?.line = parser.lineNumber
                refType = ""
            }
            if name == "ref-type" { refType = attributes["name"] ?? "" }
            if name != "style" {
                path.append(name)
                text = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard name != "style" else { return }
            defer { path.removeLast() }
            guard var current = record else { return }
            let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let parent = path.dropLast().last ?? ""
            switch name {
            case "record":
                current.type = BibType(exportName: refType)
                if current.type == .thesis { current.school = current.publisher }
                records.append(current)
                record = nil
                return
            case "author"
            where parent == "authors" && path.contains("contributors") && !path.contains("secondary-authors"):
                current.addAuthors(value)
            case "title" where parent == "titles": current.title = value
            case "secondary-title": current.container = value
            case "full-title" where current.container.isEmpty: current.container = value
            case "alt-title", "translated-title": current.translatedTitle = value
            case "pages": current.pages = FieldCleanup.pages(value)
            case "volume": current.volume = FieldCleanup.number(value)
            case "number", "issue": current.issue = FieldCleanup.number(value)
            case "year": current.year = FieldCleanup.year(value)
            case "pub-location": current.place = value
            case "publisher": current.publisher = value
            case "isbn": if value.count > 9 { current.isbn = value } else { current.issn = value }
            case "electronic-resource-num": current.doi = DOI.normalized(value)
            case "url" where current.url.isEmpty: current.url = value
            case "abstract": current.abstract = FieldCleanup.abstract(value)
            case "keyword": current.addKeywords(value)
            case "language": current.language = value
            case "work-type": current.degree = value
            case "remote-database-provider", "remote-database-name": current.database = value
            default: break
            }
            record = current
            text = ""
        }
    }
}
