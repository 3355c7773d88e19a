import Foundation
import LiteratureMatrix
import TestSupport
import Testing

@Suite struct SessionTests {
    func record(_ title: String, year: String = "", extra: [MatrixField: String] = [:]) throws -> MatrixRecord {
        var fields = extra
        fields[.title] = title
        fields[.year] = year
        return try MatrixRecord(fields)
    }

    @Test func snapshotFollowsEveryChange() throws {
        let fixture = try WorkspaceFixture()
        let session = try fixture.open()
        _ = try session.add(try record("One", year: "2020"))
        #expect(fixture.snapshot == (try fixture.exportCSV(session)))
        _ = try session.importCSV(
            at: fixture.directory.write("a.csv", "title\nTwo\nThree\n"), displayName: "a.csv", options: ImportOptions())
        #expect(fixture.snapshot == (try fixture.exportCSV(session)))
        try session.mutate {
            var r = try $0.record(id: "L002")!
            try r.set(.notes, "n")
            try $0.update(r)
        }
        #expect(fixture.snapshot == (try fixture.exportCSV(session)))
        try session.mutate { _ = try $0.delete(id: "L001") }
        #expect(fixture.snapshot == (try fixture.exportCSV(session)))
        try session.mutate { try $0.addCustomColumn("研究方法") }
        #expect(fixture.snapshot.hasPrefix("id,title,year,stack"))
        #expect(fixture.snapshot.contains(",研究方法\r\n"))
    }

    @Test func idsAreNeverReused() throws {
        let fixture = try WorkspaceFixture()
        do {
            let session = try fixture.open()
            _ = try session.add(try record("A"))
            _ = try session.add(try record("B"))
            try session.mutate { _ = try $0.delete(id: "L002") }
        }
        // A fresh clone has only the text: the database is rebuilt, and L002 stays retired.
        try FileManager.default.removeItem(atPath: fixture.workspace.stateDirectory)
        let session = try fixture.open()
        #expect(session.rebuiltFromSnapshot)
        #expect(try session.add(try record("C")) == "L003")
    }

    @Test func freshCloneRebuildsTheSameMatrix() throws {
        let fixture = try WorkspaceFixture()
        let session = try fixture.open()
        try session.mutate { try $0.addCustomColumn("方法") }
        var first = try record("协商缓存", year: "2021", extra: [.tags: "cache; http", .kind: "data"])
        first.custom["方法"] = "实验"
        _ = try session.add(first)
        _ = try session.add(try record("Title with \"quotes\", commas\nand | pipes"))
        let exported = try fixture.exportCSV(session)

        let clone = TemporaryDirectory()
        try FileManager.default.copyItem(
            atPath: fixture.workspace.literatureDirectory, toPath: clone.file("Literature"))
        let rebuilt = try MatrixSession(workspace: Workspace(root: clone.path))
        #expect(rebuilt.rebuiltFromSnapshot)
        #expect(try fixture.exportCSV(rebuilt) == exported)
        #expect(clone.read("Literature/matrix.csv") == fixture.snapshot)
    }

    @Test func aSnapshotChangedByHandIsReadBack() throws {
        let fixture = try WorkspaceFixture()
        _ = try fixture.open().add(try record("Before"))
        let edited = fixture.snapshot.replacingOccurrences(of: "Before", with: "After a git pull")
        fixture.directory.write("Literature/matrix.csv", edited)
        let session = try fixture.open()
        #expect(session.rebuiltFromSnapshot)
        #expect(try session.store.record(id: "L001")?.title == "After a git pull")
    }

    @Test func rebuildKeepsEveryRowEvenWithTheSameDOI() throws {
        let fixture = try WorkspaceFixture()
        let session = try fixture.open()
        _ = try session.add(try record("A", extra: [.doi: "10.1/x"]))
        _ = try session.add(try record("B", extra: [.doi: "10.1/X"]))
        try session.rebuild()
        #expect(try session.store.count() == 2)
    }

    @Test func handEditsAreReadAndWrittenBackCanonically() throws {
        let fixture = try WorkspaceFixture()
        _ = try fixture.open().add(try record("Alpha"))
        // Columns in another order, a row without an id, no final newline.
        fixture.directory.write("Literature/matrix.csv", "title,id\r\nAlpha,L001\r\nBeta,")
        let session = try fixture.open()
        #expect(session.rebuiltFromSnapshot)
        #expect(try session.store.records().map(\.id) == ["L001", "L002"])
        #expect(fixture.snapshot == (try fixture.exportCSV(session)))
        _ = try session.add(try record("Gamma"))
        #expect(fixture.snapshot == (try fixture.exportCSV(session)))
        try FileManager.default.removeItem(atPath: fixture.workspace.stateDirectory)
        #expect(try fixture.open().store.records().map(\.id) == ["L001", "L002", "L003"])
    }

