/// Something a renderer has to say about a query: a note (what it did: terms left out, a query
/// split), a warning (a soft limit, an ambiguous word) or an error (the database cannot take it).
public struct SearchDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How serious it is.
    public enum Severity: String, Sendable {
        case note, warning, error
    }

    /// How serious it is.
    public let severity: Severity
    /// What, in one line.
    public let message: String

    /// Makes a diagnostic.
    public init(_ severity: Severity, _ message: String) {
        self.severity = severity
        self.message = message
    }

    static func note(_ message: String) -> SearchDiagnostic { SearchDiagnostic(.note, message) }
    static func warning(_ message: String) -> SearchDiagnostic { SearchDiagnostic(.warning, message) }
    static func error(_ message: String) -> SearchDiagnostic { SearchDiagnostic(.error, message) }

    public var description: String { "\(severity.rawValue): \(message)" }
}
