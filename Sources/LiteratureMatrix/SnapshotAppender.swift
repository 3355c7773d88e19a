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
    private var writer: CSVWriter?

    /// Appends to `snapshotPath`, whose columns are the built-in ones followed by `customColumns`.
    init(snapshotPath: String, customColumns: [String]) {
        self.snapshotPath = snapshotPath
        self.customColumns = customColumns
    }

    /// Appends one inserted record (the first call copies the current snapshot).
    func append(_ record: MatrixRecord) throws {
        if writer == nil { try start() }
        try writer!.write(
            customColumns.isEmpty
                ? record.fieldTexts : record.fieldTexts + customColumns.map { record.custom[$0] ?? "" })
    }

    /// Puts the new snapshot in place; false when nothing was appended.
    func commit() throws -> Bool {
        guard var writer, let file else { return false }
        try writer.flush()
        try file.commit()
        self.writer = nil
        self.file = nil
        return true
    }

    /// Drops whatever was written; the current snapshot stays.
    func abandon() {
        file?.abandon()
        file = nil
        writer = nil
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
        writer = CSVWriter { try file.write($0) }
    }
}
