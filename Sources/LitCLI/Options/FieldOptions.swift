import Foundation
import LiteratureMatrix
import ToolSupport

/// The options that set a record's fields: `--title`, `--data-source`, `--tag` (repeatable), ...
/// and `--set NAME=VALUE` for the user's own columns.
enum FieldOptions {
    /// The option name for a field: the column name with dashes; list fields take one item per use.
    static func optionName(_ field: MatrixField) -> String {
        switch field {
        case .tags: "tag"
        case .buckets: "bucket"
        default: field.columnName.replacingOccurrences(of: "_", with: "-")
        }
    }

    static let specs: [OptionSpec] =
        MatrixField.allCases.filter { $0 != .id }.map { field in
            let label = field.label(chinese: false).lowercased()
            if field.isList {
                return OptionSpec(optionName(field), value: "TEXT", kind: .repeated, help: "A \(label.dropLast()).")
            }
            let help: String
            switch field {
            case .year: help = "Publication year (or n.d.)."
            case .kind: help = "Evidence kind: principle, engineering or data."
            case .timeliness, .dataSufficiency, .reproducibility: help = "Appraisal of \(label): high, medium or low."
            default: help = "The \(label)."
            }
            return OptionSpec(optionName(field), value: "TEXT", help: help)
        } + [OptionSpec("set", value: "NAME=VALUE", kind: .repeated, help: "Set one of your own columns.")]

    /// Applies the field options given to `record`; false when none was given.
    @discardableResult
    static func apply(_ arguments: ParsedArguments, to record: inout MatrixRecord, customColumns: [String]) throws
        -> Bool
    {
        var changed = false
        for field in MatrixField.allCases where field != .id {
            let name = optionName(field)
            guard arguments.has(name) else { continue }
            let text = field.isList ? arguments.values(name).joined(separator: "; ") : arguments.value(name)!
            do {
                try record.set(field, text)
            } catch let error as FieldError {
                throw UsageError("--\(name): expected \(error.expected), got '\(text)'")
            }
            changed = true
        }
        for assignment in arguments.values("set") {
            guard let equals = assignment.firstIndex(of: "=") else {
                throw UsageError("--set: expected NAME=VALUE, got '\(assignment)'")
            }
            let name = String(assignment[..<equals])
            guard customColumns.contains(name) else { throw UsageError("--set: \(MatrixError.unknownColumn(name))") }
            record.custom[name] = String(assignment[assignment.index(after: equals)...])
            changed = true
        }
        return changed
    }
}
