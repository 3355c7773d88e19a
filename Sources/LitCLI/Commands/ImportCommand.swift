import LiteratureMatrix
import TextSupport
import ToolSupport

/// `lit import FILE`: reads a CSV matrix (English or Chinese headers, UTF-8 or GB18030) in one transaction.
enum ImportCommand {
    static let command = Command(
        CommandSpec(
            name: "import", abstract: "Import works from a CSV file (English or Chinese headers).",
            discussion: """
                The whole file is one transaction: any bad row stops the import and nothing is imported,
                unless --skip-invalid is given. A row with an id already in the matrix updates it; a new row
                whose DOI or normalised title matches an existing work is reported as a duplicate and skipped.
                """,
            arguments: [ArgumentSpec("FILE", help: "The CSV file.")],
            options: [
                OptionSpec("encoding", value: "ENCODING", help: "utf-8 or gb18030 (default: detected)."),
                .flag("dry-run", help: "Report what would change, and change nothing."),
                .flag("skip-invalid", help: "Import the good rows and list the bad ones."),
                .flag("add-columns", help: "Add unknown header names as your own columns."),
                WorkspaceOption.spec,
            ])
    ) { arguments, console in
        var options = ImportOptions()
        if let name = arguments.value("encoding") {
            guard let encoding = TextEncoding(name: name) else {
                throw UsageError("--encoding: expected utf-8 or gb18030, got '\(name)'")
            }
            options.encoding = encoding
        }
        options.skipInvalid = arguments.has("skip-invalid")
        options.addUnknownColumns = arguments.has("add-columns")
        let file = arguments.positional(0)!
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
