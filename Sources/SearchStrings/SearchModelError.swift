/// A change the search model refuses.
public enum SearchModelError: Error, Equatable, Sendable, CustomStringConvertible {
    case emptyGroupName
    case emptyTerm
    case controlCharacter(String)
    case invalidWildcard(String)
    case groupExists(String)
    case noSuchGroup(String, known: [String])
    case termExists(String, group: String)
    case noSuchTerm(String, group: String)

    public var description: String {
        switch self {
        case .emptyGroupName: "a group needs a name"
        case .emptyTerm: "a term needs some text"
        case .controlCharacter(let text): "a term is one line of text, found '\(text)'"
        case .invalidWildcard(let text):
            "a wildcard form needs a wildcard (*, ? or $), e.g. locat*, found '\(text)'"
        case .groupExists(let name): "there is already a group named '\(name)'"
        case .noSuchGroup(let name, let known):
            known.isEmpty
                ? "no group named '\(name)' (there are no groups)"
                : "no group named '\(name)' (groups: \(known.joined(separator: ", ")))"
        case .termExists(let text, let group): "'\(text)' is already in group '\(group)'"
        case .noSuchTerm(let text, let group): "no term '\(text)' in group '\(group)'"
        }
    }
}
