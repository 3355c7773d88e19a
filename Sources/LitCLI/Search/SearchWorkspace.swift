import LiteratureMatrix
import SearchStrings
import ToolSupport

/// The search model of the workspace a `lit search` command works on (`Literature/search.json`).
enum SearchWorkspace {
    /// The model file of the workspace.
    static func file(_ arguments: ParsedArguments, _ console: Console) throws -> SearchModelFile {
        SearchModelFile(workspaceRoot: try WorkspaceOption.locate(arguments, console).root)
    }

    /// The model (the thesis defaults until the first change).
    static func load(_ arguments: ParsedArguments, _ console: Console) throws -> SearchModel {
        try file(arguments, console).load()
    }

    /// Changes the model under the workspace lock (so two changes never lose one) and saves it;
    /// prints what `change` returns.
    static func change(
        _ arguments: ParsedArguments, _ console: Console, _ change: (inout SearchModel) throws -> String
    ) throws {
        let session = try WorkspaceOption.open(arguments, console)
        try withExtendedLifetime(session) {
            let file = SearchModelFile(workspaceRoot: session.workspace.root)
            var model = try file.load()
            let message = try change(&model)
            try file.save(model)
            try console.print(message)
        }
    }

    /// `--lang`: zh or en, or nil when not given.
    static func language(_ arguments: ParsedArguments) throws -> TermLanguage? {
        guard let text = arguments.value("lang") else { return nil }
        guard let language = TermLanguage(rawValue: text.lowercased()) else {
            throw UsageError("--lang: expected zh or en, got '\(text)'")
        }
        return language
    }

    /// A term typed on the command line (quotes make a phrase); a bad one is a usage error.
    static func term(_ text: String, language: TermLanguage? = nil, wildcard: String? = nil, what: String) throws
        -> SearchTerm
    {
        do {
            return try SearchTerm(parsing: text, language: language, wildcard: wildcard)
        } catch {
            throw UsageError("\(what): \(error)")
        }
    }

    /// `--format` of the listing commands: table (default), csv, json or md.
    static func format(_ arguments: ParsedArguments) throws -> OutputOptions.Format {
        let text = arguments.value("format") ?? "table"
        guard let format = OutputOptions.Format(rawValue: text) else {
            throw UsageError("--format: expected table, csv, json or md, got '\(text)'")
        }
        return format
    }

    static let formatSpec = OptionSpec("format", value: "FORMAT", help: "table (default), csv, json or md.")
}
