/// The search written for one database: one query, or several when a hard limit made the renderer
/// split it (run each; together they find what the whole query would), and what it has to say.
public struct RenderedSearch: Sendable, Equatable {
    /// The database.
    public let database: SearchDatabase
    /// The query strings; none when the database cannot take the search (see `diagnostics`).
    public let queries: [String]
    /// Notes, warnings and errors, in the order they were found.
    public let diagnostics: [SearchDiagnostic]

    /// Whether the database cannot take the search as the model stands.
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }
}
