import LiteratureMatrix
import SearchStrings
import TextSupport
import ToolSupport

/// `lit search render` and `lit search suggest`: the model written for each database, and terms the
/// records suggest adding.
enum SearchQueryCommands {
    static let render = Command(
        CommandSpec(
            name: "render", abstract: "Write the search as each database's query string (lint notes on stderr).",
            discussion: """
                Terms a database is not searched with are named on stderr, with the lint warnings. A query
                over a hard limit (Google Scholar's 256 characters, Web of Science's 49 operators) is split
                into queries that together cover the model; the exit status is 1 only when a database cannot
                take the search at all.
                """,
            options: [
                OptionSpec(
                    "db", value: "DB",
                    help: "cnki, wanfang, wos, scopus, ieee, acm, scholar or all (default: all)."),
                OptionSpec("format", value: "FORMAT", help: "text (default) or json."),
                WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let databases = try databases(arguments.value("db") ?? "all")
        let json = try isJSON(arguments)
        let model = try SearchWorkspace.load(arguments, console)
        let rendered = databases.map { SearchRenderer.render(model, for: $0) }
        for search in rendered {
            for diagnostic in search.diagnostics where diagnostic.severity != .error {
                console.diagnostic(
                    "\(diagnostic.severity.rawValue): \(search.database.rawValue): \(diagnostic.message)")
            }
        }
        if json {
            try console.out.write("[\n" + rendered.map(Self.json).joined(separator: ",\n") + "\n]\n")
        } else {
            var blocks: [String] = []
            for search in rendered where !search.failed {
                let header = databases.count == 1 ? [] : ["# \(search.database.rawValue): \(search.database.name)"]
                blocks.append((header + search.queries).joined(separator: "\n") + "\n")
            }
            try console.out.write(blocks.joined(separator: "\n"))
        }
        let failures = rendered.flatMap { search in
            search.diagnostics.filter { $0.severity == .error }.map { "\(search.database.rawValue): \($0.message)" }
        }
        if !failures.isEmpty { throw CommandFailure(failures.joined(separator: "; ")) }
    }

    static let suggest = Command(
        CommandSpec(
            name: "suggest", abstract: "Suggest terms that recur in the records and are not in the model yet.",
            discussion: """
                Reads the matrix's titles and tags, or the records of --from files: a JSON array of objects
                with title, keywords and abstract, or plain text (records separated by blank lines, the title
                first, a "Keywords:" or "关键词：" line). Candidates: whole keywords, Chinese character n-grams
                of 2-4, English phrases of 1-3 words without stop words, found in at least two records and not
                only inside a longer one with the same count; ranked by the records that contain them plus
                those of them that also contain a model term.
                """,
            options: [
                OptionSpec("top", value: "N", help: "At most N terms (default 20)."),
                OptionSpec(
                    "from", value: "FILE", kind: .repeated, help: "Read records from FILE instead of the matrix."),
                SearchWorkspace.formatSpec, WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let top = try arguments.integer("top") ?? 20
        guard top >= 1 else { throw UsageError("--top: expected at least 1, got \(top)") }
        let format = try SearchWorkspace.format(arguments)
        let model = try SearchWorkspace.load(arguments, console)
        let records: [SearchRecord]
        let files = arguments.values("from")
        if files.isEmpty {
            let session = try WorkspaceOption.openForReading(arguments, console)
            records = try session.store.records().map(Self.record)
        } else {
            records = try files.flatMap {
                try SearchRecordFile.read(path: Workspace.absolute($0, from: console.workingDirectory))
            }
        }
        guard !records.isEmpty else {
            throw CommandFailure(
                files.isEmpty
                    ? "the matrix has no records (add works, or give --from FILE)" : "the files hold no records")
        }
        let suggestions = TermSuggester().suggest(from: records, model: model, limit: top)
        if suggestions.isEmpty { console.diagnostic("note: no term recurs in the \(records.count) records") }
        let table = DataTable(
            headers: ["#", "term", "lang", "records", "with model terms", "score"],
            keys: ["rank", "term", "lang", "records", "withModelTerms", "score"],
            rows: suggestions.enumerated().map { index, suggestion in
                [
                    String(index + 1), suggestion.term, suggestion.language.rawValue, String(suggestion.records),
                    String(suggestion.withModelTerms), String(suggestion.score),
                ]
            }, numeric: [0, 3, 4, 5])
        try console.out.write(table.render(format))
    }

    /// A matrix record as the suggestions read it: its title, its tags as keywords (the value of a
    /// `name:value` tag, so pattern:MVVM gives MVVM), and the abstract an import brought.
    static func record(_ record: MatrixRecord) -> SearchRecord {
        var found = SearchRecord(
            title: record.title,
            keywords: record.tags.map { tag in
                tag.firstIndex(of: ":").map { String(tag[tag.index(after: $0)...]) } ?? tag
            })
        found.abstract = record.custom[KnownColumn.abstract] ?? ""
        return found
    }

    static func databases(_ text: String) throws -> [SearchDatabase] {
        if text == "all" { return SearchDatabase.allCases }
        guard let database = SearchDatabase(rawValue: text.lowercased()) else {
            throw UsageError("--db: expected cnki, wanfang, wos, scopus, ieee, acm, scholar or all, got '\(text)'")
        }
        return [database]
    }

    private static func isJSON(_ arguments: ParsedArguments) throws -> Bool {
        switch arguments.value("format") ?? "text" {
        case "text": return false
        case "json": return true
        case let other: throw UsageError("--format: expected text or json, got '\(other)'")
        }
    }

    /// One database's result as a JSON object, keys sorted.
    private static func json(_ search: RenderedSearch) -> String {
        func strings(_ items: [String]) -> String {
            "[" + items.map(TextEscaping.jsonString).joined(separator: ", ") + "]"
        }
        func messages(_ severity: SearchDiagnostic.Severity) -> String {
            strings(search.diagnostics.filter { $0.severity == severity }.map(\.message))
        }
        return
            "  {\"database\": \(TextEscaping.jsonString(search.database.rawValue)), \"errors\": \(messages(.error)), "
            + "\"name\": \(TextEscaping.jsonString(search.database.name)), \"notes\": \(messages(.note)), "
            + "\"queries\": \(strings(search.queries)), \"warnings\": \(messages(.warning))}"
    }
}
