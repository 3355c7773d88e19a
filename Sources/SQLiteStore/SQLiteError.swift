/// An error reported by SQLite, with its result code, message and the SQL that caused it.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The primary result code (SQLITE_BUSY = 5, SQLITE_CORRUPT = 11, SQLITE_NOTADB = 26, ...).
    public let code: Int32
    /// The extended result code, when SQLite gave one.
    public let extendedCode: Int32
    /// SQLite's own message.
    public let message: String
    /// The statement being run, if any.
    public let sql: String?

    /// Makes an error from its parts.
    public init(code: Int32, extendedCode: Int32? = nil, message: String, sql: String? = nil) {
        self.code = code
        self.extendedCode = extendedCode ?? code
        self.message = message
        self.sql = sql
    }

    /// True when the file is not a database or its content is damaged.
    public var isCorruption: Bool { code == 11 || code == 26 }

    /// True for a UNIQUE, PRIMARY KEY, NOT NULL, CHECK or FOREIGN KEY violation.
    public var isConstraintViolation: Bool { code == 19 }

    /// True when another connection held the database for longer than the busy timeout.
    public var isBusy: Bool { code == 5 || code == 6 }

    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if isBusy { text += " (another program kept the database busy for longer than the wait allows; try again)" }
        if let sql { text += " (in: \(sql.prefix(120)))" }
        return text
    }
}
