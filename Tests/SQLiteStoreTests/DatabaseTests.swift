import Foundation
import SQLiteStore
import TestSupport
import Testing

@Suite struct DatabaseTests {
    @Test func bindsAndReadsEveryValueType() throws {
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE t(a, b, c, d, e)")
        try database.execute(
            "INSERT INTO t VALUES (?, ?, ?, ?, ?)",
            [.integer(42), .real(2.5), .text("协商缓存 'x'"), .null, .blob([0, 1, 255])])
        let rows = try database.rows("SELECT a, b, c, d, e FROM t")
        #expect(rows == [[.integer(42), .real(2.5), .text("协商缓存 'x'"), .null, .blob([0, 1, 255])]])
    }

    @Test func emptyTextIsNotNull() throws {
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE t(a TEXT NOT NULL)")
        let insert = try database.prepare("INSERT INTO t VALUES (?)")
        try insert.bind(text: "", at: 1)
        try insert.run()
        #expect(try database.scalar("SELECT a FROM t") == .text(""))
    }

    @Test func transactionRollsBackWhenTheBodyThrows() throws {
        struct Boom: Error {}
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE t(a)")
        #expect(throws: Boom.self) {
            try database.transaction {
                try database.execute("INSERT INTO t VALUES (1)")
                throw Boom()
            }
        }
        #expect(try database.scalarInteger("SELECT count(*) FROM t") == 0)
        #expect(!database.isInTransaction)
    }

    @Test func errorsCarryCodeMessageAndSQL() throws {
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE t(a UNIQUE)")
        try database.execute("INSERT INTO t VALUES (1)")
        do {
            try database.execute("INSERT INTO t VALUES (?)", [.integer(1)])
            Issue.record("expected a constraint error")
        } catch let error as SQLiteError {
            #expect(error.isConstraintViolation)
            #expect(error.code == 19)
            #expect(error.extendedCode == 2067)  // SQLITE_CONSTRAINT_UNIQUE
            #expect(error.message.contains("UNIQUE"))
            #expect(error.sql == "INSERT INTO t VALUES (?)")
        }
        #expect(throws: SQLiteError.self) { try database.prepare("SELEC nonsense") }
    }

    @Test func migrationsRunOnceInOrder() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("m.sqlite3")
        let migrations = [
            Migration("001", sql: "CREATE TABLE a(x)"),
            Migration("002", sql: "ALTER TABLE a ADD COLUMN y"),
        ]
        #expect(try Database(path: path).migrate(migrations) == ["001", "002"])
        #expect(try Database(path: path).migrate(migrations) == [])
        let more = migrations + [Migration("003", sql: "CREATE TABLE b(z)")]
        #expect(try Database(path: path).migrate(more) == ["003"])
        #expect(throws: UnknownMigrationsError.self) { try Database(path: path).migrate(Array(migrations.prefix(1))) }
    }

    @Test func failedMigrationLeavesNothingBehind() throws {
        let database = try Database(path: ":memory:")
        let broken = [Migration("001", sql: "CREATE TABLE a(x); CREATE TABLE a(x)")]
        #expect(throws: SQLiteError.self) { try database.migrate(broken) }
        #expect(try database.scalarInteger("SELECT count(*) FROM sqlite_schema WHERE name = 'a'") == 0)
        #expect(try database.scalarInteger("SELECT count(*) FROM schema_migrations") == 0)
    }

    @Test func foreignFileIsRejectedAndLeftUntouched() throws {
        let directory = TemporaryDirectory()
        let garbage =
            Array("this is not a database, just some text that is long enough".utf8) + [UInt8](repeating: 7, count: 600)
        let path = directory.write("notes.sqlite3", bytes: garbage)
        do {
            _ = try Database(path: path)
            Issue.record("expected an error")
        } catch let error as SQLiteError {
            #expect(error.isCorruption)
        }
        #expect(directory.bytes("notes.sqlite3") == garbage)
    }

    @Test func statementsAreReusable() throws {
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE t(a INTEGER)")
        let insert = try database.prepare("INSERT INTO t VALUES (?)")
        for number in 1...5 {
            try insert.bind([.integer(Int64(number))])
            try insert.run()
        }
        #expect(try database.scalarInteger("SELECT sum(a) FROM t") == 15)
        #expect(database.lastInsertRowID == 5)
    }
}
