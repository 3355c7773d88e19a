import Foundation
import TextSupport

/// The matrix of one workspace, opened for a command: holds the workspace lock, and keeps the
/// database and the text snapshot (`Literature/matrix.csv` + `matrix.json`) in step.
///
/// On opening, a snapshot changed outside `lit` (a git pull, a checkout, a hand edit) rebuilds the
/// database from it; a database ahead of its snapshot (a process killed between the two) rewrites it.
public final class MatrixSession {
    /// The workspace.
    public let workspace: Workspace
    /// The matrix store.
    public let store: MatrixStore
    /// Whether opening rebuilt the database from the snapshot.
    public private(set) var rebuiltFromSnapshot = false
    /// Held from opening until `releaseLock()`; a change takes it again.
    private var lock: FileLock?

    /// Opens the workspace's matrix, creating `.lit/` and its database when missing.
    public init(workspace: Workspace) throws {
        self.workspace = workspace
        let manager = FileManager.default
        if !manager.fileExists(atPath: workspace.stateDirectory) {
            try manager.createDirectory(atPath: workspace.stateDirectory, withIntermediateDirectories: true)
            try AtomicFile.write(
                "# lit's working database: rebuilt from Literature/ when missing\n*\n",
                to: workspace.stateDirectory + "/.gitignore")
        }
        lock = try FileLock(path: workspace.stateDirectory + "/lock")
        Self.removeAbandonedTemporaryFiles(in: workspace.literatureDirectory)
        store = try MatrixStore(path: workspace.databasePath)
        try synchronize()
    }

    /// Runs `body` in one transaction, then rewrites the snapshot. With `dryRun`, everything
    /// `body` did is rolled back and the snapshot is left alone.
    public func mutate<T>(dryRun: Bool = false, _ body: (MatrixStore) throws -> T) throws -> T {
        try mutate(dryRun: dryRun) { store, _ in try body(store) }
    }

    /// Like `mutate(dryRun:_:)`, but `body` also gets the snapshot appender: when the change only
    /// inserts records and hands each one to the appender, the snapshot is extended instead of
    /// rewritten. Anything else (an update, a removal, a new column, an insert not appended) falls
    /// back to a full rewrite.
    func mutate<T>(dryRun: Bool = false, _ body: (MatrixStore, SnapshotAppender?) throws -> T) throws -> T {
        if lock == nil {
            lock = try FileLock(path: workspace.stateDirectory + "/lock")
            store.forgetCachedState()
            try synchronize()
        }
        // A dry run gets no appender: it must not write a byte under Literature/.
        let appender =
            dryRun
            ? nil : SnapshotAppender(snapshotPath: workspace.snapshotPath, customColumns: try store.customColumns())
        store.startTrackingChanges()
        var result: T?
        do {
            try store.transaction {
                result = try body(store, appender)
                if dryRun { throw DryRunRollback() }
                // Edited by hand while this change ran? Then neither side may win silently.
                guard try store.meta(MetaKey.snapshotFingerprint) == fingerprint() else {
                    throw WorkspaceError.snapshotConflict(path: workspace.snapshotPath)
                }
                try store.setMeta(MetaKey.dataGeneration, String(try generation(MetaKey.dataGeneration) + 1))
            }
        } catch {
            appender?.abandon()
            store.forgetCachedState()
            if error is DryRunRollback { return result! }
            throw error
        }
        do {
            if let appender, !store.hasNonAppendChanges, appender.appendedCount == store.insertedCount {
                _ = try appender.commit()
                try recordSnapshotWritten()
            } else {
                appender?.abandon()
                try writeSnapshot()
            }
        } catch let error as FileError {
            throw WorkspaceError.snapshotNotWritten(path: "Literature/matrix.csv", reason: error.reason)
        }
        return result!
    }

    /// Lets other `lit` processes change the workspace while this one goes on reading (a listing
    /// piped into a pager must not hold writers up). SQLite still gives each query a consistent view.
    public func releaseLock() {
        lock = nil
    }

