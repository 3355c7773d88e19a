/// Wanfang 万方, professional search (专业检索): `主题:(a or b)` per group, groups joined by `and`;
/// phrases in "…" for an exact match. `* + ^` are plain text there, not operators.
///
/// `主题:(iOS or Swift or SwiftUI) and 主题:("天气应用" or "天气预报")`
struct WanfangSyntax: SearchSyntax {
    let database = SearchDatabase.wanfang

    func term(_ term: SearchTerm) -> String {
        let quoted =
            term.isPhrase
            || SyntaxRules.needsQuotes(term.text, operators: ["and", "or", "not"], allowed: ["*", "+", "^"])
        return SyntaxRules.quote(term.text, when: quoted)
    }

    func group(_ terms: [String]) -> String { "主题:(" + terms.joined(separator: " or ") + ")" }

    func query(_ groups: [String]) -> String { groups.joined(separator: " and ") }

    func check(_ term: SearchTerm) -> [SearchDiagnostic] {
        SyntaxRules.forbidden("\"", in: term.text, of: term, database)
    }
}
