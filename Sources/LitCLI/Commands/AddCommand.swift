import LiteratureMatrix
import ToolSupport

/// `lit add --title T ...`: adds a record and prints its id.
enum AddCommand {
    static let command = Command(
        CommandSpec(
            name: "add", abstract: "Add a work to the matrix and print its new id.",
            discussion: "Only --title is required. Ids are generated (L001, L002, ...) and never reused.",
            options: [OptionSpec("id", value: "ID", help: "Use this id instead of the next generated one.")]
                + FieldOptions.specs + [WorkspaceOption.spec])
    ) { arguments, console in
        let session = try WorkspaceOption.open(arguments, console)
        var record = MatrixRecord()
        if let id = arguments.value("id") {
            do { try record.set(.id, id) } catch let error as FieldError {
                throw UsageError("--id: expected \(error.expected)")
            }
        }
        try FieldOptions.apply(arguments, to: &record, customColumns: try session.store.customColumns())
        guard record.hasTitle else { throw UsageError("missing --title") }
        try console.print(try session.add(record))
    }
}
