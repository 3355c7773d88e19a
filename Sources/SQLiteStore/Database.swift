internal import CSQLite

/// A connection to one SQLite database file, closed when the object goes away.
public final class Database {
    /// How a connection opens its file.
    public enum OpenMode: Sendable {
        /// Read and write; create the file when it does not exist.
        case readWriteCreate
        /// Read and write an existing file only.
        case readWrite
        /// Read only.
        case readOnly
    }

    let handle: OpaquePointer
    /// The path the connection was opened with (":memory:" for an in-memory database).
    public let path: String

    /// Opens `path`, checks that it really is an SQLite database, and sets a busy timeout.
    ///
    /// A file that is not a database (or is damaged in its header) throws `SQLiteError` with
    /// `isCorruption` set; the file is left untouched.
    public init(path: String, mode: OpenMode = .readWriteCreate, busyTimeoutMilliseconds: Int32 = 10_000) throws {
        var flags: Int32 = SQLITE_OPEN_NOMUTEX
        switch mode {
        case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        }
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard let opened else {
            throw SQLiteError(code: code, message: "cannot open database", sql: nil)
        }
        guard code == SQLITE_OK else {
            let error = SQLiteError(
                code: code, extendedCode: sqlite3_extended_errcode(opened),
                message: String(cString: sqlite3_errmsg(opened)))
            sqlite3_close_v2(opened)
            throw error
        }
        self.handle = opened
        self.path = path
        sqlite3_extended_result_codes(opened, 1)
        sqlite3_busy_timeout(opened, busyTimeoutMilliseconds)
        // Reading the schema version reads the header: a foreign file fails here, before any write.
        _ = try scalarInteger("PRAGMA schema_version")
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that take no parameters.
    public func execute(_ sql: String) throws {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        if code != SQLITE_OK {
            let message = errorMessage.map { String(cString: $0) } ?? lastErrorMessage
            sqlite3_free(errorMessage)
            throw SQLiteError(code: code & 0xFF, extendedCode: code, message: message, sql: sql)
        }
    }

    /// Runs one statement with bound parameters and discards any rows.
    public func execute(_ sql: String, _ parameters: [SQLValue]) throws {
        let statement = try prepare(sql)
        try statement.bind(parameters)
        while try statement.step() {}
    }

    /// Compiles one statement; `persistent` tells SQLite it will be kept and run many times.
    public func prepare(_ sql: String, persistent: Bool = false) throws -> Statement {
        var compiled: OpaquePointer?
        let flags = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let code = sqlite3_prepare_v3(handle, sql, -1, flags, &compiled, nil)
        guard code == SQLITE_OK, let compiled else {
            throw error(code: code, sql: sql)
        }
        return Statement(handle: compiled, database: self, sql: sql)
    }

    /// The rows of a query, each as an array of values.
    public func rows(_ sql: String, _ parameters: [SQLValue] = []) throws -> [[SQLValue]] {
        let statement = try prepare(sql)
        try statement.bind(parameters)
        var result: [[SQLValue]] = []
        while try statement.step() {
            result.append((0..<statement.columnCount).map { statement.value(at: $0) })
        }
        return result
    }

    /// The first column of the first row of a query, or nil when there is no row.
    public func scalar(_ sql: String, _ parameters: [SQLValue] = []) throws -> SQLValue? {
        let statement = try prepare(sql)
        try statement.bind(parameters)
        return try statement.step() ? statement.value(at: 0) : nil
    }

    /// The first column of the first row as an integer (0 when there is no row or it is not a number).
    public func scalarInteger(_ sql: String, _ parameters: [SQLValue] = []) throws -> Int64 {
        try scalar(sql, parameters)?.integerValue ?? 0
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    public func transaction<T>(_ kind: TransactionKind = .immediate, _ body: () throws -> T) throws -> T {
        try execute("BEGIN \(kind.rawValue)")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// True while a transaction is open on this connection.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// The number of rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes64(handle)) }

    /// The rowid of the last inserted row.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }

    func error(code: Int32, sql: String?) -> SQLiteError {
        SQLiteError(
            code: code & 0xFF, extendedCode: sqlite3_extended_errcode(handle), message: lastErrorMessage,
            sql: sql)
    }
}

/// How a transaction takes its locks.
public enum TransactionKind: String, Sendable {
    /// Takes locks when first needed.
    case deferred = "DEFERRED"
    /// Takes the write lock at once, so two writers queue instead of failing later.
    case immediate = "IMMEDIATE"
    /// Takes an exclusive lock at once.
    case exclusive = "EXCLUSIVE"
}
