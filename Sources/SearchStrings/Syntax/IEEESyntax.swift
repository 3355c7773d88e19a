/// IEEE Xplore, command search: the field before every term (`"All Metadata":a`), a group's terms
/// ORed in parentheses, groups joined by AND; phrases in "…". Terms as written, not truncated, as
/// the reference renders IEEE.
///
/// `("All Metadata":iOS OR "All Metadata":SwiftUI) AND ("All Metadata":"weather app")`
struct IEEESyntax: SearchSyntax {
    /// The API takes at most this many words per term (a secondary source).
    static let wordsPerTerm = 10
    let database = SearchDatabase.ieee

    func term(_ term: SearchTerm) -> String {
        let quoted =
            term.isPhrase || SyntaxRules.needsQuotes(term.text, operators: ["and", "or", "not", "near/", "onear/"])
        return "\"All Metadata\":" + SyntaxRules.quote(term.text, when: quoted)
    }

    func group(_ terms: [String]) -> String {
        terms.count == 1 ? terms[0] : "(" + terms.joined(separator: " OR ") + ")"
    }

    func check(_ term: SearchTerm) -> [SearchDiagnostic] {
        var found =
            SyntaxRules.forbidden("\"", in: term.text, of: term, database) + SyntaxRules.ambiguity(term, database)
        let words = term.text.split(whereSeparator: \.isWhitespace).count
        if words > Self.wordsPerTerm {
            found.append(
                .warning(
                    "'\(term.text)' has \(words) words: the IEEE Xplore API takes \(Self.wordsPerTerm) per term "
                        + "(a secondary source)"))
        }
        return found
    }
}
