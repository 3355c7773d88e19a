import Foundation

/// One term of a concept group: a word or a phrase, the language it is for, and how databases that
/// truncate or that should leave it out treat it.
public struct SearchTerm: Sendable, Equatable {
    /// The word or phrase, without quotes ("iOS", "weather app", "天气应用").
    public var text: String
    /// The language it is written for; nil for names every database takes (iOS, MVVM). Chinese text
    /// without a tag counts as `zh` (see `effectiveLanguage`).
    public var language: TermLanguage?
    /// Whether it is searched as an exact phrase; nil: decided by `isPhrase`'s rule.
    public var phrase: Bool?
    /// The truncated form used where the renderer truncates (Web of Science, Scopus): "locat*",
    /// "weather app*". Other databases stem words themselves or have no truncation and get `text`.
    public var wildcard: String?
    /// Databases that leave this term out, in `SearchDatabase` order.
    public var skip: [SearchDatabase]

    /// Makes a term.
    public init(
        _ text: String, language: TermLanguage? = nil, phrase: Bool? = nil, wildcard: String? = nil,
        skip: [SearchDatabase] = []
    ) {
        self.text = text
        self.language = language
        self.phrase = phrase
        self.wildcard = wildcard
        self.skip = Array(Set(skip)).sorted()
    }

    /// A term as a user types it: surrounding quotes ("…", “…” or '…') make it a phrase; spaces are
    /// trimmed; an empty term, a line break or a wildcard form without a wildcard is an error.
    public init(parsing input: String, language: TermLanguage? = nil, wildcard: String? = nil) throws(SearchModelError)
    {
        var text = input.trimmingCharacters(in: .whitespacesAndNewlines)
        var phrase: Bool?
        for (open, close) in [("\"", "\""), ("“", "”"), ("'", "'")]
        where text.count >= 2 && text.hasPrefix(open) && text.hasSuffix(close) {
            text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
            phrase = true
            break
        }
        self.init(text, language: language, phrase: phrase, wildcard: wildcard)
        try validate()
    }

    /// The language databases pick it by: the tag, else `zh` for Chinese text, else nil (every database).
    public var effectiveLanguage: TermLanguage? {
        language ?? (SearchText.containsHan(text) ? .zh : nil)
    }

    /// Whether databases quote it as a phrase: as marked, else when it has white space, or when it is
    /// Chinese of more than two characters. Chinese words are mostly two characters and the Chinese
    /// databases segment longer text into words (天气应用 → 天气 + 应用), so a longer term is quoted to
    /// keep it whole, as the reference's Wanfang string does; quoting a single word only makes it exact.
    public var isPhrase: Bool {
        if let phrase { return phrase }
        if text.unicodeScalars.contains(where: { $0.properties.isWhitespace }) { return true }
        return SearchText.containsHan(text) && text.count > 2
    }

    /// The form terms are compared in (case and width folded).
    var key: String { SearchText.key(text) }

    /// Checks what every database needs: some text, on one line, and a wildcard form with a wildcard.
    func validate() throws(SearchModelError) {
        guard !text.isEmpty else { throw .emptyTerm }
        let isControl: (Unicode.Scalar) -> Bool = { $0.properties.generalCategory == .control }
        guard !text.unicodeScalars.contains(where: isControl) else { throw .controlCharacter(text) }
        if let wildcard {
            guard wildcard.contains(where: { "*?$".contains($0) }), !wildcard.unicodeScalars.contains(where: isControl)
            else { throw .invalidWildcard(wildcard) }
        }
    }
}
