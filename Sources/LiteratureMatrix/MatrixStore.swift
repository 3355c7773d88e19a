// Over 300 lines on purpose: one class owns the connection and the statements it keeps prepared;
// its parts are marked (transactions and bookkeeping, custom columns, records).
import SQLiteStore

/// The literature matrix in the workspace database: records, the user's own columns, and bookkeeping.
public final class MatrixStore {
    /// The connection (exposed for the importer and for tests).
    let database: Database
    private var insertStatements: [[MatrixField]: Statement] = [:]
    private var customInsertStatement: Statement?
    private var customReadStatement: Statement?
    private var recordByIDStatement: Statement?
    /// The next id number while a change runs (read once, then kept in step with every write).
    private var nextNumberCache: Int?
    /// Small queries run once per imported record, compiled once.
    private var keptStatements: [String: Statement] = [:]
    private var customColumnsCache: [String]?
    /// Whether the change since `startTrackingChanges()` did more than insert records.
    private(set) var hasNonAppendChanges = false
    /// How many records were inserted since `startTrackingChanges()`.
    private(set) var insertedCount = 0

    /// Opens (or creates) the database at `path` and brings its schema up to date.
    ///
    /// A file that is not a `lit` database throws `WorkspaceError.foreignDatabase` and is not touched.
    public init(path: String) throws {
        do {
            database = try Database(path: path)
        } catch let error as SQLiteError where error.isCorruption {
            throw WorkspaceError.foreignDatabase(path: path, reason: error.message)
        }
        try Self.checkApplicationID(database, path: path)
        do {
            try database.execute("PRAGMA journal_mode=DELETE; PRAGMA foreign_keys=ON;")
            try database.migrate(MatrixSchema.migrations)
        } catch let error as SQLiteError where error.isCorruption {
            throw WorkspaceError.damagedDatabase(path: path, reason: error.message)
        }
    }

    private static func checkApplicationID(_ database: Database, path: String) throws {
        let stamp: Int64
        let tableCount: Int64
        do {
            stamp = try database.scalarInteger("PRAGMA application_id")
            tableCount = try database.scalarInteger("SELECT count(*) FROM sqlite_schema")
        } catch let error as SQLiteError where error.isCorruption {
            throw WorkspaceError.foreignDatabase(path: path, reason: error.message)
        }
        if stamp == MatrixSchema.applicationID { return }
        guard stamp == 0, tableCount == 0 else {
            throw WorkspaceError.foreignDatabase(path: path, reason: "it was not made by lit")
        }
        try database.execute("PRAGMA application_id = \(MatrixSchema.applicationID)")
    }

    // MARK: Transactions and bookkeeping

    /// Starts counting inserts and noting any other kind of change.
    func startTrackingChanges() {
        hasNonAppendChanges = false
        insertedCount = 0
    }

    /// Forgets what was read before a rolled-back transaction.
    func forgetCachedState() {
        customColumnsCache = nil
        nextNumberCache = nil
    }

