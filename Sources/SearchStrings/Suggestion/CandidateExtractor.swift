/// The candidate terms of one record and its text, as `TermSuggester` counts them.
///
/// Candidates come from two sources. Keyword fields first: each keyword is a candidate as a whole,
/// whatever its language, as authors chose it as a term. Then the running text (title, abstract and
/// the keywords again), read as runs of one script:
/// - Chinese has no spaces between words, so every run of Chinese characters gives its character
///   n-grams of length 2 to 4 (缓存策略 → 缓存, 存策, 策略, 缓存策, 存策略, 缓存策略), after the run is
///   cut at particles, conjunctions and the words of academic prose (`StopWords.chinese`).
/// - Other scripts give phrases of 1 to 3 consecutive words within a clause (punctuation and a change
///   of script end a clause) that have no stop word, no word of one letter and no plain number.
/// Everything is compared in `SearchText.key` form (width and case folded); the surface form is kept
/// to show the term as the records write it.
struct CandidateExtractor {
    /// What one record yields.
    struct Extracted {
        /// Candidate keys and the form the record first wrote each in.
        var candidates: [String: String] = [:]
        /// The candidates whose form is that of a keyword field.
        var fromKeywords: Set<String> = []
        /// The record's text in key form (fields separated by line breaks), for finding model terms.
        var text: [Unicode.Scalar] = []
    }

    /// The longest Chinese n-gram and the longest word phrase.
    static let longestGram = 4
    static let longestPhrase = 3

    /// The candidates and text of `record`.
    func extract(_ record: SearchRecord) -> Extracted {
        var extracted = Extracted()
        for keyword in record.keywords {
            let key = SearchText.key(keyword)
            if key.count >= 2, extracted.candidates[key] == nil {
                extracted.candidates[key] = keyword.trimmingWhitespaceRuns()
                extracted.fromKeywords.insert(key)
            }
        }
        for part in [record.title] + record.keywords + [record.abstract] {
            read(part, into: &extracted)
            extracted.text += Array(SearchText.key(part).unicodeScalars) + ["\n"]
        }
        return extracted
    }

    private struct Word {
        var surface = ""
        var key = ""
    }

    /// Reads one field: Chinese runs into n-grams, other words into clauses of phrases.
    private func read(_ text: String, into extracted: inout Extracted) {
        var han: [Character] = []
        var word = Word()
        var clause: [Word] = []
        func endWord() {
            while word.key.hasSuffix("-") {
                word.key.removeLast()
                word.surface.removeLast()
            }
            if !word.key.isEmpty { clause.append(word) }
            word = Word()
        }
        func endClause() {
            endWord()
            addPhrases(clause, to: &extracted)
            clause = []
        }
        func endHan() {
            addGrams(han, to: &extracted)
            han = []
        }
        for original in text.unicodeScalars {
            let scalar = SearchText.foldWidth(original)
            if SearchText.isHan(scalar) {
                endClause()
                han.append(Character(scalar))
            } else if SearchText.isWordScalar(scalar) || (scalar == "-" && !word.key.isEmpty) {
                endHan()
                word.surface.unicodeScalars.append(scalar)
                word.key += String(scalar).lowercased()
            } else if scalar.properties.isWhitespace {
                endHan()
                endWord()
            } else {
                endHan()
                endClause()
            }
        }
        endHan()
        endClause()
    }

    /// The n-grams of a run of Chinese characters, cut at its stop words first.
    private func addGrams(_ run: [Character], to extracted: inout Extracted) {
        var piece: [Character] = []
        var index = 0
        while index < run.count {
            let stop = StopWords.chineseStop(in: run, at: index)
            if stop > 0 {
                addGrams(ofPiece: piece, to: &extracted)
                piece = []
                index += stop
            } else {
                piece.append(run[index])
                index += 1
            }
        }
        addGrams(ofPiece: piece, to: &extracted)
    }

    private func addGrams(ofPiece run: [Character], to extracted: inout Extracted) {
        guard run.count >= 2 else { return }
        for length in 2...min(Self.longestGram, run.count) {
            for start in 0...(run.count - length) {
                let gram = String(run[start..<(start + length)])
                if extracted.candidates[gram] == nil { extracted.candidates[gram] = gram }
            }
        }
    }

    private func addPhrases(_ words: [Word], to extracted: inout Extracted) {
        let usable = words.map { word in
            word.key.unicodeScalars.count >= 2 && !StopWords.english.contains(word.key)
                && !word.key.allSatisfy { $0.isNumber || $0 == "-" }
        }
        for start in words.indices where usable[start] {
            var end = start
            while end < words.count, end - start < Self.longestPhrase, usable[end] {
                let phrase = words[start...end]
                let key = phrase.map(\.key).joined(separator: " ")
                if extracted.candidates[key] == nil {
                    extracted.candidates[key] = phrase.map(\.surface).joined(separator: " ")
                }
                end += 1
            }
        }
    }
}

extension String {
    /// The text with runs of white space made one space and none at either end.
    fileprivate func trimmingWhitespaceRuns() -> String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
