import Bibliography
import Foundation
import LiteratureMatrix
import TextSupport
import ToolSupport

/// `lit import FILE`: a CSV matrix (English or Chinese headers, UTF-8 or GB18030), or a database
/// export (RIS, BibTeX, CSL-JSON, EndNote XML or tagged, RefWorks, NoteExpress), in one transaction.
enum ImportCommand {
    static let command = Command(
        CommandSpec(
            name: "import", abstract: "Import works from a CSV matrix or a database export (CNKI, Wanfang, WoS, ...).",
            discussion: """
                The format is recognised from the content (--format overrides): a CSV matrix, or RIS, BibTeX,
                CSL-JSON, EndNote XML, EndNote/Refer (.enw, CNKI's and Wanfang's EndNote), RefWorks (CNKI) or
                NoteExpress (CNKI, Wanfang), in UTF-8, UTF-16 or GB18030. The whole file is one transaction:
                any bad row or record stops the import and nothing is imported (CSV: unless --skip-invalid).
                A CSV row with an id already in the matrix updates it; a new row whose DOI or normalised title
                matches an existing work is reported as a duplicate and skipped. An export's works are matched
                by DOI, then URL, then the normalised title with the year within one and an author in common;
                a duplicate is reported with the work it matches and not added (--not-duplicate LINE adds it).
                An export is kept byte for byte under Literature/imports/, and each work it adds records its
                file, line, format, database and date in the provenance column.
                """,
            arguments: [ArgumentSpec("FILE", help: "The CSV file or database export.")],
            options: [
                OptionSpec(
                    "format", value: "FORMAT",
                    help: "csv, ris, bibtex, csl-json, endnote-xml, refer, refworks or noteexpress (default: detected)."
                ),
                OptionSpec(
                    "not-duplicate", value: "LINE", kind: .repeated,
                    help: "Add the export's record at LINE even if it matches a work."),
                OptionSpec("encoding", value: "ENCODING", help: "utf-8 or gb18030 (default: detected)."),
                .flag("dry-run", help: "Report what would change, and change nothing."),
                .flag("skip-invalid", help: "Import the good rows and list the bad ones."),
                .flag("add-columns", help: "Add unknown header names as your own columns."),
                WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let file = arguments.positional(0)!
        let path = Workspace.absolute(file, from: console.workingDirectory)
        if let format = try referenceFormat(arguments.value("format"), path: path) {
            let lines = try arguments.values("not-duplicate").map { text in
                guard let line = Int(text), line > 0 else {
                    throw UsageError("--not-duplicate: expected a line number, got '\(text)'")
                }
                return line
            }
            let session = try WorkspaceOption.open(arguments, console)
            try ReferenceImport(session: session, console: console, name: file, path: path)
                .run(format: format, notDuplicate: Set(lines), dryRun: arguments.has("dry-run"))
            return
        }
        var options = ImportOptions()
        if let name = arguments.value("encoding") {
            guard let encoding = TextEncoding(name: name) else {
                throw UsageError("--encoding: expected utf-8 or gb18030, got '\(name)'")
            }
            options.encoding = encoding
        }
        options.skipInvalid = arguments.has("skip-invalid")
        options.addUnknownColumns = arguments.has("add-columns")
        let session = try WorkspaceOption.open(arguments, console)
        let progress = Progress(console: console, label: "importing \(file)")
        let dryRun = arguments.has("dry-run")
        let report = try session.importCSV(
            at: Workspace.absolute(file, from: console.workingDirectory), displayName: file, options: options,
            dryRun: dryRun, progress: { done, total in progress.update(done, of: total) },
            onNote: { note in
                let prefix = note.kind == .skipped ? "skipped: " : ""
                console.diagnostic("warning: \(file):\(note.line): \(prefix)\(note.message)")
            })
        progress.finish()
        try console.print(summary(report, file: file, dryRun: dryRun))
    }

    /// The export format to read `path` as, or nil for a CSV matrix (named, or recognised from the start).
    static func referenceFormat(_ name: String?, path: String) throws -> BibliographyFormat? {
        if let name {
            if name == "csv" { return nil }
            guard let format = BibliographyFormat(rawValue: name) else {
                let names = ["csv"] + BibliographyFormat.allCases.map(\.rawValue)
                throw UsageError("--format: expected one of \(names.joined(separator: ", ")), got '\(name)'")
            }
            return format
        }
        // A pipe can be read only once: it goes to the CSV reader unless --format says otherwise.
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type == .typeRegular, let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 8192)) ?? Data()
        var text = String(decoding: start, as: UTF8.self)
        if start.starts(with: [0xFF, 0xFE]) || start.starts(with: [0xFE, 0xFF]) {
            text = String(decoding: start, as: UTF8.self).filter { $0 != "\0" }
        }
        return BibliographyFormat.detect(text[...])
    }

    static func summary(_ report: ImportReport, file: String, dryRun: Bool) -> String {
        var parts = [
            "added \(report.added)", "updated \(report.updated)", "unchanged \(report.unchanged)",
            "duplicates \(report.duplicateCount)", "skipped \(report.skippedCount)",
        ]
        if !report.newColumns.isEmpty { parts.append("new columns: \(report.newColumns.joined(separator: ", "))") }
        let verb = dryRun ? "dry run, nothing changed" : "imported"
        return "\(file) (\(report.encoding.rawValue)): \(verb): \(parts.joined(separator: ", "))"
    }
}
