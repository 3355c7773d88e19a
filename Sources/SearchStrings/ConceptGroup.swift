/// One concept of the search (platform, topic, sub-field): its terms are alternatives, ORed.
public struct ConceptGroup: Sendable, Equatable {
    /// The group's name, as commands refer to it.
    public var name: String
    /// The alternatives, in the order the query lists them.
    public var terms: [SearchTerm]

    /// Makes a group.
    public init(_ name: String, terms: [SearchTerm]) {
        self.name = name
        self.terms = terms
    }

    /// The index of the term whose text is `text` (case and width folded, quotes ignored).
    func termIndex(_ text: String) -> Int? {
        let key = SearchText.key((try? SearchTerm(parsing: text).text) ?? text)
        return terms.firstIndex { $0.key == key }
    }
}
