/// Scopus: `TITLE-ABS-KEY(a OR b)` per group, groups joined by AND (OR binds tighter than AND there,
/// so each group keeps its parentheses). Terms in lower case (Scopus ignores case), phrases in "…"
/// (loose: plurals and punctuation folded); a term's wildcard form is used (`*`, `?`).
///
/// `TITLE-ABS-KEY(ios OR swiftui OR "swift language") AND TITLE-ABS-KEY("weather app*")`
struct ScopusSyntax: SearchSyntax {
    let database = SearchDatabase.scopus

    func term(_ term: SearchTerm) -> String {
        let text = (term.wildcard ?? term.text).lowercased()
        let quoted =
            term.isPhrase
            || SyntaxRules.needsQuotes(text, operators: ["and", "or", "not", "pre/", "w/"], allowed: ["*", "?"])
        return SyntaxRules.quote(text, when: quoted)
    }

    func group(_ terms: [String]) -> String { "TITLE-ABS-KEY(" + terms.joined(separator: " OR ") + ")" }

    func check(_ term: SearchTerm) -> [SearchDiagnostic] {
        var found =
            SyntaxRules.forbidden("\"{}", in: term.wildcard ?? term.text, of: term, database)
            + SyntaxRules.ambiguity(term, database)
        if let wildcard = term.wildcard, wildcard.contains("$") {
            found.append(.error("'\(wildcard)': Scopus has no $ wildcard (only * and ?)"))
        }
        return found
    }
}
