import DecisionRecords
import Foundation
import Publishing
import TextSupport
import ToolSupport

/// `lit decision`: the module decision records in `Decisions/`.
enum DecisionCommand {
    static let command = Command(
        CommandSpec(name: "decision", abstract: "Write, link and check the module decision records in Decisions/."),
        subcommands: [new, status, supersede, review, check, index, list])

    static let new = Command(
        CommandSpec(
            name: "new", abstract: "Start a decision record from the template (prints its path).",
            discussion: """
                The template is Decisions/TEMPLATE.md when the workspace has one (lit init writes it; edit \
                it freely, keeping its {{id}}, {{title}}, {{module}}, {{date}} and {{supersedes}}), else \
                lit's own; --lang always takes lit's own in that language.
                """,
            arguments: [
                ArgumentSpec("MODULE", help: "The module key: location, networking, storage, ui, refresh, ..."),
                ArgumentSpec("TITLE", help: "What was decided, in a few words."),
            ],
            options: [
                OptionSpec("lang", value: "LANG", help: "lit's own template with headings in zh, en or zh+en."),
                OptionSpec("supersedes", value: "ID", kind: .repeated, help: "A record this one supersedes."),
                WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let workspace = try WorkspaceOption.locate(arguments, console)
        let module = arguments.positional(0)!
        guard DecisionRules.isID(module + "-01") else {
            throw UsageError("MODULE: expected a lowercase key such as storage, got '\(module)'")
        }
        let language = arguments.value("lang") ?? "zh"
        guard DecisionTemplate.languages.contains(language) else {
            throw UsageError("--lang: expected zh, en or zh+en, got '\(language)'")
        }
        let records = try DecisionFolder.load(workspace.decisionsDirectory)
        let number =
            (records.filter { $0.module == module }.compactMap { Int($0.id.split(separator: "-").last ?? "") }.max()
                ?? 0) + 1
        let id = String(format: "%@-%02d", module, number)
        let title = arguments.positional(1)!
        let slug = title.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
            .reduce(into: "") { if !($1 == "-" && ($0.hasSuffix("-") || $0.isEmpty)) { $0.append($1) } }
            .trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        let name = slug.isEmpty ? "\(id).md" : "\(id)-\(slug.prefix(40)).md"
        let path = workspace.decisionsDirectory + "/" + name
        let own = workspace.decisionsDirectory + "/" + DecisionFolder.templateName
        let template =
            arguments.has("lang")
            ? DecisionTemplate.starter(language: language)
            : (try? String(contentsOfFile: own, encoding: .utf8)) ?? DecisionTemplate.starter(language: language)
        let text = DecisionTemplate.fill(
            template, id: id, title: title, module: module, date: CalendarDay.today(),
            supersedes: arguments.values("supersedes"))
        try FileManager.default.createDirectory(atPath: workspace.decisionsDirectory, withIntermediateDirectories: true)
        try AtomicFile.write(text, to: path)
        for old in arguments.values("supersedes") { try link(old, supersededBy: id, in: workspace.decisionsDirectory) }
        try console.print("Decisions/" + name)
    }

    static let status = Command(
        CommandSpec(
            name: "status", abstract: "Set a record's status (and its date to today).",
            arguments: [
                ArgumentSpec("ID", help: "The record, e.g. storage-02."),
                ArgumentSpec("STATUS", help: DecisionRules.statuses.joined(separator: ", ")),
            ], options: [WorkspaceOption.spec])
    ) { arguments, console in
        let folder = try WorkspaceOption.locate(arguments, console).decisionsDirectory
        let value = arguments.positional(1)!
        guard DecisionStatus(rawValue: value) != nil else {
            throw UsageError("STATUS: expected \(DecisionRules.statuses.joined(separator: ", ")), got '\(value)'")
        }
        try edit(arguments.positional(0)!, in: folder) { editor, _ in
            editor.set("status", value)
            editor.set("date", CalendarDay.today())
        }
        try console.print("\(arguments.positional(0)!): \(value)")
    }

    static let supersede = Command(
        CommandSpec(
            name: "supersede", abstract: "Mark OLD superseded by NEW, writing both records.",
            arguments: [
                ArgumentSpec("OLD", help: "The record replaced."),
                ArgumentSpec("NEW", help: "The record replacing it."),
            ],
            options: [WorkspaceOption.spec])
    ) { arguments, console in
        let folder = try WorkspaceOption.locate(arguments, console).decisionsDirectory
        let (old, new) = (arguments.positional(0)!, arguments.positional(1)!)
        guard old != new else { throw UsageError("OLD and NEW are the same record") }
        _ = try record(new, in: folder)
        try link(old, supersededBy: new, in: folder)
        try edit(new, in: folder) { editor, record in
            editor.set(
                "supersedes", list: record.supersedes.contains(old) ? record.supersedes : record.supersedes + [old])
        }
        try console.print("\(old) superseded by \(new)")
    }

    static let review = Command(
        CommandSpec(
            name: "review",
            abstract: "Record that a decision's cited rows and evidence were reread (clears 'suspect').",
            arguments: [ArgumentSpec("ID", help: "The record.")], options: [WorkspaceOption.spec])
    ) { arguments, console in
        let context = try PublishingContext.open(arguments, console, chinese: true)
        let folder = context.root + "/Decisions"
        try edit(arguments.positional(0)!, in: folder) { editor, record in
            editor.set("reviewed", map: try DecisionChecks.fingerprints(of: record, in: context.tables))
        }
        try console.print("\(arguments.positional(0)!): reviewed")
    }

    static let check = Command(
        CommandSpec(
            name: "check",
            abstract: "Check the records: structure, links to rows and runs, and suspect (changed) citations.",
            discussion: "Errors exit 1; warnings (suspect citations, thin records) do not, unless --strict.",
            options: [.flag("strict", help: "Warnings fail too."), WorkspaceOption.spec])
    ) { arguments, console in
        let context = try PublishingContext.open(arguments, console, chinese: true)
        let findings = try DecisionChecks.check(context.tables.decisions, in: context.tables)
        try report(findings, strict: arguments.has("strict"), console: console)
        try console.print("lit decision check: \(context.tables.decisions.count) records, no errors")
    }

    static let index = Command(
        CommandSpec(
            name: "index", abstract: "Write Decisions/README.md: index, decision table, traceability.",
            options: [OutputOptions.langSpec, WorkspaceOption.spec])
    ) { arguments, console in
        let chinese = arguments.has("lang") ? try OutputOptions.chinese(arguments) : true
        let context = try PublishingContext.open(arguments, console, chinese: chinese)
        try console.print("Decisions/README.md: \(try DecisionIndex.write(context) ? "updated" : "unchanged")")
    }

    static let list = Command(
        CommandSpec(
            name: "list", abstract: "List the decision records.",
            options: [OutputOptions.formatSpec, WorkspaceOption.spec])
    ) { arguments, console in
        let options = try OutputOptions(arguments, defaultFormat: console.outIsTerminal ? .table : .csv)
        let records = try DecisionFolder.load(try WorkspaceOption.locate(arguments, console).decisionsDirectory)
        let table = DataTable(
            headers: ["id", "title", "module", "status", "date"], keys: ["id", "title", "module", "status", "date"],
            rows: records.map { [$0.id, $0.title, $0.module, $0.statusText, $0.date] }, numeric: [])
        try console.out.write(table.render(options.format))
    }

    // MARK: - Shared steps

    /// Prints findings on stderr: errors as errors, warnings as notes.
    /// Prints findings on stderr; throws when an error (or, strictly, a warning) is among them.
    static func report(_ findings: [DecisionFinding], strict: Bool, console: Console) throws {
        console.show(findings)
        let failing = findings.filter { $0.severity == .error || strict }
        guard failing.isEmpty else { throw CommandFailure("\(failing.count) problem(s) in Decisions/") }
    }

    /// The record `id` and its file.
    static func record(_ id: String, in folder: String) throws -> (record: DecisionRecord, path: String) {
        let records = try DecisionFolder.load(folder)
        guard let record = records.first(where: { $0.id == id }) else {
            throw CommandFailure("no decision record \(id) in Decisions/ (lit decision list shows them)")
        }
        return (record, folder + "/" + (record.path as NSString).lastPathComponent)
    }

    /// Edits the front matter of `id` in place (atomically).
    static func edit(
        _ id: String, in folder: String, _ change: (inout FrontMatterEditor, DecisionRecord) throws -> Void
    ) throws {
        let (record, path) = try record(id, in: folder)
        var editor = try FrontMatterEditor(try String(contentsOfFile: path, encoding: .utf8), path: record.path)
        try change(&editor, record)
        try AtomicFile.write(editor.text, to: path)
    }

    /// Marks `old` superseded by `new`.
    static func link(_ old: String, supersededBy new: String, in folder: String) throws {
        try edit(old, in: folder) { editor, record in
            editor.set("status", "superseded")
            editor.set("date", CalendarDay.today())
            editor.set(
                "superseded-by",
                list: record.supersededBy.contains(new) ? record.supersededBy : record.supersededBy + [new])
        }
    }
}
