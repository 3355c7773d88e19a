/// ACM Digital Library, edit-search syntax: `[Abstract: a]` per term, a group's terms ORed in square
/// brackets, groups joined by AND (operators must be in capitals). Terms in lower case, phrases in
/// "…"; not truncated, as the ACM DL stems words itself.
///
/// `[[Abstract: ios] OR [Abstract: swiftui]] AND [[Abstract: "weather app"]]`
struct ACMSyntax: SearchSyntax {
    let database = SearchDatabase.acm

    func term(_ term: SearchTerm) -> String {
        let text = term.text.lowercased()
        let quoted =
            term.isPhrase || SyntaxRules.needsQuotes(text, operators: ["AND", "OR", "NOT"], caseSensitive: true)
        return "[Abstract: " + SyntaxRules.quote(text, when: quoted) + "]"
    }

    func group(_ terms: [String]) -> String { "[" + terms.joined(separator: " OR ") + "]" }

    func check(_ term: SearchTerm) -> [SearchDiagnostic] {
        SyntaxRules.forbidden("\"[]", in: term.text, of: term, database) + SyntaxRules.ambiguity(term, database)
    }
}
