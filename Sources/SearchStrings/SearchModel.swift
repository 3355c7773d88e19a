import Foundation

/// The search as concept groups: the groups are ANDed, the terms of a group ORed, and each database's
/// renderer writes the query in its own syntax from this one model.
public struct SearchModel: Sendable, Equatable {
    /// The concepts, in the order queries list them.
    public var groups: [ConceptGroup]

    /// Makes a model.
    public init(groups: [ConceptGroup]) {
        self.groups = groups
    }

    /// Every term of every group.
    public var terms: [SearchTerm] { groups.flatMap(\.terms) }

    /// Adds a group at the end.
    public mutating func addGroup(_ name: String, terms: [SearchTerm] = []) throws(SearchModelError) {
        let name = Self.trimmed(name)
        guard !name.isEmpty else { throw .emptyGroupName }
        guard groupIndex(name) == nil else { throw .groupExists(name) }
        var group = ConceptGroup(name, terms: [])
        for term in terms {
            try term.validate()
            guard group.termIndex(term.text) == nil else { throw .termExists(term.text, group: name) }
            group.terms.append(term)
        }
        groups.append(group)
    }

    /// Removes a group and its terms.
    public mutating func removeGroup(_ name: String) throws(SearchModelError) {
        groups.remove(at: try existingGroup(name))
    }

    /// Adds a term at the end of a group.
    public mutating func addTerm(_ term: SearchTerm, to group: String) throws(SearchModelError) {
        let index = try existingGroup(group)
        try term.validate()
        guard groups[index].termIndex(term.text) == nil else {
            throw .termExists(term.text, group: groups[index].name)
        }
        groups[index].terms.append(term)
    }

    /// Removes a term (compared without case, width or surrounding quotes) from a group.
    @discardableResult
    public mutating func removeTerm(_ text: String, from group: String) throws(SearchModelError) -> SearchTerm {
        let index = try existingGroup(group)
        guard let term = groups[index].termIndex(text) else { throw .noSuchTerm(text, group: groups[index].name) }
        return groups[index].terms.remove(at: term)
    }

    /// The index of the group named `name` (ASCII case ignored).
    public func groupIndex(_ name: String) -> Int? {
        let key = SearchText.key(Self.trimmed(name))
        return groups.firstIndex { SearchText.key($0.name) == key }
    }

    private func existingGroup(_ name: String) throws(SearchModelError) -> Int {
        guard let index = groupIndex(name) else { throw .noSuchGroup(name, known: groups.map(\.name)) }
        return index
    }

    private static func trimmed(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
