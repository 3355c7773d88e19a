import LiteratureMatrix
import ToolSupport

/// `lit edit ID --FIELD VALUE ...`: changes fields of one record.
enum EditCommand {
    static let command = Command(
        CommandSpec(
            name: "edit", abstract: "Change fields of one work.",
            discussion:
                "Give each field to change as an option; an empty value clears it. --tag and --bucket replace the list.",
            arguments: [ArgumentSpec("ID", help: "The work's id.")],
            options: FieldOptions.specs + [WorkspaceOption.spec])
    ) { arguments, console in
        let session = try WorkspaceOption.open(arguments, console)
        let id = arguments.positional(0)!
        try session.mutate { store in
            guard var record = try store.record(id: id) else { throw MatrixError.noSuchRecord(id) }
            guard try FieldOptions.apply(arguments, to: &record, customColumns: try store.customColumns()) else {
                throw UsageError("nothing to change: give at least one field option, e.g. --year 2021")
            }
            try store.update(record)
        }
        try console.print("updated \(id)")
    }
}
