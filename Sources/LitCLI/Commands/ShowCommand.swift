import LiteratureMatrix
import ToolSupport

/// `lit show ID`: every field of one record.
enum ShowCommand {
    static let command = Command(
        CommandSpec(
            name: "show", abstract: "Show every field of one work.",
            arguments: [ArgumentSpec("ID", help: "The work's id.")],
            options: [OutputOptions.formatSpec, OutputOptions.langSpec, WorkspaceOption.spec])
    ) { arguments, console in
        let session = try WorkspaceOption.openForReading(arguments, console)
        let id = arguments.positional(0)!
        guard let record = try session.store.record(id: id) else { throw MatrixError.noSuchRecord(id) }
        let options = try OutputOptions(arguments, defaultFormat: console.outIsTerminal ? .table : .csv)
        let columns = MatrixColumn.all(custom: try session.store.customColumns())
        guard options.format == .table else {
            try RecordOutput.write(
                RecordQuery(ids: [id]), store: session.store, options: options, columns: columns, console: console)
            return
        }
        let filled = columns.filter { !$0.value(in: record).isEmpty }
        let table = TerminalTable(
            headers: [options.chinese ? "字段" : "Field", options.chinese ? "内容" : "Value"],
            rows: filled.map { [$0.label(chinese: options.chinese), $0.value(in: record)] }, maxColumnWidth: 100)
        try console.out.write(table.render(bold: console.colorEnabled()))
    }
}
