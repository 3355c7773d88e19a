import Bibliography
import Foundation
import LiteratureMatrix
import TextSupport
import ToolSupport

/// `lit refs [FILES]`: the reference list in GB/T 7714 (2015 or 2025), numbered in order of first
/// citation in FILES or by author, as Markdown, text or LaTeX; required fields checked per type.
enum RefsCommand {
    static let command = Command(
        CommandSpec(
            name: "refs",
            abstract: "Print the reference list in GB/T 7714 (2015 or 2025), checking each type's fields.",
            discussion: """
                With FILES, the works cited in them ([L12]) in order of first citation; without, every work.
                A work imported from a database export is formatted from its full record (volume, issue, pages,
                publisher, school), read again from the copy under Literature/imports/; the matrix's title,
                authors, year and venue win where they were edited. The type comes from the source_type column
                ([J], [D], [C], [M], [R], [S], [P], [N], [EB/OL]); online resources need an `accessed` column
                (lit edit ID --set accessed=2026-11-30). A work missing a field its type needs is named on stderr
                and the exit status is 1.
                """,
            arguments: [
                ArgumentSpec(
                    "FILE", help: "Documents whose citations order the list.", isOptional: true, isVariadic: true)
            ],
            options: [
                OptionSpec("style", value: "STYLE", help: "gbt7714-2015 (default) or gbt7714-2025."),
                OptionSpec("order", value: "ORDER", help: "cited (default: order of first citation) or author."),
                OptionSpec("format", value: "FORMAT", help: "md (default), txt or tex."),
                WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let styleName = arguments.value("style") ?? GBTStyle.edition2015.rawValue
        guard let style = GBTStyle(rawValue: styleName) else {
            throw UsageError("--style: expected gbt7714-2015 or gbt7714-2025, got '\(styleName)'")
        }
        let order = arguments.value("order") ?? "cited"
        guard order == "cited" || order == "author" else {
            throw UsageError("--order: expected cited or author, got '\(order)'")
        }
        let format = arguments.value("format") ?? "md"
        guard ["md", "txt", "tex"].contains(format) else {
            throw UsageError("--format: expected md, txt or tex, got '\(format)'")
        }
        let session = try WorkspaceOption.openForReading(arguments, console)
        var works: [MatrixRecord] = []
        try session.store.forEach(RecordQuery()) { works.append($0) }
        if !arguments.positionals.isEmpty {
            let cited = try citations(in: arguments.positionals, console: console)
            let byID = Dictionary(works.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for id in cited where byID[id] == nil {
                console.diagnostic("warning: [\(id)] is cited but not in the matrix")
            }
            works = cited.compactMap { byID[$0] }
        }
        let sources = FullRecords(root: session.workspace.root)
        var entries = works.map { work in (work.id, sources.record(for: work), work.custom[KnownColumn.accessed] ?? "")
        }
        if order == "author" {
            let chinese = Locale(identifier: "zh")
            entries.sort { left, right in
                let a = left.1.authors.first ?? left.1.title
                let b = right.1.authors.first ?? right.1.title
                let comparison = a.compare(b, locale: chinese)
                return comparison == .orderedSame ? left.1.year < right.1.year : comparison == .orderedAscending
            }
        }
        for problem in sources.problems { console.diagnostic("warning: \(problem)") }
        var problems: [String] = []
        var lines: [String] = []
        for (number, (id, record, accessed)) in entries.enumerated() {
            let missing = GBTReference.missingFields(record, accessed: accessed)
            if !missing.isEmpty {
                problems.append(
                    "\(id) [\(GBTReference.typeCode(record))] \(record.title): missing \(missing.joined(separator: ", "))"
                )
            }
            let text = GBTReference.format(record, style: style, accessed: accessed)
            switch format {
            case "tex": lines.append("\\bibitem{\(id)} " + BibliographyWriter.escapeTeX(text))
            case "md": lines.append("[\(number + 1)] " + Self.markdownProse(text))
            default: lines.append("[\(number + 1)] " + text)
            }
        }
        if format == "tex" {
            lines = ["\\begin{thebibliography}{\(max(entries.count, 9))}"] + lines + ["\\end{thebibliography}"]
        }
        try console.out.write(lines.joined(separator: format == "md" ? "\n\n" : "\n") + "\n")
        for problem in problems { console.diagnostic("error: \(problem)") }
        if !problems.isEmpty { throw CommandFailure("\(problems.count) reference(s) lack fields GB/T 7714 needs") }
    }

    /// Text safe in a Markdown paragraph: the characters that would start emphasis, code or HTML escaped.
    static func markdownProse(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\*_`<>".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// The ids cited in `files` ([L12], [L12, L13], [L12]、[L13]) in order of first citation.
    static func citations(in files: [String], console: Console) throws -> [String] {
        var seen = Set<String>()
        var ids: [String] = []
        for file in files {
            guard
                let data = FileManager.default.contents(
                    atPath: Workspace.absolute(file, from: console.workingDirectory))
            else { throw CommandFailure("\(file): cannot read the file") }
            let text = String(decoding: data, as: UTF8.self)
            var inBracket = false
            var token = ""
            for character in text {
                if character == "[" {
                    inBracket = true
                    token = ""
                    continue
                }
                guard inBracket else { continue }
                if character.isLetter || character.isNumber {
                    token.append(character)
                } else {
                    if token.count >= 3, token.first == "L", token.dropFirst().allSatisfy(\.isNumber),
                        seen.insert(token).inserted
                    {
                        ids.append(token)
                    }
                    token = ""
                    if character == "]" || character.isNewline { inBracket = false }
                }
            }
        }
        return ids
    }
}

/// A work's full bibliographic record: read again from the export it was imported from when the
/// provenance column points to one, else built from the matrix; the matrix's own fields win.
final class FullRecords {
    let root: String
    /// Each kept export read once: its records by the line they start on.
    private var parsed: [String: [Int: BibRecord]] = [:]
    /// Kept exports that could not be read again, said once each.
    private(set) var problems: [String] = []

    init(root: String) { self.root = root }

    func record(for work: MatrixRecord) -> BibRecord {
        var record = imported(work) ?? ReferenceExport.record(work).record
        let fromMatrix = ReferenceExport.record(work).record
        record.title = fromMatrix.title
        if !fromMatrix.authors.isEmpty { record.authors = fromMatrix.authors }
        if !fromMatrix.year.isEmpty { record.year = fromMatrix.year }
        if !fromMatrix.doi.isEmpty { record.doi = fromMatrix.doi }
        if !fromMatrix.url.isEmpty { record.url = fromMatrix.url }
        if record.type == .other { record.type = Self.type(of: work) }
        return record
    }

    /// The record at the first provenance entry ("Literature/imports/F (1).ris:12 (ris, CNKI, 2026-11-30)"),
    /// read as the format recorded there; a kept export that no longer reads is said once.
    private func imported(_ work: MatrixRecord) -> BibRecord? {
        guard let provenance = work.custom[KnownColumn.provenance],
            let match = provenance.firstMatch(of: /^(.+?):(\d+) \(([a-z-]+)[,)]/), let line = Int(match.2)
        else { return nil }
        let path = String(match.1)
        if parsed[path] == nil {
            var records: [Int: BibRecord] = [:]
            if let data = FileManager.default.contents(atPath: root + "/" + path) {
                do {
                    let file = try BibliographyReader.read(
                        data, file: path, format: BibliographyFormat(rawValue: String(match.3)))
                    records = Dictionary(file.records.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
                } catch {
                    problems.append("\(error): the matrix's fields are used instead")
                }
            } else {
                problems.append("\(path): the kept export is missing: the matrix's fields are used instead")
            }
            parsed[path] = records
        }
        return parsed[path]?[line]
    }

    /// A type for works entered by hand: "GB/T 7714 type: [X]" in the notes, else a journal article
    /// with a DOI, a web page with only a URL.
    static func type(of work: MatrixRecord) -> BibType {
        let notes = work[.notes]
        if let marker = notes.range(of: "GB/T 7714 type: ["), let end = notes[marker.upperBound...].firstIndex(of: "]")
        {
            switch notes[marker.upperBound..<end] {
            case "J": return .journalArticle
            case "D": return .thesis
            case "C": return .conferencePaper
            case "M": return .book
            case "R": return .report
            case "S": return .standard
            case "P": return .patent
            case "N": return .newspaper
            case "EB/OL", "EB": return .webpage
            default: return .other
            }
        }
        if !work[.doi].isEmpty { return .journalArticle }
        return work[.url].isEmpty ? .other : .webpage
    }
}
