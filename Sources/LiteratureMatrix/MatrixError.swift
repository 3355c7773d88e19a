/// What can go wrong with the matrix itself (as opposed to a file being read).
public enum MatrixError: Error, CustomStringConvertible, Sendable, Equatable {
    /// No record has this id.
    case noSuchRecord(String)
    /// A record with this id exists already.
    case idInUse(String)
    /// The name cannot be used for a column.
    case invalidColumnName(String)
    /// A column of that name exists already.
    case columnExists(String)
    /// No column has this name.
    case unknownColumn(String)
    /// A record without a title.
    case missingTitle
    /// A generated id that belonged to a removed work.
    case retiredID(String)

    public var description: String {
        switch self {
        case .noSuchRecord(let id): "no record with id \(id)"
        case .idInUse(let id): "id \(id) is already in use"
        case .invalidColumnName(let name):
            "invalid column name \"\(name)\": expected 1 to 40 characters without commas, quotes, '=' or control characters"
        case .columnExists(let name): "a column named \"\(name)\" already exists"
        case .unknownColumn(let name): "no column named \"\(name)\" (add it with 'lit column add')"
        case .missingTitle: "title: expected a title, found nothing"
        case .retiredID(let id): "id \(id) was given to a work before and is retired (ids are never reused)"
        }
    }
}

/// What can go wrong with the workspace: where it is, and what is in it.
public enum WorkspaceError: Error, CustomStringConvertible, Sendable, Equatable {
    /// No workspace at or above the folder.
    case notFound(from: String)
    /// The database file belongs to something else.
    case foreignDatabase(path: String, reason: String)
    /// The database file is a lit database, but damaged.
    case damagedDatabase(path: String, reason: String)
    /// A change was saved but the text snapshot could not be written.
    case snapshotNotWritten(path: String, reason: String)
    /// The snapshot and the database both changed.
    case snapshotConflict(path: String)
    /// `Literature/matrix.json` cannot be read.
    case invalidManifest(path: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let start):
            "no lit workspace in \(start) or any folder above it: expected Literature/matrix.json (run 'lit init', or pass --workspace DIR)"
        case .foreignDatabase(let path, let reason):
            "\(path): not a lit database (\(reason)); it was left untouched: move it aside and run the command again to rebuild from Literature/"
        case .damagedDatabase(let path, let reason):
            "\(path): the database is damaged (\(reason)); move it aside (or delete .lit/) and run the command again: lit rebuilds it from Literature/"
        case .snapshotNotWritten(let path, let reason):
            "the change was saved in the database, but \(path) could not be written (\(reason)); the next lit command writes it"
        case .snapshotConflict(let path):
            "\(path) was changed by hand while the database has changes not yet written to it; keep one side: move the file aside (lit rewrites it) or delete .lit/ (lit rebuilds from it)"
        case .invalidManifest(let path, let reason): "\(path): \(reason)"
        }
    }
}
