/// Writes the model as each database's query: picks the terms the database is searched with, says
/// which it left out and why, checks each term against the database's rules, and splits a query that
/// breaks a hard limit.
public enum SearchRenderer {
    /// The search for `database`.
    public static func render(_ model: SearchModel, for database: SearchDatabase) -> RenderedSearch {
        let syntax = database.syntax
        var diagnostics: [SearchDiagnostic] = []
        let groups = select(model, for: database, diagnostics: &diagnostics)
        guard !groups.isEmpty else {
            let reason = model.groups.isEmpty ? "the model has no groups" : "no group has a term for it"
            diagnostics.append(.error("nothing to search \(database.name) with: \(reason)"))
            return RenderedSearch(database: database, queries: [], diagnostics: diagnostics)
        }
        var checked = Set<String>()
        for term in groups.flatMap(\.terms) where checked.insert(term.key).inserted {
            diagnostics += syntax.check(term)
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return RenderedSearch(database: database, queries: [], diagnostics: diagnostics)
        }
        let ordered = syntax.ordered(groups)
        let whole = syntax.render(ordered)
        guard let limit = syntax.hardLimit(whole, groups: ordered.map(\.terms)) else {
            diagnostics += syntax.softLimits(whole, groups: ordered.map(\.terms))
            return RenderedSearch(database: database, queries: [whole], diagnostics: diagnostics)
        }
        let parts: [[ConceptGroup]]
        let runs: [Int]
        switch QuerySplitter(syntax: syntax).split(ordered) {
        case .parts(let found, let counts):
            (parts, runs) = (found, counts)
        case .unsplittable(let tightest):
            let query = syntax.render(tightest)
            let broken = syntax.hardLimit(query, groups: tightest.map(\.terms)) ?? limit
            diagnostics.append(
                .error("\(broken) even with one term per group, and cannot be split: \(query) (shorten these terms)"))
            return RenderedSearch(database: database, queries: [], diagnostics: diagnostics)
        case .tooMany:
            diagnostics.append(
                .error(
                    "\(limit), and keeping within it takes more than \(QuerySplitter.mostQueries) queries: "
                        + "shorten or drop terms"))
            return RenderedSearch(database: database, queries: [], diagnostics: diagnostics)
        }
        let queries = parts.map(syntax.render)
        let cuts = zip(ordered, runs).filter { $0.1 > 1 }.enumerated().map { index, cut in
            "'\(cut.0.name)' in \(cut.1)\(index == 0 ? " parts" : "")"
        }
        diagnostics.append(
            .note(
                "\(limit): split into \(queries.count) queries that together cover the model "
                    + "(\(cuts.joined(separator: ", "))); run and log each"))
        for part in parts {
            diagnostics += syntax.softLimits(syntax.render(part), groups: part.map(\.terms))
        }
        return RenderedSearch(database: database, queries: queries, diagnostics: diagnostics)
    }

    /// CNKI's compact same-field form (`SU=('iOS'+'Swift') AND SU=(…)`), which the reference shows
    /// beside the full one with "verify in CNKI before relying on it"; nil when nothing is left to search.
    public static func cnkiSameFieldForm(_ model: SearchModel) -> String? {
        var ignored: [SearchDiagnostic] = []
        let groups = select(model, for: .cnki, diagnostics: &ignored)
        return groups.isEmpty ? nil : CNKISyntax().sameFieldQuery(groups)
    }

    /// The groups with the terms `database` is searched with; notes for the terms left out and a
    /// warning for each group left without a term.
    static func select(
        _ model: SearchModel, for database: SearchDatabase, diagnostics: inout [SearchDiagnostic]
    ) -> [ConceptGroup] {
        var otherLanguage: [SearchTerm] = []
        var skipped: [SearchTerm] = []
        var groups: [ConceptGroup] = []
        for group in model.groups {
            var kept: [SearchTerm] = []
            for term in group.terms {
                if term.skip.contains(database) {
                    skipped.append(term)
                } else if let language = term.effectiveLanguage, language != database.language {
                    otherLanguage.append(term)
                } else {
                    kept.append(term)
                }
            }
            if kept.isEmpty {
                diagnostics.append(
                    .warning(
                        "group '\(group.name)' has no term for \(database.name), so it is left out and the query "
                            + "is broader"))
            } else {
                groups.append(ConceptGroup(group.name, terms: kept))
            }
        }
        if !otherLanguage.isEmpty {
            let (what, kind) = database.language == .zh ? ("English", "Chinese") : ("Chinese", "English")
            diagnostics.append(
                .note(
                    "left out \(otherLanguage.count) \(what) term\(otherLanguage.count == 1 ? "" : "s") "
                        + "(\(list(otherLanguage))): \(database.name) is searched with the \(kind) and untagged terms"))
        }
        if !skipped.isEmpty {
            diagnostics.append(
                .note("left out \(list(skipped)): the model skips \(skipped.count == 1 ? "it" : "them") here"))
        }
        return groups
    }

    private static func list(_ terms: [SearchTerm]) -> String {
        terms.map { $0.isPhrase && !SearchText.containsHan($0.text) ? "\"\($0.text)\"" : $0.text }
            .joined(separator: ", ")
    }
}
