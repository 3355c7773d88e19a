/// Why a file could not be read as references: where, and what was expected there.
public struct BibliographyError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file, as the user named it.
    public let file: String
    /// The line (1-based), or 0 when the problem is the whole file.
    public let line: Int
    /// What was expected, and what was found.
    public let message: String

    /// Makes an error.
    public init(file: String, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

/// What a file held besides its records: notes for the user (an unknown tag, reported once).
public struct BibliographyWarning: Equatable, Sendable, CustomStringConvertible {
    /// Where the record that raised it starts.
    public let line: Int
    public let message: String

    /// Makes a warning.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