    @Test func killedBetweenSnapshotAndBookkeepingIsNotAConflict() throws {
        let fixture = try WorkspaceFixture()
        _ = try fixture.open().add(try record("A"))
        // The database is a step ahead of its bookkeeping, and the file was rewritten (new inode).
        try SQLiteForeign.run(
            fixture.workspace.databasePath,
            "UPDATE meta SET value = value + 1 WHERE key = 'data_generation'")
        let text = fixture.snapshot
        try FileManager.default.removeItem(atPath: fixture.workspace.snapshotPath)
        fixture.directory.write("Literature/matrix.csv", text)
        let session = try fixture.open()
        #expect(!session.rebuiltFromSnapshot)
        #expect(try session.store.count() == 1)
    }

    @Test func aHandEditDuringAChangeIsAConflictNotALoss() throws {
        let fixture = try WorkspaceFixture()
        let session = try fixture.open()
        _ = try session.add(try record("A"))
        fixture.directory.write(
            "Literature/matrix.csv", fixture.snapshot.replacingOccurrences(of: ",A,", with: ",Edited,"))
        #expect(throws: WorkspaceError.self) { try session.add(try record("B")) }
        #expect(try session.store.count() == 1)
        #expect(fixture.snapshot.contains(",Edited,"))
    }

    @Test func dryRunWritesNothingUnderLiterature() throws {
        let fixture = try WorkspaceFixture()
        _ = try fixture.open().add(try record("A"))
        let before = try FileManager.default.attributesOfItem(atPath: fixture.workspace.snapshotPath)
        let input = fixture.directory.write("in.csv", "title\nB\n")
        _ = try fixture.open().importCSV(at: input, displayName: "in.csv", options: ImportOptions(), dryRun: true)
        let after = try FileManager.default.attributesOfItem(atPath: fixture.workspace.snapshotPath)
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: fixture.workspace.literatureDirectory).sorted()
                == ["matrix.csv", "matrix.json"])
    }

    @Test func aBrokenSnapshotIsReportedAndTheDatabaseKept() throws {
        let fixture = try WorkspaceFixture()
        _ = try fixture.open().add(try record("Kept"))
        fixture.directory.write("Literature/matrix.csv", fixture.snapshot + "L009,\"unterminated\r\n")
        #expect {
            try fixture.open()
        } throws: { error in
            (error as? ImportError)?.description.hasPrefix("Literature/matrix.csv:3: unterminated") == true
        }
    }

    @Test func foreignDatabaseIsNeverOverwritten() throws {
        let fixture = try WorkspaceFixture()
        let path = fixture.workspace.databasePath
        try FileManager.default.removeItem(atPath: path)
        let garbage = [UInt8](repeating: 0x42, count: 4096)
        fixture.directory.write(".lit/lit.sqlite3", bytes: garbage)
        #expect(throws: WorkspaceError.self) { try fixture.open() }
        #expect(fixture.directory.bytes(".lit/lit.sqlite3") == garbage)
    }

    @Test func anotherProgramsSQLiteFileIsRefused() throws {
        let fixture = try WorkspaceFixture()
        let path = fixture.workspace.databasePath
        try FileManager.default.removeItem(atPath: path)
        try SQLiteForeign.make(path: path)
        #expect(throws: WorkspaceError.self) { try fixture.open() }
    }

    @Test func workspaceIsFoundFromASubfolder() throws {
        let fixture = try WorkspaceFixture()
        let deep = fixture.directory.file("Literature/notes/deeper")
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        let found = try Workspace.locate(explicit: nil, environment: [:], workingDirectory: deep)
        #expect(found.root == fixture.directory.path)
        #expect(throws: WorkspaceError.self) {
            try Workspace.locate(explicit: nil, environment: [:], workingDirectory: "/proc/self")
        }
        let viaEnvironment = try Workspace.locate(
            explicit: nil, environment: ["LIT_WORKSPACE": fixture.directory.path], workingDirectory: "/")
        #expect(viaEnvironment.root == fixture.directory.path)
    }

    @Test func createTwiceChangesNothing() throws {
        let fixture = try WorkspaceFixture()
        let before = (fixture.snapshot, fixture.directory.read("Literature/matrix.json"))
        #expect(try fixture.workspace.create().isEmpty)
        #expect((fixture.snapshot, fixture.directory.read("Literature/matrix.json")) == before)
    }
}

/// Runs the sqlite3 command-line program on a database, as another program would.
enum SQLiteForeign {
    /// Makes an SQLite database that belongs to some other program.
    static func make(path: String) throws {
        try run(path, "CREATE TABLE other(x); INSERT INTO other VALUES (1);")
    }

    static func run(_ path: String, _ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [path, sql]
        try process.run()
        process.waitUntilExit()
    }
}
