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
        let collected = CollectedOutput()
        let count = try MatrixExporter(store: store).export(
            query, format: format, columns: columns, chinese: options.chinese, to: collected.append)
        try collected.write(to: console)
        return count
    }
}

/// What a read-only command writes, collected while its query runs and written once it is over, so
/// that a slow reader of stdout (a pager) holds up no other `lit` process. Kept as the chunks the
/// exporter hands over, so nothing is copied twice.
final class CollectedOutput {
    private var chunks: [[UInt8]] = []

    /// Keeps a copy of `bytes`.
    func append(_ bytes: UnsafeRawBufferPointer) {
        chunks.append(Array(bytes))
    }

    /// Writes everything collected to stdout.
    func write(to console: Console) throws {
        for chunk in chunks { try chunk.withUnsafeBytes { try console.out.write(bytes: $0) } }
    }
}
