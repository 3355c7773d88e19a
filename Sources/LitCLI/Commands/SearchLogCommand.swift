import ES256Signing
import Foundation
import LiteratureMatrix
import SearchStrings
import TextSupport
import ToolSupport

/// `lit search log`: records a search that was really run (date, database, the exact string, hits,
/// the export's hash), or lists the log.
enum SearchLogCommand {
    static let command = Command(
        CommandSpec(
            name: "log", abstract: "Record a search you ran (with --db and --hits), or list the search log.",
            discussion: """
                The log is Literature/search-log.json. The string defaults to the model rendered for --db (give
                --query when that is several queries, or when you ran something else). With --file, the export
                saved from the search is identified by its SHA-256, and importing that file later records how
                many works it added and how many were duplicates. Only log searches you really ran: lit prisma
                counts from this log.
                """,
            options: [
                OptionSpec("db", value: "DB", help: "cnki, wanfang, wos, scopus, ieee, acm or scholar."),
                OptionSpec("hits", value: "N", help: "The hits the database reported."),
                OptionSpec("query", value: "TEXT", help: "The exact string run (default: the rendered model)."),
                OptionSpec("file", value: "EXPORT", help: "The export saved from this search."),
                OptionSpec("date", value: "YYYY-MM-DD", help: "When it was run (default: today, UTC)."),
                SearchWorkspace.formatSpec, WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let session = try WorkspaceOption.open(arguments, console)
        let log = SearchLog(workspaceRoot: session.workspace.root)
        guard let name = arguments.value("db") else {
            guard arguments.value("hits") == nil, arguments.value("query") == nil, arguments.value("file") == nil else {
                throw UsageError("--db: required to record a search")
            }
            return try list(try log.load(), format: try SearchWorkspace.format(arguments), console: console)
        }
        let database = try SearchQueryCommands.databases(name)
        guard database.count == 1 else { throw UsageError("--db: expected one database, got '\(name)'") }
        guard let hits = try arguments.integer("hits"), hits >= 0 else {
            throw UsageError("--hits: required, the number of hits the database reported")
        }
        let query = try arguments.value("query") ?? renderedQuery(database[0], arguments, console)
        var hash: String?
        if let file = arguments.value("file") {
            guard
                let data = FileManager.default.contents(
                    atPath: Workspace.absolute(file, from: console.workingDirectory))
            else { throw CommandFailure("\(file): cannot read the file") }
            hash = SHA256.hex(data)
        }
        let date = arguments.value("date") ?? CalendarDay.today()
        guard CalendarDay.isDay(date) else {
            throw UsageError("--date: expected YYYY-MM-DD, got '\(date)'")
        }
        var entries = try log.load()
        let entry = SearchLogEntry(
            id: SearchLog.nextID(after: entries), date: date, database: database[0].rawValue, query: query, hits: hits,
            exportFile: arguments.value("file"), exportSHA256: hash)
        entries.append(entry)
        try log.save(entries)
        try console.print("\(entry.id): \(entry.database), \(hits) hits, \(date)")
    }

    /// The model rendered for `database`, when that is one query.
    private static func renderedQuery(_ database: SearchDatabase, _ arguments: ParsedArguments, _ console: Console)
        throws -> String
    {
        let rendered = SearchRenderer.render(try SearchWorkspace.load(arguments, console), for: database)
        guard rendered.queries.count == 1 else {
            throw UsageError(
                "--query: the model is \(rendered.queries.count) queries for \(database.rawValue): give the one you ran"
            )
        }
        return rendered.queries[0]
    }

    private static func list(_ entries: [SearchLogEntry], format: OutputOptions.Format, console: Console) throws {
        let table = DataTable(
            headers: ["ID", "date", "database", "hits", "added", "duplicates", "export", "query"],
            keys: ["id", "date", "database", "hits", "added", "duplicates", "export", "query"],
            rows: entries.map { entry in
                [
                    entry.id, entry.date, entry.database, String(entry.hits), entry.added.map(String.init) ?? "",
                    entry.duplicates.map(String.init) ?? "", entry.exportFile ?? "", entry.query,
                ]
            }, numeric: [3, 4, 5])
        try console.out.write(table.render(format))
    }
}
