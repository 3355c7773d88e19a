/// What can go wrong with the matrix itself (as opposed to a file being read).
public enum MatrixError: Error, CustomStringConvertible, Sendable, Equatable {
    case noSuchRecord(String)
    case idInUse(String)
    case invalidColumnName(String)
    case columnExists(String)
    case unknownColumn(String)
    case missingTitle

    public var description: String {
        switch self {
        case .noSuchRecord(let id): "no record with id \(id)"
        case .idInUse(let id): "id \(id) is already in use"
        case .invalidColumnName(let name):
            "invalid column name \"\(name)\": expected 1 to 40 characters without commas, quotes, '=' or control characters"
        case .columnExists(let name): "a column named \"\(name)\" already exists"
        case .unknownColumn(let name): "no column named \"\(name)\" (add it with 'lit column add')"
        case .missingTitle: "title: expected a title, found nothing"
        }
    }
}

/// What can go wrong with the workspace: where it is, and what is in it.
public enum WorkspaceError: Error, CustomStringConvertible, Sendable, Equatable {
    case notFound(from: String)
    case foreignDatabase(path: String, reason: String)
    case snapshotConflict(path: String)
    case invalidManifest(path: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let start):
            "no lit workspace in \(start) or any folder above it: expected Literature/matrix.json (run 'lit init', or pass --workspace DIR)"
        case .foreignDatabase(let path, let reason):
            "\(path): not a lit database (\(reason)); it was left untouched: move it aside and run the command again to rebuild from Literature/"
        case .snapshotConflict(let path):
            "\(path) was changed by hand while the database has changes not yet written to it; keep one side: move the file aside (lit rewrites it) or delete .lit/ (lit rebuilds from it)"
        case .invalidManifest(let path, let reason): "\(path): \(reason)"
        }
    }
}
