import Foundation
import TextSupport

/// Writes records as BibTeX, RIS or CSL-JSON, so works can move on to Zotero, LaTeX or Pandoc.
/// Each record's `id` is its citation key; the output is in the records' order and diffs well.
public enum BibliographyWriter {
    /// The formats there is a writer for.
    public static let formats: [BibliographyFormat] = [.bibtex, .ris, .cslJSON]

    /// `records` (with their keys) in `format`; nil for a format without a writer.
    public static func write(_ records: [(key: String, record: BibRecord)], as format: BibliographyFormat) throws
        -> String?
    {
        switch format {
        case .bibtex: records.map { bibtex($0.record, key: $0.key) }.joined(separator: "\n")
        case .ris: records.map { ris($0.record) }.joined()
        case .cslJSON: try cslJSON(records)
        default: nil
        }
    }

    static func bibtex(_ record: BibRecord, key: String) -> String {
        let type: String =
            switch record.type {
            case .journalArticle, .newspaper: "article"
            case .thesis:
                record.degree.contains("博士") || record.degree.lowercased().contains("phd")
                    ? "phdthesis" : "mastersthesis"
            case .conferencePaper: "inproceedings"
            case .book: "book"
            case .bookSection: "incollection"
            case .report: "techreport"
            default: "misc"
            }
        let container = record.type == .conferencePaper || record.type == .bookSection ? "booktitle" : "journal"
        let fields: [(String, String)] = [
            ("title", record.title), ("author", record.authors.joined(separator: " and ")),
            (container, record.container),
            ("year", record.year), ("volume", record.volume), ("number", record.issue),
            ("pages", record.pages.replacingOccurrences(of: "-", with: "--")), ("publisher", record.publisher),
            ("school", record.school), ("address", record.place), ("doi", record.doi), ("url", record.url),
            ("keywords", record.keywords.joined(separator: ", ")), ("abstract", record.abstract),
            ("langid", record.language),
        ]
        let body = fields.filter { !$0.1.isEmpty }.map { "  \($0.0) = {\(escapeTeX($0.1))}" }
        return "@\(type){\(key),\n" + body.joined(separator: ",\n") + "\n}\n"
    }

    /// Braces and TeX's special characters escaped, so a value cannot end its field or run a
    /// command; a field stays on one line.
    public static func escapeTeX(_ text: String) -> String { TeXEscaping.escape(text, lineBreak: " ") }

    static func ris(_ record: BibRecord) -> String {
        let type: String =
            switch record.type {
            case .journalArticle: "JOUR"
            case .thesis: "THES"
            case .conferencePaper: "CONF"
            case .book: "BOOK"
            case .bookSection: "CHAP"
            case .report: "RPRT"
            case .standard: "STAND"
            case .patent: "PAT"
            case .webpage: "ELEC"
            case .newspaper: "NEWS"
            case .dataset: "DATA"
            case .other: "GEN"
            }
        var lines = ["TY  - \(type)"] + record.authors.map { "AU  - \($0)" }
        let pages = record.pages.split(separator: "-", maxSplits: 1)
        for (tag, value) in [
            ("TI", record.title), ("T2", record.container), ("PY", record.year), ("VL", record.volume),
            ("IS", record.issue), ("SP", pages.first.map(String.init) ?? ""),
            ("EP", pages.count > 1 ? String(pages[1]) : ""),
            ("PB", record.publisher.isEmpty ? record.school : record.publisher),
            ("CY", record.place), ("DO", record.doi), ("UR", record.url), ("AB", record.abstract),
            ("LA", record.language), ("M3", record.degree),
        ] where !value.isEmpty {
            lines.append("\(tag)  - \(value.replacingOccurrences(of: "\n", with: " "))")
        }
        lines += record.keywords.map { "KW  - \($0)" }
        return (lines + ["ER  - ", ""]).joined(separator: "\n")
    }

    static func cslJSON(_ records: [(key: String, record: BibRecord)]) throws -> String {
        let items: [[String: Any]] = records.map { key, record in
            var item: [String: Any] = ["id": key, "type": cslType(record.type), "title": record.title]
            item["author"] = record.authors.map { name -> [String: String] in
                let parts = name.split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                return parts.count == 2 ? ["family": parts[0], "given": parts[1]] : ["literal": name]
            }
            for (field, value) in [
                ("container-title", record.container), ("volume", record.volume), ("issue", record.issue),
                ("page", record.pages), ("publisher", record.publisher.isEmpty ? record.school : record.publisher),
                ("publisher-place", record.place), ("DOI", record.doi), ("URL", record.url),
                ("abstract", record.abstract), ("language", record.language), ("genre", record.degree),
                ("keyword", record.keywords.joined(separator: ", ")),
            ] where !value.isEmpty {
                item[field] = value
            }
            if let year = Int(record.year) { item["issued"] = ["date-parts": [[year]]] }
            return item
        }
        let data = try JSONSerialization.data(
            withJSONObject: items, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func cslType(_ type: BibType) -> String {
        switch type {
        case .journalArticle: "article-journal"
        case .thesis: "thesis"
        case .conferencePaper: "paper-conference"
        case .book: "book"
        case .bookSection: "chapter"
        case .report: "report"
        case .standard: "standard"
        case .patent: "patent"
        case .webpage: "webpage"
        case .newspaper: "article-newspaper"
        case .dataset: "dataset"
        case .other: "document"
        }
    }
}
