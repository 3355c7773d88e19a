/// How one database writes a query: its terms, its OR-groups scoped to its topic field, how groups
/// are joined, what it cannot take, and its limits.
protocol SearchSyntax: Sendable {
    /// The database.
    var database: SearchDatabase { get }
    /// One term as the database reads it: quoted, truncated, cased.
    func term(_ term: SearchTerm) -> String
    /// One group's rendered terms, ORed within the database's topic field.
    func group(_ terms: [String]) -> String
    /// The rendered groups, ANDed.
    func query(_ groups: [String]) -> String
    /// What the database cannot take in `term` (errors) or may misread (warnings).
    func check(_ term: SearchTerm) -> [SearchDiagnostic]
    /// The hard limit `query` breaks, if any (the database refuses or cuts it): split or fail.
    func hardLimit(_ query: String, groups: [[SearchTerm]]) -> String?
    /// Soft limits `query` breaks: warnings.
    func softLimits(_ query: String, groups: [[SearchTerm]]) -> [SearchDiagnostic]
    /// The groups in the order the query lists them.
    func ordered(_ groups: [ConceptGroup]) -> [ConceptGroup]
}

extension SearchSyntax {
    func query(_ groups: [String]) -> String { groups.joined(separator: " AND ") }
    func hardLimit(_ query: String, groups: [[SearchTerm]]) -> String? { nil }
    func softLimits(_ query: String, groups: [[SearchTerm]]) -> [SearchDiagnostic] { [] }
    func ordered(_ groups: [ConceptGroup]) -> [ConceptGroup] { groups }

    /// The whole query for `groups`, in order.
    func render(_ groups: [ConceptGroup]) -> String {
        query(groups.map { group($0.terms.map(term)) })
    }
}

/// Rules several databases share.
enum SyntaxRules {
    /// `text` in double quotes when `quoted`.
    static func quote(_ text: String, when quoted: Bool) -> String {
        quoted ? "\"" + text + "\"" : text
    }

    /// Whether a bare `text` could be misread: it is an operator word of the database (`operators`,
    /// lower case; compared without case unless `caseSensitive`, then as written in upper case), or it
    /// has a character other than letters, digits, '-', '.', '_' and the `allowed` ones.
    static func needsQuotes(
        _ text: String, operators: Set<String>, caseSensitive: Bool = false, allowed: Set<Character> = []
    ) -> Bool {
        let word = caseSensitive ? text : text.lowercased()
        let operatorWords = caseSensitive ? Set(operators.map { $0.uppercased() }) : operators
        if operatorWords.contains(word) { return true }
        if let slash = word.firstIndex(of: "/"), operatorWords.contains(String(word[..<slash]) + "/"),
            word[word.index(after: slash)...].allSatisfy(\.isNumber)
        {
            return true
        }
        return text.contains { !($0.isLetter || $0.isNumber || "-._".contains($0) || allowed.contains($0)) }
    }

    /// An error naming the characters of `characters` that `text` (the form of `term` the database
    /// gets) has: the database cannot search for them.
    static func forbidden(
        _ characters: String, in text: String, of term: SearchTerm, _ database: SearchDatabase
    ) -> [SearchDiagnostic] {
        let found = characters.filter { text.contains($0) }
        guard !found.isEmpty else { return [] }
        let list = found.map { "'\($0)'" }.joined(separator: " and ")
        return [.error("'\(term.text)' has \(list), which \(database.name) cannot search for: reword the term")]
    }

    /// A warning when `term` is a word English databases misread: Swift is also the adjective (the
    /// reference: prefer "Swift language", or keep Swift for the Chinese databases).
    static func ambiguity(_ term: SearchTerm, _ database: SearchDatabase) -> [SearchDiagnostic] {
        guard term.key == "swift" else { return [] }
        return [
            .warning(
                "'\(term.text)' also matches the adjective swift in \(database.name): prefer \"Swift language\" "
                    + "(--lang en) and keep Swift for the Chinese databases (--lang zh)")
        ]
    }
}
