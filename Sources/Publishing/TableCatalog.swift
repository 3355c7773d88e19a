import DecisionRecords
import Evaluation
import LiteratureMatrix
import SourceProfiles

/// What tables are built from: the matrix, the decision records and the evidence runs.
public struct TableContext {
    /// The workspace's matrix.
    public let store: MatrixStore
    /// The workspace's decision records.
    public let decisions: [DecisionRecord]
    /// The workspace's evidence runs, if it has any.
    public let evidence: EvidenceStore?
    /// Chinese headings and words.
    public let chinese: Bool
    /// What the engine's providers offer (the caller reads them from the engine).
    public let sources: [WeatherSourceProfile]

    /// A context.
    public init(
        store: MatrixStore, decisions: [DecisionRecord], evidence: EvidenceStore?, chinese: Bool,
        sources: [WeatherSourceProfile] = []
    ) {
        self.store = store
        self.decisions = decisions
        self.evidence = evidence
        self.chinese = chinese
        self.sources = sources
    }

    func text(_ english: String, _ chinese: String) -> String { self.chinese ? chinese : english }
}

/// Which table, with the matrix table's columns and filters.
public struct TableRequest: Sendable {
    /// One of `TableCatalog.names`.
    public var name: String
    /// Columns of the `matrix` table (nil: the seven core columns).
    public var columns: [MatrixColumn]?
    /// Rows of the `matrix` table.
    public var query: RecordQuery

    /// A request.
    public init(name: String, columns: [MatrixColumn]? = nil, query: RecordQuery = RecordQuery()) {
        self.name = name
        self.columns = columns
        self.query = query
    }
}

/// The tables a thesis needs, by name.
public enum TableCatalog {
    /// Every table `lit table` knows.
    public static let names = ["architecture", "sources", "matrix", "coverage", "modules", "decisions"]

    /// Builds the table `request` names.
    public static func build(_ request: TableRequest, in context: TableContext) throws -> PublishedTable {
        switch request.name {
        case "architecture": return try ArchitectureTable.build(context)
        case "sources": return try SourcesTable.build(context)
        case "matrix": return try MatrixTables.matrix(request, context)
        case "coverage": return try MatrixTables.coverage(context)
        case "modules": return DecisionTables.modules(context)
        case "decisions": return DecisionTables.decisions(context)
        default: throw PublishingError.unknownTable(request.name)
        }
    }
}

/// What publishing refuses.
public enum PublishingError: Error, Equatable, CustomStringConvertible {
    /// A table name that is not in the catalog.
    case unknownTable(String)

    public var description: String {
        switch self {
        case .unknownTable(let name):
            "unknown table '\(name)': expected one of \(TableCatalog.names.joined(separator: ", "))"
        }
    }
}

/// Cells that cite matrix rows: "text [L12]; other text [L31]".
struct CitingCells {
    private(set) var citations: [String] = []
    private var seen = Set<String>()

    /// The values with their row ids, joined; the ids are remembered in order.
    mutating func cell(_ values: [(text: String, id: String)]) -> String {
        values.map { value in
            cite(value.id)
            return "\(value.text) [\(value.id)]"
        }.joined(separator: "; ")
    }

    /// Row ids as "[L12] [L31]".
    mutating func ids(_ ids: [String]) -> String {
        for id in ids { cite(id) }
        return ids.map { "[\($0)]" }.joined(separator: " ")
    }

    private mutating func cite(_ id: String) {
        if seen.insert(id).inserted { citations.append(id) }
    }
}

extension MatrixRecord {
    /// A custom column's value under any of its accepted names (English or Chinese).
    func custom(_ names: [String]) -> String {
        for name in names { if let value = custom[name], !value.isEmpty { return value } }
        return ""
    }
}