    /// Rebuilds the database from the snapshot, whatever state it is in.
    public func rebuild() throws {
        let manifest = try WorkspaceManifest.read(path: workspace.manifestPath)
        try store.transaction {
            try store.removeAll()
            for column in manifest.customColumns { try store.addCustomColumn(column) }
            if FileManager.default.fileExists(atPath: workspace.snapshotPath) {
                var options = ImportOptions(addUnknownColumns: true)
                options.isSnapshot = true
                let importer = MatrixImporter(store: store, options: options, displayName: "Literature/matrix.csv")
                _ = try importer.importFile(at: workspace.snapshotPath)
            }
            try store.raiseNextNumber(to: manifest.nextNumber)
            let generation = try generation(MetaKey.dataGeneration) + 1
            try store.setMeta(MetaKey.dataGeneration, String(generation))
            try store.setMeta(MetaKey.snapshotGeneration, String(generation))
            try store.setMeta(MetaKey.snapshotFingerprint, fingerprint())
        }
        rebuiltFromSnapshot = true
        // Written back in canonical form: ids given to rows added by hand become part of the text.
        try writeSnapshot()
    }

    /// Writes the snapshot from the database, then records that the two agree.
    func writeSnapshot() throws {
        let columns = MatrixColumn.all(custom: try store.customColumns())
        let file = try AtomicFile(path: workspace.snapshotPath)
        try MatrixExporter(store: store).export(format: .csv, columns: columns) { try file.write($0) }
        try file.commit()
        try recordSnapshotWritten()
    }

    /// Writes the manifest if it changed, and records that the database and the snapshot agree.
    private func recordSnapshotWritten() throws {
        let manifest = WorkspaceManifest(nextNumber: try store.nextNumber(), customColumns: try store.customColumns())
        if (try? WorkspaceManifest.read(path: workspace.manifestPath)) != manifest {
            try AtomicFile.write(manifest.json, to: workspace.manifestPath)
        }
        try store.transaction {
            try store.setMeta(MetaKey.snapshotGeneration, String(try generation(MetaKey.dataGeneration)))
            try store.setMeta(MetaKey.snapshotFingerprint, fingerprint())
        }
    }

    private func synchronize() throws {
        let recorded = try store.meta(MetaKey.snapshotFingerprint)
        let unsaved = try generation(MetaKey.dataGeneration) > generation(MetaKey.snapshotGeneration)
        if recorded == fingerprint() {
            if unsaved { try writeSnapshot() }
            return
        }
        guard FileManager.default.fileExists(atPath: workspace.snapshotPath) else {
            try writeSnapshot()
            return
        }
        if unsaved && recorded != nil {
            // Killed between writing the snapshot and noting it? Then the file says what the database says.
            guard try snapshotMatchesDatabase() else {
                throw WorkspaceError.snapshotConflict(path: workspace.snapshotPath)
            }
            try recordSnapshotWritten()
            return
        }
        try rebuild()
    }

    private func snapshotMatchesDatabase() throws -> Bool {
        var exported: [UInt8] = []
        try MatrixExporter(store: store).export(
            format: .csv, columns: MatrixColumn.all(custom: try store.customColumns())
        ) { exported.append(contentsOf: $0) }
        return (try? InputFile.readAll(path: workspace.snapshotPath)) == exported
    }

    /// Temporary snapshot files left by a killed process (no other `lit` writes while we hold the lock).
    private static func removeAbandonedTemporaryFiles(in folder: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasPrefix("matrix.csv.tmp-") || name.hasPrefix("matrix.json.tmp-") {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    private func generation(_ key: String) throws -> Int {
        Int(try store.meta(key) ?? "0") ?? 0
    }

    /// Size, modification time and inode of the snapshot files: any rewrite changes it.
    private func fingerprint() -> String {
        [workspace.snapshotPath, workspace.manifestPath].map { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return "missing" }
            return "\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ino)"
        }.joined(separator: "|")
    }
}

/// Keys of the bookkeeping table.
enum MetaKey {
    static let dataGeneration = "data_generation"
    static let snapshotGeneration = "snapshot_generation"
    static let snapshotFingerprint = "snapshot_fingerprint"
}

/// Thrown inside a dry run's transaction to roll it back.
private struct DryRunRollback: Error {}
