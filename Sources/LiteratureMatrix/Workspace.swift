import Foundation
import TextSupport

/// A folder holding a literature review: `Literature/` (the matrix as CSV plus `matrix.json`),
/// `Decisions/`, and `.lit/` (the working database, kept out of git).
public struct Workspace: Sendable {
    /// The workspace's root folder.
    public let root: String

    /// Uses `root` as a workspace (it is not checked).
    public init(root: String) {
        self.root = root
    }

    /// `Literature/`.
    public var literatureDirectory: String { root + "/Literature" }
    /// `Decisions/`.
    public var decisionsDirectory: String { root + "/Decisions" }
    /// The matrix as CSV, kept in step with the database and committed to git.
    public var snapshotPath: String { literatureDirectory + "/matrix.csv" }
    /// The next id number and the user's own columns.
    public var manifestPath: String { literatureDirectory + "/matrix.json" }
    /// `.lit/`: the database and its lock.
    public var stateDirectory: String { root + "/.lit" }
    /// The SQLite working store.
    public var databasePath: String { stateDirectory + "/lit.sqlite3" }

    /// Whether `folder` is a workspace root.
    public static func isRoot(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/Literature/matrix.json")
    }

    /// Finds the workspace: `explicit` (--workspace), else LIT_WORKSPACE, else the nearest folder
    /// at or above `workingDirectory` that has `Literature/matrix.json` (as git finds `.git`).
    public static func locate(explicit: String?, environment: [String: String], workingDirectory: String) throws
        -> Workspace
    {
        if let given = explicit ?? environment["LIT_WORKSPACE"].flatMap({ $0.isEmpty ? nil : $0 }) {
            let path = absolute(given, from: workingDirectory)
            guard isRoot(path) else { throw WorkspaceError.notFound(from: path) }
            return Workspace(root: path)
        }
        var folder = standardized(workingDirectory)
        while true {
            if isRoot(folder) { return Workspace(root: folder) }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        throw WorkspaceError.notFound(from: workingDirectory)
    }

    /// Makes the workspace's folders and files where missing; returns the paths it created.
    /// Existing files are never changed, so running it twice changes nothing.
    @discardableResult
    public func create() throws -> [String] {
        var created: [String] = []
        let manager = FileManager.default
        for folder in [root, literatureDirectory, decisionsDirectory] where !manager.fileExists(atPath: folder) {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            created.append(folder)
        }
        if !manager.fileExists(atPath: decisionsDirectory + "/.gitkeep") {
            try AtomicFile.write("", to: decisionsDirectory + "/.gitkeep")
        }
        if !manager.fileExists(atPath: manifestPath) {
            try AtomicFile.write(WorkspaceManifest().json, to: manifestPath)
            created.append(manifestPath)
        }
        let hadSnapshot = manager.fileExists(atPath: snapshotPath)
        _ = try MatrixSession(workspace: self)  // creates .lit/ and writes a missing snapshot
        if !hadSnapshot { created.append(snapshotPath) }
        return created
    }

    /// `path` made absolute against `base`, with "." and ".." resolved.
    public static func absolute(_ path: String, from base: String) -> String {
        standardized(path.hasPrefix("/") ? path : base + "/" + path)
    }

    static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
