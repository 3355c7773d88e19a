import LiteratureMatrix
import ToolSupport

/// `lit list`: the records that match the filters.
enum ListCommand {
    static let command = Command(
        CommandSpec(
            name: "list", abstract: "List works, filtered by year, bucket, kind, tag or text.",
            options: QueryOptions.specs + [
                OutputOptions.formatSpec, OutputOptions.columnsSpec, OutputOptions.langSpec, WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let session = try WorkspaceOption.openForReading(arguments, console)
        let options = try OutputOptions(arguments, defaultFormat: console.outIsTerminal ? .table : .csv)
        let fallback =
            options.format == .table
            ? RecordOutput.tableColumns : MatrixColumn.all(custom: try session.store.customColumns())
        let columns = try OutputOptions.columns(arguments, store: session.store, fallback: fallback)
        try RecordOutput.write(
            try QueryOptions.query(arguments), store: session.store, options: options, columns: columns,
            console: console)
    }
}
