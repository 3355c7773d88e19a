/// Google Scholar: terms side by side are ANDed; a group of several terms is `(a OR b)`, one level
/// deep (nested grouping is not documented); phrases in "…"; no truncation (Scholar stems words
/// itself). The whole query may have at most 256 characters; a longer one is split.
///
/// Groups with fewer terms come first (`"weather app" (iOS OR SwiftUI) (…)`, as the reference
/// renders it): Scholar ranks by relevance and the narrowest concept then leads, and a split varies
/// only the end of the line, which keeps the logged queries easy to compare.
struct ScholarSyntax: SearchSyntax {
    /// The most characters Scholar takes, operators and spaces included.
    static let characterLimit = 256
    let database = SearchDatabase.scholar

    func term(_ term: SearchTerm) -> String {
        let quoted =
            term.isPhrase || term.text.hasPrefix("-")
            || SyntaxRules.needsQuotes(term.text, operators: ["OR"], caseSensitive: true)
        return SyntaxRules.quote(term.text, when: quoted)
    }

    func group(_ terms: [String]) -> String {
        terms.count == 1 ? terms[0] : "(" + terms.joined(separator: " OR ") + ")"
    }

    func query(_ groups: [String]) -> String { groups.joined(separator: " ") }

    func ordered(_ groups: [ConceptGroup]) -> [ConceptGroup] {
        groups.enumerated().sorted { ($0.element.terms.count, $0.offset) < ($1.element.terms.count, $1.offset) }
            .map(\.element)
    }

    func check(_ term: SearchTerm) -> [SearchDiagnostic] {
        var found =
            SyntaxRules.forbidden("\"", in: term.text, of: term, database) + SyntaxRules.ambiguity(term, database)
        if term.text.contains("*") {
            found.append(.warning("'\(term.text)' has '*': Google Scholar has no truncation symbols"))
        }
        return found
    }

    func hardLimit(_ query: String, groups: [[SearchTerm]]) -> String? {
        guard query.count > Self.characterLimit else { return nil }
        return "\(query.count) characters, over the \(Self.characterLimit) Google Scholar takes"
    }
}
