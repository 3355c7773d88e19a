import LiteratureMatrix
import ToolSupport

/// `lit column add NAME` and `lit column list`: the user's own columns.
enum ColumnCommand {
    static let command = Command(
        CommandSpec(name: "column", abstract: "Add or list your own matrix columns."),
        subcommands: [add, list])

    static let add = Command(
        CommandSpec(
            name: "add", abstract: "Add a column of your own (any language, e.g. 研究方法).",
            arguments: [ArgumentSpec("NAME", help: "The column's name, as it will appear in CSV headers.")],
            options: [WorkspaceOption.spec])
    ) { arguments, console in
        let session = try WorkspaceOption.open(arguments, console)
        let name = arguments.positional(0)!
        try session.mutate { try $0.addCustomColumn(name) }
        try console.print("added column \(name)")
    }

    static let list = Command(
        CommandSpec(
            name: "list", abstract: "List every column, built-in and your own.", options: [WorkspaceOption.spec])
    ) { arguments, console in
        let session = try WorkspaceOption.openForReading(arguments, console)
        for column in MatrixColumn.all(custom: try session.store.customColumns()) {
            try console.print(column.name)
        }
    }
}
