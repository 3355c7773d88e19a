import Foundation
import TextSupport

/// One search as it was really run: when, where, the exact string, the hits, the export saved from
/// it (by hash), and what importing that export did.
public struct SearchLogEntry: Codable, Equatable, Sendable {
    /// "S001", in the order searches were logged.
    public var id: String
    /// "2026-11-30".
    public var date: String
    /// The database key ("cnki", "wos", ...).
    public var database: String
    /// The search string exactly as run.
    public var query: String
    /// The hits the database reported.
    public var hits: Int
    /// The export file as named when logged, and its SHA-256.
    public var exportFile: String?
    public var exportSHA256: String?
    /// Works the export added to the matrix and duplicates it held, once it was imported.
    public var added: Int?
    public var duplicates: Int?

    /// Makes an entry.
    public init(
        id: String, date: String, database: String, query: String, hits: Int, exportFile: String? = nil,
        exportSHA256: String? = nil
    ) {
        self.id = id
        self.date = date
        self.database = database
        self.query = query
        self.hits = hits
        self.exportFile = exportFile
        self.exportSHA256 = exportSHA256
    }
}

/// The search log kept in the workspace as `Literature/search-log.json` (keys sorted, so it diffs
/// well), written atomically; only searches that were really run go in it.
public struct SearchLog: Sendable {
    /// The file's path.
    public let path: String

    /// The log of the workspace at `root`.
    public init(workspaceRoot root: String) {
        path = root + "/Literature/search-log.json"
    }

    /// The entries, oldest first (none when there is no file yet); a damaged file is an error naming it.
    public func load() throws -> [SearchLogEntry] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let bytes = try InputFile.readAll(path: path)
        do {
            return try JSONDecoder().decode([SearchLogEntry].self, from: Data(bytes))
        } catch let error as DecodingError {
            let (location, expected) = Self.describe(error)
            throw SearchFileError(path: path, location: location, expected: expected)
        }
    }

    /// Replaces the file with `entries`.
    public func save(_ entries: [SearchLogEntry]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n", to: path)
    }

    /// The next id ("S004" after three entries).
    public static func nextID(after entries: [SearchLogEntry]) -> String {
        let used = entries.compactMap { Int($0.id.dropFirst()) }.max() ?? 0
        return "S" + String(format: "%03d", used + 1)
    }

    /// Where the file is wrong, and what was expected there.
    private static func describe(_ error: DecodingError) -> (String, String) {
        switch error {
        case .keyNotFound(let key, let context): (path(context.codingPath + [key]), "this field")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            (path(context.codingPath), "a value of type \(type)")
        case .dataCorrupted(let context):
            context.codingPath.isEmpty
                ? ("top level", "a JSON array of searches") : (path(context.codingPath), context.debugDescription)
        @unknown default: ("top level", "a JSON array of searches")
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingPrefix(".").description
    }
}
