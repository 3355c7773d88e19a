import CSVCodec
import SQLiteStore
import TextSupport

/// The database side of one import: the header's meaning, the counts, and what each row does to the matrix.
final class ImportSession {
    private let store: MatrixStore
    private let options: ImportOptions
    private let file: String
    private var columns: [MatrixColumn] = []
    private let snapshotCustomColumns: [String]
    /// The built-in fields the file has, plus the id (given or generated): what an insert writes.
    private var insertedFields: [MatrixField] = []
    private var report = ImportReport()
    /// Records with seq ≤ this existed before the import.
    private let priorLastSeq: Int64
    private let matrixWasEmpty: Bool
    private var updatedIDs = Set<String>()
    private let onNote: (ImportNote) -> Void

    init(
        store: MatrixStore, options: ImportOptions, file: String, encoding: TextEncoding,
        onNote: @escaping (ImportNote) -> Void
    ) throws {
        self.onNote = onNote
        self.store = store
        self.options = options
        self.file = file
        report.encoding = encoding
        priorLastSeq = try store.lastSeq()
        snapshotCustomColumns = try store.customColumns()
        matrixWasEmpty = try store.count() == 0
    }

    /// Reads the header: what each column means (adding unknown ones as custom columns if asked).
    func acceptHeader(_ record: CSVRecord) throws -> RowLayout {
        try readHeader(record)
        return RowLayout(columns: columns, snapshotCustomColumns: snapshotCustomColumns)
    }

    /// Applies one prepared row to the matrix: add, update, or report it as a duplicate or a problem.
    func apply(_ row: PreparedRow, appender: SnapshotAppender?) throws {
        switch row {
        case .problem(let line, let message):
            guard options.skipInvalid else { throw ImportError(file: file, line: line, message: message) }
            note(ImportNote(kind: .skipped, line: line, message: message))
        case .record(let line, let record, let tail):
            do {
                try importRecord(record, tail: tail, line: line, appender: appender)
            } catch let problem as RowProblem {
                try apply(.problem(line: line, message: problem.message), appender: appender)
            }
        }
    }

    /// The report, once the whole file has been read.
    func finish() throws -> ImportReport {
        if columns.isEmpty {
            throw ImportError(file: file, line: 1, message: "empty file: expected a header row naming at least title")
        }
        return report
    }

    private func readHeader(_ record: CSVRecord) throws {
        if let invalid = record.invalidUTF8Field {
            throw ImportError(
                file: file, line: record.line, message: RowPreparer.invalidUTF8Message(column: invalid + 1))
        }
        var custom = try store.customColumns()
        var seen: [MatrixColumn: Int] = [:]
        for (index, header) in record.fields.enumerated() {
            let name = header.trimmingSpaces
            let column: MatrixColumn
            if let field = HeaderAliases.field(for: name) {
                column = .field(field)
            } else if custom.contains(name) {
                column = .custom(name)
            } else if options.addUnknownColumns {
                do {
                    try store.addCustomColumn(name)
                } catch let error as MatrixError {
                    throw ImportError(file: file, line: record.line, message: "column \(index + 1): \(error)")
                }
                custom.append(name)
                report.newColumns.append(name)
                column = .custom(name)
            } else {
                throw ImportError(
                    file: file, line: record.line,
                    message: "unknown column \"\(name)\" (column \(index + 1)): expected one of "
                        + MatrixField.allCases.map(\.columnName).joined(separator: ", ")
                        + " (or 编号, 标题, 年份, 技术栈, 数据来源, 可复用点, 局限性, ...), a column added with 'lit column add', or --add-columns"
                )
            }
            if let earlier = seen[column] {
                throw ImportError(
                    file: file, line: record.line,
                    message:
                        "column \"\(name)\" appears twice (columns \(earlier + 1) and \(index + 1)): expected each column once"
                )
            }
            seen[column] = index
            columns.append(column)
        }
        insertedFields = MatrixField.allCases.filter { $0 == .id || seen[.field($0)] != nil }
        guard seen[.field(.title)] != nil else {
            throw ImportError(
                file: file, line: record.line,
                message: "no title column: expected a header row naming at least title (标题)")
        }
    }

    private func importRecord(_ record: MatrixRecord, tail: [UInt8], line: Int, appender: SnapshotAppender?) throws {
        var incoming = record
        if !incoming.id.isEmpty, !matrixWasEmpty, let seq = try store.seq(ofID: incoming.id) {
            // An id met again in this file, whether it was added or updated earlier, is an error.
            guard seq <= priorLastSeq, updatedIDs.insert(incoming.id).inserted else {
                throw RowProblem(Self.repeatedID(incoming.id))
            }
            try update(try store.record(id: incoming.id)!, with: incoming)
            return
        }
        // A row's own new id says it is a distinct work: its title is compared only with the works
        // that were there before; a row without an id is compared with everything, this file included.
        let titlesUpTo = incoming.id.isEmpty ? Int64.max : priorLastSeq
        if !options.isSnapshot, let original = try store.duplicate(of: incoming, titlesUpTo: titlesUpTo) {
            note(
                ImportNote(
                    kind: .duplicate, line: line,
                    message: "duplicate of \(original.id) (\(original.reason)), not imported"))
            return
        }
        if incoming.id.isEmpty { incoming.id = try store.takeNextID() }
        do {
            try store.insert(incoming, fields: insertedFields)
        } catch MatrixError.idInUse(let id) {
            throw RowProblem(Self.repeatedID(id))
        }
        try appender?.append(id: incoming.id, tail: tail)
        report.added += 1
    }

    /// Writes the file's columns over an existing record (other columns keep their values).
    private func update(_ existing: MatrixRecord, with incoming: MatrixRecord) throws {
        var merged = existing
        for column in columns {
            switch column {
            case .field(let field): merged.setStored(field, incoming[field])
            case .custom(let name): merged.custom[name] = incoming.custom[name].flatMap { $0.isEmpty ? nil : $0 }
            }
        }
        if merged == existing {
            report.unchanged += 1
        } else {
            try store.update(merged)
            report.updated += 1
        }
    }

    private func note(_ note: ImportNote) {
        switch note.kind {
        case .duplicate: report.duplicateCount += 1
        case .skipped: report.skippedCount += 1
        }
        if report.notes.count < ImportReport.keptNotes { report.notes.append(note) }
        onNote(note)
    }

    private static func repeatedID(_ id: String) -> String {
        "id \(id) appears more than once in this file: expected each id once"
    }
}

/// A row that cannot be imported, and why.
struct RowProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
