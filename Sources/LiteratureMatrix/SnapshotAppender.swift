import CSVCodec
import TextSupport

/// Builds the next snapshot by copying the current one and appending the records a change inserts,
/// so adding rows costs the new rows, not a re-export of the whole matrix.
///
/// Only valid while the change does nothing but insert: the session falls back to a full rewrite
/// when anything else changed.
final class SnapshotAppender {
    private let snapshotPath: String
    private let customColumns: [String]
    private var file: AtomicFile?
    private var buffer: [UInt8] = []
    /// How many records were appended.
    private(set) var appendedCount = 0

    /// Appends to `snapshotPath`, whose columns are the built-in ones followed by `customColumns`.
    init(snapshotPath: String, customColumns: [String]) {
        self.snapshotPath = snapshotPath
        self.customColumns = customColumns
    }

    /// Appends one inserted record (the first append copies the current snapshot).
    func append(_ record: MatrixRecord) throws {
        try append(id: record.id, tail: Self.tail(of: record, customColumns: customColumns))
    }

    /// Appends a record's line given as its id and the rest of the line, already encoded.
    func append(id: String, tail: [UInt8]) throws {
        if file == nil { try start() }
        buffer.append(contentsOf: id.utf8)  // ids never need quoting
        buffer.append(contentsOf: tail)
        appendedCount += 1
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// The snapshot line of `record` after its id: ",title,...\r\n", then the user's own columns.
    static func tail(of record: MatrixRecord, customColumns: [String]) -> [UInt8] {
        let texts = record.fieldTexts
        var fields = texts[1...]
        if !customColumns.isEmpty { fields += customColumns.map { record.custom[$0] ?? "" } }
        var bytes: [UInt8] = [0x2C]
        CSVWriter.appendRecord(fields, to: &bytes)
        return bytes
    }

    /// Puts the new snapshot in place; false when nothing was appended.
    func commit() throws -> Bool {
        guard let file else { return false }
        try flush()
        try file.commit()
        self.file = nil
        return true
    }

    /// Drops whatever was written; the current snapshot stays.
    func abandon() {
        file?.abandon()
        file = nil
        buffer = []
    }

    private func flush() throws {
        try buffer.withUnsafeBytes { try file?.write($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func start() throws {
        let file = try AtomicFile(path: snapshotPath)
        let current = try InputFile(path: snapshotPath)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = try current.read(into: buffer)
            if count == 0 { break }
            try file.write(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
        self.file = file
    }
}
