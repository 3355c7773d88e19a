/// Web of Science: `TS=(a OR b)` (topic: title, abstract, author keywords, Keywords Plus) per group,
/// groups joined by AND. Phrases in "…" (exact, lemmatization off); a term's wildcard form is used
/// (`*`, `?`, `$`), which needs three characters before the first wildcard in a topic search.
///
/// `TS=(iOS OR SwiftUI OR "Swift language") AND TS=("weather app*" OR "weather application*")`
struct WebOfScienceSyntax: SearchSyntax {
    /// The most operators a query may have (documented for All Fields; applied to topic searches too).
    static let operatorLimit = 49
    static let wildcards: Set<Character> = ["*", "?", "$"]
    let database = SearchDatabase.wos

    func term(_ term: SearchTerm) -> String {
        let text = term.wildcard ?? term.text
        let quoted =
            term.isPhrase
            || SyntaxRules.needsQuotes(
                text, operators: ["and", "or", "not", "same", "near", "near/"], allowed: Self.wildcards)
        return SyntaxRules.quote(text, when: quoted)
    }

    func group(_ terms: [String]) -> String { "TS=(" + terms.joined(separator: " OR ") + ")" }

    func check(_ term: SearchTerm) -> [SearchDiagnostic] {
        var found =
            SyntaxRules.forbidden("\"", in: term.wildcard ?? term.text, of: term, database)
            + SyntaxRules.ambiguity(term, database)
        if let wildcard = term.wildcard {
            let word = wildcard.split(separator: " ").first { $0.contains(where: Self.wildcards.contains) } ?? ""
            let lead = word.prefix { !Self.wildcards.contains($0) }
            if lead.count < 3 {
                found.append(
                    .error(
                        "'\(wildcard)' has \(lead.count) character\(lead.count == 1 ? "" : "s") before its wildcard: "
                            + "Web of Science needs at least 3 in a topic search"))
            }
        } else if term.text.contains(where: Self.wildcards.contains) {
            found.append(.warning("'\(term.text)' has *, ? or $, which Web of Science reads as wildcards"))
        }
        if SearchText.containsHan(term.text) {
            found.append(
                .warning("'\(term.text)' is Chinese: Web of Science reads Chinese words as adjacent (no implicit AND)"))
        }
        return found
    }

    func hardLimit(_ query: String, groups: [[SearchTerm]]) -> String? {
        let operators = groups.reduce(groups.count - 1) { $0 + $1.count - 1 }
        guard operators > Self.operatorLimit else { return nil }
        return "\(operators) operators, over the \(Self.operatorLimit) Web of Science takes"
    }
}
