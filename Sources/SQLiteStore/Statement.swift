internal import CSQLite

/// SQLite's `SQLITE_TRANSIENT`: a macro Swift cannot import, so SQLite copies bound values.
nonisolated(unsafe) let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A compiled statement; parameters are bound by position (1-based), columns read by index (0-based).
public final class Statement {
    let handle: OpaquePointer
    let database: Database
    /// The SQL text the statement was compiled from.
    public let sql: String

    init(handle: OpaquePointer, database: Database, sql: String) {
        self.handle = handle
        self.database = database
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Resets the statement and binds `values` to parameters 1, 2, ...
    public func bind(_ values: [SQLValue]) throws {
        reset()
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    /// Binds one value to the parameter at `index` (1-based).
    public func bind(_ value: SQLValue, at index: Int32) throws {
        let code: Int32
        switch value {
        case .null: code = sqlite3_bind_null(handle, index)
        case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
        case .real(let number): code = sqlite3_bind_double(handle, index, number)
        case .text(let text): return try bind(text: text, at: index)
        case .blob(let bytes):
            code = bytes.withUnsafeBytes { buffer in
                sqlite3_bind_blob64(handle, index, buffer.baseAddress, UInt64(buffer.count), transientDestructor)
            }
        }
        try check(code)
    }

    /// Binds text to the parameter at `index` (1-based) without going through `SQLValue`.
    public func bind(text: String, at index: Int32) throws {
        var text = text
        let code = text.withUTF8 { buffer -> Int32 in
            guard let base = buffer.baseAddress else {
                return sqlite3_bind_text(handle, index, "", 0, transientDestructor)
            }
            let characters = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            return sqlite3_bind_text64(
                handle, index, characters, UInt64(buffer.count), transientDestructor, UInt8(SQLITE_UTF8))
        }
        try check(code)
    }

    /// Binds an integer to the parameter at `index` (1-based).
    public func bind(integer: Int64, at index: Int32) throws {
        try check(sqlite3_bind_int64(handle, index, integer))
    }

    /// Runs the statement one step: true when a row is available to read.
    @discardableResult
    public func step() throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = database.error(code: code, sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Runs the statement to completion, ignoring rows.
    public func run() throws {
        while try step() {}
    }

    /// Makes the statement ready to run again, keeping its bindings.
    public func reset() {
        sqlite3_reset(handle)
    }

    /// The number of columns in each result row.
    public var columnCount: Int { Int(sqlite3_column_count(handle)) }

    /// The column at `index` of the current row as text ("" for NULL).
    public func text(at index: Int) -> String {
        let column = Int32(index)
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The column at `index` of the current row as an integer (0 for NULL).
    public func integer(at index: Int) -> Int64 {
        sqlite3_column_int64(handle, Int32(index))
    }

    /// The column at `index` of the current row as a typed value.
    public func value(at index: Int) -> SQLValue {
        let column = Int32(index)
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT: return .text(text(at: index))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, column))
            guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }

    private func check(_ code: Int32) throws {
        if code != SQLITE_OK { throw database.error(code: code, sql: sql) }
    }
}
