/// CNKI 知网, professional search (专业检索): `SU=` (主题) per term, every term quoted with half-width
/// '…' (or "…" when it has an apostrophe), field expressions joined by OR / AND in upper case with
/// spaces around and grouped in parentheses. No truncation: CNKI segments Chinese text into words, so
/// a term's wildcard form is not used.
///
/// `(SU='iOS' OR SU='Swift' OR SU='SwiftUI') AND (SU='天气应用' OR SU='天气预报')`
struct CNKISyntax: SearchSyntax {
    /// The advanced-search box takes at most this many characters.
    static let advancedSearchLimit = 120
    let database = SearchDatabase.cnki

    func term(_ term: SearchTerm) -> String {
        term.text.contains("'") ? "\"" + term.text + "\"" : "'" + term.text + "'"
    }

    func group(_ terms: [String]) -> String {
        let fields = terms.map { "SU=" + $0 }
        return fields.count == 1 ? fields[0] : "(" + fields.joined(separator: " OR ") + ")"
    }

    /// The compact same-field form the reference shows beside the full one (`SU=('iOS'+'Swift')`,
    /// `+` for OR inside one field, unspaced between quoted terms as there); to verify in CNKI.
    func sameFieldQuery(_ groups: [ConceptGroup]) -> String {
        groups.map { "SU=(" + $0.terms.map(term).joined(separator: "+") + ")" }.joined(separator: " AND ")
    }

    func check(_ term: SearchTerm) -> [SearchDiagnostic] {
        guard term.text.contains("'") && term.text.contains("\"") else { return [] }
        return [.error("'\(term.text)' has both ' and \", so CNKI cannot quote it: reword the term")]
    }

    func softLimits(_ query: String, groups: [[SearchTerm]]) -> [SearchDiagnostic] {
        guard query.count > Self.advancedSearchLimit else { return [] }
        let compact = sameFieldQuery(groups.map { ConceptGroup("", terms: $0) })
        return [
            .warning(
                "\(query.count) characters: CNKI's advanced-search box takes \(Self.advancedSearchLimit) "
                    + "(the professional-search box's limit is not documented); the same-field form has "
                    + "\(compact.count): \(compact) (verify it in CNKI before relying on it)")
        ]
    }
}
