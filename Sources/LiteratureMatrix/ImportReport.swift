import TextSupport

/// How an import should treat its input.
public struct ImportOptions: Sendable {
    /// The file's encoding; nil to detect it (UTF-8 with or without BOM, GB18030, UTF-16 with BOM).
    public var encoding: TextEncoding?
    /// Import the good rows and list the bad ones, instead of refusing the whole file.
    public var skipInvalid: Bool
    /// Add unknown header names as the user's own columns, instead of refusing them.
    public var addUnknownColumns: Bool
    /// The file is the workspace's own snapshot: every row is kept as it is, none is a duplicate.
    var isSnapshot = false

    /// Makes options; the defaults refuse any bad row and any unknown column.
    public init(encoding: TextEncoding? = nil, skipInvalid: Bool = false, addUnknownColumns: Bool = false) {
        self.encoding = encoding
        self.skipInvalid = skipInvalid
        self.addUnknownColumns = addUnknownColumns
    }
}

/// A remark about one line of an imported file.
public struct ImportNote: Sendable, Equatable {
    /// What happened to the row.
    public enum Kind: Sendable {
        /// It duplicates a work already in the matrix and was not imported.
        case duplicate
        /// It is not valid and was left out (under `skipInvalid`).
        case skipped
    }

    /// The kind of remark.
    public let kind: Kind
    /// The line where the record starts.
    public let line: Int
    /// What happened to it.
    public let message: String
}

/// What an import did (or, in a dry run, would do).
public struct ImportReport: Sendable {
    /// The encoding the file was read in.
    public var encoding: TextEncoding = .utf8
    /// Records added.
    public var added = 0
    /// Existing records (same id) whose content changed.
    public var updated = 0
    /// Existing records (same id) already identical.
    public var unchanged = 0
    /// How many records were not imported because they duplicate an existing one.
    public var duplicateCount = 0
    /// How many bad rows were left out under `skipInvalid`.
    public var skippedCount = 0
    /// The first `keptNotes` remarks (all of them reach the import's note handler as they happen).
    public var notes: [ImportNote] = []
    /// How many remarks `notes` keeps, so that memory stays flat however many rows are bad.
    public static let keptNotes = 1000

    /// The kept duplicate remarks.
    public var duplicates: [ImportNote] { notes.filter { $0.kind == .duplicate } }
    /// The kept skipped-row remarks.
    public var skipped: [ImportNote] { notes.filter { $0.kind == .skipped } }
    /// Columns added under `addUnknownColumns`.
    public var newColumns: [String] = []
}

/// A file could not be imported: names the file, the line and what was expected.
public struct ImportError: Error, CustomStringConvertible, Sendable {
    /// The file as the user named it.
    public let file: String
    /// The line, when the problem has one.
    public let line: Int?
    /// What is wrong.
    public let message: String

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
