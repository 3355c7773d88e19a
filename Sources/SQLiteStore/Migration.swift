/// One named, ordered change to a database schema, applied once in its own transaction.
public struct Migration: Sendable {
    /// A unique name, recorded in the database once applied.
    public let name: String
    /// The statements to run.
    public let sql: String

    /// Makes a migration from its name and SQL.
    public init(_ name: String, sql: String) {
        self.name = name
        self.sql = sql
    }
}

/// The schema of a database was written by a newer program than this one.
public struct UnknownMigrationsError: Error, CustomStringConvertible, Sendable {
    /// The migrations the database has that this program does not know.
    public let names: [String]
    public var description: String {
        "the database was made by a newer version (unknown migrations: \(names.joined(separator: ", ")))"
    }
}

extension Database {
    /// Applies the migrations not applied yet, in order, each in its own transaction.
    ///
    /// Returns the names applied now. Throws `UnknownMigrationsError` when the database records a
    /// migration this list does not contain.
    @discardableResult
    public func migrate(_ migrations: [Migration]) throws -> [String] {
        try execute("CREATE TABLE IF NOT EXISTS schema_migrations(name TEXT PRIMARY KEY NOT NULL) STRICT")
        let applied = Set(try rows("SELECT name FROM schema_migrations").compactMap { $0.first?.textValue })
        let unknown = applied.subtracting(migrations.map(\.name))
        guard unknown.isEmpty else { throw UnknownMigrationsError(names: unknown.sorted()) }
        var appliedNow: [String] = []
        for migration in migrations where !applied.contains(migration.name) {
            try transaction {
                try execute(migration.sql)
                try execute("INSERT INTO schema_migrations(name) VALUES (?)", [.text(migration.name)])
            }
            appliedNow.append(migration.name)
        }
        return appliedNow
    }
}
