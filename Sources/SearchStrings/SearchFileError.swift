/// `Literature/search.json` is not a search model: which file, where, and what was expected there.
public struct SearchFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file.
    public let path: String
    /// Where: "line 3" (not JSON) or a member path such as "groups[1].terms[0].lang".
    public let location: String
    /// What should have been there (and what was, where it helps).
    public let expected: String

    /// Makes an error.
    public init(path: String, location: String, expected: String) {
        self.path = path
        self.location = location
        self.expected = expected
    }

    public var description: String { "\(path): \(location): expected \(expected)" }
}
