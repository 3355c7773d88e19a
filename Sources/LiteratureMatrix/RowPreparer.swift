import CSVCodec

/// What a file's header means: each column's target, and the columns of the snapshot.
struct RowLayout: Sendable {
    /// The matrix column of each CSV column.
    let columns: [MatrixColumn]
    /// The user's own columns as the snapshot lists them (for encoding snapshot lines).
    let snapshotCustomColumns: [String]
}

/// A data row, checked and turned into a record, or the reason it cannot be.
enum PreparedRow: Sendable {
    /// A valid record and its snapshot line after the id, ready to append if the record is inserted.
    case record(line: Int, MatrixRecord, tail: [UInt8])
    /// A row that cannot be imported.
    case problem(line: Int, message: String)
}

/// Turns CSV rows into checked records without touching the database, so it can run on the
/// reading thread while the database work goes on in the other.
struct RowPreparer: Sendable {
    let layout: RowLayout

    /// The prepared row, or nil for a row whose fields are all empty (spreadsheets leave those).
    func prepare(_ row: CSVRecord) -> PreparedRow? {
        if row.fields.count <= layout.columns.count && row.fields.allSatisfy(\.isEmpty) { return nil }
        guard row.fields.count == layout.columns.count else {
            return .problem(
                line: row.line,
                message: "expected \(layout.columns.count) fields as in the header, found \(row.fields.count)")
        }
        if let invalid = row.invalidUTF8Field {
            return .problem(line: row.line, message: Self.invalidUTF8Message(column: invalid + 1))
        }
        var record = MatrixRecord()
        for (column, text) in zip(layout.columns, row.fields) {
            switch column {
            case .field(let field):
                do { try record.set(field, text) } catch let error as FieldError {
                    return .problem(line: row.line, message: error.description)
                } catch {
                    return .problem(line: row.line, message: "\(error)")
                }
            case .custom(let name):
                record.custom[name] = text
            }
        }
        guard record.hasTitle else {
            return .problem(line: row.line, message: MatrixError.missingTitle.description)
        }
        let tail = SnapshotAppender.tail(of: record, customColumns: layout.snapshotCustomColumns)
        return .record(line: row.line, record, tail: tail)
    }

    static func invalidUTF8Message(column: Int) -> String {
        "invalid UTF-8 in field \(column): expected UTF-8 text (a file saved by Excel or WPS on Chinese Windows needs --encoding gb18030)"
    }
}
