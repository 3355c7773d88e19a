import LiteratureMatrix
import ToolSupport

/// How a command writes records: the format, the columns and the language of headings.
struct OutputOptions {
    /// A data format, or a terminal table.
    enum Format: String, CaseIterable {
        case table, csv, json, md
    }

    static let formatSpec = OptionSpec(
        "format", value: "FORMAT", help: "table, csv, json or md (default: table on a terminal, csv otherwise).")
    static let columnsSpec = OptionSpec(
        "columns", value: "LIST", help: "Comma-separated columns to show, or 'all'.")
    static let langSpec = OptionSpec("lang", value: "LANG", help: "Language of headings: en or zh.")

    let format: Format
    let chinese: Bool

    /// Reads --format (falling back to `defaultFormat`) and --lang.
    init(_ arguments: ParsedArguments, defaultFormat: Format) throws {
        if let text = arguments.value("format") {
            guard let format = Format(rawValue: text) else {
                throw UsageError("--format: expected table, csv, json or md, got '\(text)'")
            }
            self.format = format
        } else {
            self.format = defaultFormat
        }
        chinese = try Self.chinese(arguments)
    }

    /// Reads --lang: Chinese or English (the default).
    static func chinese(_ arguments: ParsedArguments) throws -> Bool {
        switch arguments.value("lang") ?? "en" {
        case "en": return false
        case "zh", "zh-Hans", "zh-CN": return true
        case let other: throw UsageError("--lang: expected en or zh, got '\(other)'")
        }
    }

    /// The columns named by --columns, or `fallback`.
    static func columns(_ arguments: ParsedArguments, store: MatrixStore, fallback: [MatrixColumn]) throws
        -> [MatrixColumn]
    {
        guard let list = arguments.value("columns") else { return fallback }
        do {
            let columns = try MatrixColumn.parse(list: list, custom: try store.customColumns())
            guard !columns.isEmpty else { throw UsageError("--columns: expected column names, got nothing") }
            return columns
        } catch let error as MatrixError {
            throw UsageError("--columns: \(error)")
        }
    }
}
