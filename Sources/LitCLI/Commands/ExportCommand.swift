import Bibliography
import LiteratureMatrix
import TextSupport
import ToolSupport

/// `lit export`: the matrix as CSV (the columns `lit import` reads), JSON or Markdown, or its works
/// as BibTeX, RIS or CSL-JSON for Zotero, LaTeX and Pandoc.
enum ExportCommand {
    static let command = Command(
        CommandSpec(
            name: "export",
            abstract: "Export the matrix as CSV, JSON or Markdown, or the works as BibTeX, RIS or CSL-JSON.",
            discussion: """
                CSV has a header row with the columns 'lit import' reads, so an export imports back unchanged.
                BibTeX, RIS and CSL-JSON carry each work's bibliographic fields with its id as the citation key.
                """,
            options: [
                OptionSpec(
                    "format", value: "FORMAT", help: "csv, json, md, bibtex, ris or csl-json (default: csv)."),
                OptionSpec(
                    "output", short: "o", value: "FILE",
                    help: "Write to FILE (replaced whole, atomically) instead of stdout."),
                OutputOptions.columnsSpec, OutputOptions.langSpec,
                .flag("bom", help: "Start CSV with a UTF-8 byte-order mark (for Excel on Windows)."),
            ] + QueryOptions.specs + [WorkspaceOption.spec])
    ) { arguments, console in
        if let name = arguments.value("format"), let format = BibliographyFormat(rawValue: name),
            BibliographyWriter.formats.contains(format)
        {
            return try exportReferences(format, arguments, console)
        }
        let options = try OutputOptions(arguments, defaultFormat: .csv)
        guard let format = ExportFormat(rawValue: options.format.rawValue) else {
            throw UsageError(
                "--format: expected csv, json, md, bibtex, ris or csl-json, got '\(options.format.rawValue)'")
        }
        let session = try WorkspaceOption.openForReading(arguments, console)
        let custom = try session.store.customColumns()
        let fallback =
            format == .md ? MatrixField.core.map { MatrixColumn.field($0) } : MatrixColumn.all(custom: custom)
        let columns = try OutputOptions.columns(arguments, store: session.store, fallback: fallback)
        let query = try QueryOptions.query(arguments)
        let exporter = MatrixExporter(store: session.store)
        let bom = arguments.has("bom")
        guard let output = arguments.value("output") else {
            let collected = CollectedOutput()
            try exporter.export(
                query, format: format, columns: columns, chinese: options.chinese, byteOrderMark: bom,
                to: collected.append)
            try collected.write(to: console)
            return
        }
        let file = try AtomicFile(path: Workspace.absolute(output, from: console.workingDirectory))
        let count = try exporter.export(
            query, format: format, columns: columns, chinese: options.chinese, byteOrderMark: bom
        ) { try file.write($0) }
        try file.commit()
        console.diagnostic("wrote \(count) records to \(output)")
    }

    /// The selected works as references, to stdout or --output.
    private static func exportReferences(_ format: BibliographyFormat, _ arguments: ParsedArguments, _ console: Console)
        throws
    {
        let session = try WorkspaceOption.openForReading(arguments, console)
        var works: [(key: String, record: BibRecord)] = []
        try session.store.forEach(try QueryOptions.query(arguments)) { works.append(ReferenceExport.record($0)) }
        guard let text = try BibliographyWriter.write(works, as: format) else {
            throw UsageError("--format: \(format.rawValue) has no writer")
        }
        guard let output = arguments.value("output") else { return try console.out.write(text) }
        try AtomicFile.write(text, to: Workspace.absolute(output, from: console.workingDirectory))
        console.diagnostic("wrote \(works.count) records to \(output)")
    }
}
