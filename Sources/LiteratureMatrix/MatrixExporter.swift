import CSVCodec
import TextSupport

/// The formats the matrix can be written in.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// RFC 4180 CSV with a header row: the columns `lit import` reads.
    case csv
    /// A JSON array of objects, keys in column order.
    case json
    /// A GitHub-flavoured Markdown table, one line per record.
    case md
}

/// Streams matrix records out as CSV, JSON or Markdown, without holding them all in memory.
public struct MatrixExporter {
    /// Where the bytes go.
    public typealias Sink = (UnsafeRawBufferPointer) throws -> Void

    let store: MatrixStore

    /// Makes an exporter over `store`.
    public init(store: MatrixStore) {
        self.store = store
    }

    /// Writes the records matching `query` in `format` and returns how many were written.
    ///
    /// `chinese` gives Chinese headings (CSV headers stay importable either way); `byteOrderMark`
    /// starts CSV with a UTF-8 BOM so Excel on Chinese Windows reads it as UTF-8.
    @discardableResult
    public func export(
        _ query: RecordQuery = RecordQuery(), format: ExportFormat, columns: [MatrixColumn], chinese: Bool = false,
        byteOrderMark: Bool = false, to sink: @escaping Sink
    ) throws -> Int {
        switch format {
        case .csv: try exportCSV(query, columns: columns, chinese: chinese, byteOrderMark: byteOrderMark, to: sink)
        case .json: try exportJSON(query, columns: columns, to: sink)
        case .md: try exportMarkdown(query, columns: columns, chinese: chinese, to: sink)
        }
    }

    private func exportCSV(
        _ query: RecordQuery, columns: [MatrixColumn], chinese: Bool, byteOrderMark: Bool, to sink: @escaping Sink
    ) throws -> Int {
        if byteOrderMark { try [UInt8]([0xEF, 0xBB, 0xBF]).withUnsafeBytes { try sink($0) } }
        var writer = CSVWriter(sink: sink)
        try writer.write(columns.map { chinese ? $0.label(chinese: true) : $0.name })
        var count = 0
        try store.forEach(query) { record in
            try writer.write(columns.map { $0.value(in: record) })
            count += 1
        }
        try writer.flush()
        return count
    }

    private func exportJSON(_ query: RecordQuery, columns: [MatrixColumn], to sink: @escaping Sink) throws -> Int {
        var buffer = ByteBuffer(sink: sink)
        var count = 0
        buffer.append("[")
        try store.forEach(query) { record in
            buffer.append(count == 0 ? "\n  {" : ",\n  {")
            for (index, column) in columns.enumerated() {
                if index > 0 { buffer.append(", ") }
                TextEscaping.appendJSONString(column.name, to: &buffer.bytes)
                buffer.append(": ")
                Self.appendJSONValue(column, record, to: &buffer.bytes)
            }
            buffer.append("}")
            count += 1
            try buffer.flushIfFull()
        }
        buffer.append(count == 0 ? "]\n" : "\n]\n")
        try buffer.flush()
        return count
    }

    private static func appendJSONValue(_ column: MatrixColumn, _ record: MatrixRecord, to bytes: inout [UInt8]) {
        switch column {
        case .field(.year):
            bytes.append(contentsOf: (record.year.map(String.init) ?? "null").utf8)
        case .field(let field) where field.isList:
            let items = field == .tags ? record.tags : record.buckets
            bytes.append(0x5B)
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(contentsOf: ", ".utf8) }
                TextEscaping.appendJSONString(item, to: &bytes)
            }
            bytes.append(0x5D)
        default:
            TextEscaping.appendJSONString(column.value(in: record), to: &bytes)
        }
    }

    private func exportMarkdown(_ query: RecordQuery, columns: [MatrixColumn], chinese: Bool, to sink: @escaping Sink)
        throws
        -> Int
    {
        var buffer = ByteBuffer(sink: sink)
        buffer.append("|")
        for column in columns {
            buffer.append(" ")
            TextEscaping.appendMarkdownCell(column.label(chinese: chinese), to: &buffer.bytes)
            buffer.append(" |")
        }
        buffer.append("\n|" + String(repeating: " --- |", count: columns.count) + "\n")
        var count = 0
        try store.forEach(query) { record in
            buffer.append("|")
            for column in columns {
                buffer.append(" ")
                TextEscaping.appendMarkdownCell(column.value(in: record), to: &buffer.bytes)
                buffer.append(" |")
            }
            buffer.append("\n")
            count += 1
            try buffer.flushIfFull()
        }
        try buffer.flush()
        return count
    }
}

/// Output bytes collected and handed to a sink in large pieces.
struct ByteBuffer {
    var bytes: [UInt8] = []
    let sink: MatrixExporter.Sink

    init(sink: @escaping MatrixExporter.Sink) {
        self.sink = sink
        bytes.reserveCapacity(1 << 17)
    }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func flushIfFull() throws {
        if bytes.count >= 1 << 16 { try flush() }
    }

    mutating func flush() throws {
        guard !bytes.isEmpty else { return }
        try bytes.withUnsafeBytes { try sink($0) }
        bytes.removeAll(keepingCapacity: true)
    }
}