    /// Runs `body` in one write transaction.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try database.transaction(.immediate, body)
    }

    /// A bookkeeping value, if set.
    func meta(_ key: String) throws -> String? {
        try keptRows("SELECT value FROM meta WHERE key = ?", [.text(key)]).first?.first?.textValue
    }

    /// Sets a bookkeeping value.
    func setMeta(_ key: String, _ value: String) throws {
        nextNumberCache = key == "next_number" ? Int(value) : nextNumberCache
        _ = try keptRows(
            "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            [.text(key), .text(value)])
    }

    /// The rows of a small query that runs many times: compiled once, kept, and reset after each
    /// run (preparing it anew cost more than running it, per imported record).
    func keptRows(_ sql: String, _ parameters: [SQLValue]) throws -> [[SQLValue]] {
        let statement: Statement
        if let kept = keptStatements[sql] {
            statement = kept
        } else {
            statement = try database.prepare(sql, persistent: true)
            keptStatements[sql] = statement
        }
        defer { statement.reset() }
        try statement.bind(parameters)
        var rows: [[SQLValue]] = []
        while try statement.step() { rows.append((0..<statement.columnCount).map { statement.value(at: $0) }) }
        return rows
    }

    /// The number that the next generated id will use.
    public func nextNumber() throws -> Int {
        if let cached = nextNumberCache { return cached }
        let number = Int(try meta("next_number") ?? "1") ?? 1
        nextNumberCache = number
        return number
    }

    /// Raises the next number to at least `number` (ids are never reused).
    func raiseNextNumber(to number: Int) throws {
        if number > (try nextNumber()) { try setMeta("next_number", String(number)) }
    }

    /// Takes a new id ("L027") and moves the counter on.
    func takeNextID() throws -> String {
        var number = try nextNumber()
        while try exists(id: RecordID.make(number)) { number += 1 }
        try setMeta("next_number", String(number + 1))
        return RecordID.make(number)
    }

    // MARK: Custom columns

    /// The user's own columns, in the order they were added.
    public func customColumns() throws -> [String] {
        if let customColumnsCache { return customColumnsCache }
        let names = try database.rows("SELECT name FROM custom_columns ORDER BY position").compactMap {
            $0.first?.textValue
        }
        customColumnsCache = names
        return names
    }

    /// Adds a column of the user's own; throws when the name is taken or not usable.
    public func addCustomColumn(_ name: String) throws {
        let name = name.trimmingSpaces
        guard CustomColumnName.isValid(name) else { throw MatrixError.invalidColumnName(name) }
        guard !CustomColumnName.isBuiltIn(name), !(try customColumns().contains(name)) else {
            throw MatrixError.columnExists(name)
        }
        try database.execute("INSERT INTO custom_columns(name) VALUES (?)", [.text(name)])
        customColumnsCache = nil
        hasNonAppendChanges = true
    }

    // MARK: Records

    /// The number of records.
    public func count() throws -> Int {
        Int(try database.scalarInteger("SELECT count(*) FROM matrix"))
    }

    /// The position (seq) of the record with this id, if any.
    func seq(ofID id: String) throws -> Int64? {
        try database.scalar("SELECT seq FROM matrix WHERE id = ?", [.text(id)])?.integerValue
    }

    /// Whether a record has this id.
    public func exists(id: String) throws -> Bool {
        try !keptRows("SELECT 1 FROM matrix WHERE id = ?", [.text(id)]).isEmpty
    }

    /// The record with this id, if any.
    public func record(id: String) throws -> MatrixRecord? {
        if recordByIDStatement == nil { recordByIDStatement = try prepareSelect("WHERE m.id = ?") }
        var found: MatrixRecord?
        try forEach(recordByIDStatement!, parameters: [.text(id)]) { found = $0 }
        return found
    }

    /// The records matching `query`, in matrix order.
    public func records(_ query: RecordQuery = RecordQuery()) throws -> [MatrixRecord] {
        var result: [MatrixRecord] = []
        try forEach(query) { result.append($0) }
        return result
    }

    /// Calls `body` with each record matching `query`, in matrix order, without loading them all.
    public func forEach(_ query: RecordQuery = RecordQuery(), _ body: (MatrixRecord) throws -> Void) throws {
        let (clause, parameters) = query.whereClause()
        try forEach(sql: clause, parameters: parameters, body)
    }

    private func forEach(sql clause: String, parameters: [SQLValue], _ body: (MatrixRecord) throws -> Void) throws {
        try forEach(try prepareSelect(clause), parameters: parameters, body)
    }

    private func prepareSelect(_ clause: String) throws -> Statement {
        let columns = MatrixField.allCases.map { "m.\($0.columnName)" }.joined(separator: ", ")
        return try database.prepare("SELECT m.seq, \(columns) FROM matrix m \(clause) ORDER BY m.seq")
    }

    private func forEach(_ statement: Statement, parameters: [SQLValue], _ body: (MatrixRecord) throws -> Void) throws {
        let fields = MatrixField.allCases
        try statement.bind(parameters)
        defer { statement.reset() }
        let hasCustom = !(try customColumns().isEmpty)
        while try statement.step() {
            var record = MatrixRecord()
            for (index, field) in fields.enumerated() {
                record.setStored(field, statement.text(at: index + 1))
            }
            if hasCustom { record.custom = try customValues(seq: statement.integer(at: 0)) }
            try body(record)
        }
    }

    private func customValues(seq: Int64) throws -> [String: String] {
        if customReadStatement == nil {
            customReadStatement = try database.prepare(
                "SELECT name, value FROM custom_values WHERE record = ?", persistent: true)
        }
        let statement = customReadStatement!
        try statement.bind([.integer(seq)])
        var values: [String: String] = [:]
        while try statement.step() { values[statement.text(at: 0)] = statement.text(at: 1) }
        return values
    }

    /// Adds a record; it must have an id that is not in use.
    ///
    /// Only `fields` are written (an import names the columns its file has; the others keep their
    /// empty default), which spares binding empty values row after row.
    public func insert(_ record: MatrixRecord, fields: [MatrixField] = MatrixField.allCases) throws {
        guard record.hasTitle else { throw MatrixError.missingTitle }
        let statement = try insertStatement(for: fields)
        statement.reset()
        var index: Int32 = 1
        for field in fields {
            try statement.bind(text: record[field], at: index)
            index += 1
        }
        try statement.bind(integer: DuplicateKeys.titleHash(record.title), at: index)
        try statement.bind(text: DuplicateKeys.doi(record[.doi]), at: index + 1)
        do {
            try statement.run()
        } catch let error as SQLiteError where error.isConstraintViolation {
            throw MatrixError.idInUse(record.id)
        }
        if !record.custom.isEmpty { try writeCustomValues(record.custom, seq: database.lastInsertRowID) }
        if let number = RecordID.number(of: record.id) { try raiseNextNumber(to: number + 1) }
        insertedCount += 1
    }

    private func insertStatement(for fields: [MatrixField]) throws -> Statement {
        if let statement = insertStatements[fields] { return statement }
        let columns = fields.map(\.columnName) + ["title_hash", "doi_key"]
        let placeholders = columns.map { _ in "?" }.joined(separator: ", ")
        let statement = try database.prepare(
            "INSERT INTO matrix(\(columns.joined(separator: ", "))) VALUES (\(placeholders))", persistent: true)
        insertStatements[fields] = statement
        return statement
    }

    /// Replaces the record with the same id.
    public func update(_ record: MatrixRecord) throws {
        guard record.hasTitle else { throw MatrixError.missingTitle }
        let fields = MatrixField.allCases.dropFirst()
        let assignments = fields.map { "\($0.columnName) = ?" } + ["title_hash = ?", "doi_key = ?"]
        var values = fields.map { SQLValue.text(record[$0]) }
        values += [
            .integer(DuplicateKeys.titleHash(record.title)), .text(DuplicateKeys.doi(record[.doi])),
            .text(record.id),
        ]
        try database.execute("UPDATE matrix SET \(assignments.joined(separator: ", ")) WHERE id = ?", values)
        guard database.changes == 1 else { throw MatrixError.noSuchRecord(record.id) }
        hasNonAppendChanges = true
        let seq = try database.scalarInteger("SELECT seq FROM matrix WHERE id = ?", [.text(record.id)])
        try database.execute("DELETE FROM custom_values WHERE record = ?", [.integer(seq)])
        try writeCustomValues(record.custom, seq: seq)
    }

    private func writeCustomValues(_ values: [String: String], seq: Int64) throws {
        if customInsertStatement == nil {
            customInsertStatement = try database.prepare(
                "INSERT INTO custom_values(record, name, value) VALUES (?, ?, ?)", persistent: true)
        }
        for (name, value) in values.sorted(by: { $0.key < $1.key }) where !value.isEmpty {
            do {
                try customInsertStatement!.bind([.integer(seq), .text(name), .text(value)])
                try customInsertStatement!.run()
            } catch let error as SQLiteError where error.isConstraintViolation {
                throw MatrixError.unknownColumn(name)
            }
        }
    }

    /// Removes the record with this id; false when there is none.
    @discardableResult
    public func delete(id: String) throws -> Bool {
        try database.execute("DELETE FROM matrix WHERE id = ?", [.text(id)])
        guard database.changes == 1 else { return false }
        hasNonAppendChanges = true
        return true
    }

    /// Removes every record and every custom column (before a rebuild from the text snapshot).
    func removeAll() throws {
        try database.execute("DELETE FROM custom_values; DELETE FROM matrix; DELETE FROM custom_columns")
        customColumnsCache = nil
        hasNonAppendChanges = true
    }

    /// The highest `seq` now in use (records at or below it existed before an import started).
    func lastSeq() throws -> Int64 {
        try database.scalarInteger("SELECT coalesce(max(seq), 0) FROM matrix")
    }

    /// The id of an existing record that `record` duplicates, and why: the same DOI (any record), or
    /// the same folded title (records with seq ≤ `titlesUpTo`).
    func duplicate(of record: MatrixRecord, titlesUpTo seq: Int64) throws -> (id: String, reason: String)? {
        let doi = DuplicateKeys.doi(record[.doi])
        if !doi.isEmpty,
            let id = try keptRows(
                "SELECT id FROM matrix WHERE doi_key = ? AND doi_key <> '' ORDER BY seq LIMIT 1", [.text(doi)]
            ).first?.first?.textValue
        {
            return (id, "same DOI \(doi)")
        }
        guard seq > 0 else { return nil }
        let title = DuplicateKeys.title(record.title)
        guard !title.isEmpty else { return nil }
        let candidates = try keptRows(
            "SELECT id, title FROM matrix WHERE title_hash = ? AND seq <= ? ORDER BY seq",
            [.integer(DuplicateKeys.titleHash(record.title)), .integer(seq)])
        for candidate in candidates where DuplicateKeys.title(candidate[1].textValue ?? "") == title {
            return (candidate[0].textValue ?? "", "same title")
        }
        return nil
    }
}

/// Names users may give their own columns.
enum CustomColumnName {
    /// Any text without control characters, commas or quotes, at most 40 characters, not starting with a dash.
    static func isValid(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= 40, !name.hasPrefix("-") else { return false }
        return !name.unicodeScalars.contains { $0.value < 0x20 || $0 == "," || $0 == "\"" || $0 == "=" }
    }

    /// Whether `name` is, or stands for, a built-in column.
    static func isBuiltIn(_ name: String) -> Bool {
        HeaderAliases.field(for: name) != nil
    }
}
