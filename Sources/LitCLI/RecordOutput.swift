import LiteratureMatrix
import ToolSupport

/// Writes records to stdout in the chosen format.
enum RecordOutput {
    /// The columns a terminal table shows by default (a wide matrix does not fit a terminal).
    static let tableColumns: [MatrixColumn] = [.id, .year, .title, .stack, .kind, .buckets].map { .field($0) }

    /// Writes the records matching `query`; returns how many.
    @discardableResult
    static func write(
        _ query: RecordQuery, store: MatrixStore, options: OutputOptions, columns: [MatrixColumn], console: Console
    ) throws -> Int {
        guard let format = ExportFormat(rawValue: options.format.rawValue) else {
            let records = try store.records(query)
            let table = TerminalTable(
                headers: columns.map { $0.label(chinese: options.chinese) },
                rows: records.map { record in columns.map { $0.value(in: record) } },
                rightAligned: Set(columns.indices.filter { columns[$0] == .field(.year) }))
            try console.out.write(table.render(bold: console.colorEnabled()))
            return records.count
        }
        let buffer = MemorySink()
        let count = try MatrixExporter(store: store).export(
            query, format: format, columns: columns, chinese: options.chinese
        ) { try buffer.write(bytes: $0) }
        try writeAfterReading(buffer, to: console)
        return count
    }

    /// Writes what a read-only command collected, once its query is over: a slow reader of stdout (a
    /// pager) then holds up no other `lit` process.
    static func writeAfterReading(_ buffer: MemorySink, to console: Console) throws {
        try buffer.bytes.withUnsafeBytes { try console.out.write(bytes: $0) }
    }
}
