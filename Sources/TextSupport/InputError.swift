/// Input that is out of form, said as one line a user can act on: the file, the line and what was
/// expected there ("Decisions/cache-01.md:3: expected a status …", "commuter.trace:6: expected a kind …").
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as the user knows it (as given, or workspace-relative).
    public let file: String
    /// The line (1-based).
    public let line: Int
    /// What was expected there.
    public let expected: String

    /// An error at `line` of `file`.
    public init(file: String, line: Int, expected: String) {
        self.file = file
        self.line = line
        self.expected = expected
    }

    public var description: String { "\(file):\(line): expected \(expected)" }
}
