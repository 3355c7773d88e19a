/// Proposes terms for a second round of searching, as litsearchr does: terms that recur in the
/// records found so far and are not yet in the model.
///
/// The method:
/// 1. Each record gives its candidates (`CandidateExtractor`: whole keywords; Chinese character
///    n-grams of 2–4; word phrases of 1–3 without stop words), counted once per record.
/// 2. A candidate recurs when at least `minimumRecords` records contain it (2 by default).
/// 3. A recurring candidate inside a longer recurring one with the same count is dropped: it only
///    ever occurs as part of that one (定位偏 and 位偏差 inside 定位偏差; "background" inside
///    "background refresh" when it never occurs alone). Pieces that also occur elsewhere stay.
/// 4. Candidates that are already terms of the model are dropped.
/// 5. Each is scored by the records that contain it plus those of them that also contain a model
///    term (co-occurrence: a recurring term beside the model's own terms is more likely on topic);
///    ties go to more records, then to the longer term, then to code-point order, so the order is
///    the same on every run. A term is shown as keyword fields spell it most often, else as the text does.
public struct TermSuggester: Sendable {
    /// How many records must contain a candidate.
    public var minimumRecords: Int

    /// A suggester for candidates found in at least `minimumRecords` records.
    public init(minimumRecords: Int = 2) {
        self.minimumRecords = max(1, minimumRecords)
    }

    /// The suggestions for `records` beside `model`, best first; at most `limit` when given.
    public func suggest(from records: [SearchRecord], model: SearchModel, limit: Int? = nil) -> [TermSuggestion] {
        let matchers = model.terms.flatMap(Self.matchers)
        let modelKeys = Set(model.terms.map(\.key))
        var counts: [String: Int] = [:]
        var cooccurring: [String: Int] = [:]
        var spellings: [String: [String: Spelling]] = [:]
        let extractor = CandidateExtractor()
        for record in records {
            let extracted = extractor.extract(record)
            let mentionsModel = matchers.contains { SearchText.contains(extracted.text, $0.key, prefix: $0.isPrefix) }
            for (key, surface) in extracted.candidates {
                counts[key, default: 0] += 1
                if mentionsModel { cooccurring[key, default: 0] += 1 }
                spellings[key, default: [:]][surface, default: Spelling()].count(
                    keyword: extracted.fromKeywords.contains(key))
            }
        }
        let recurring = counts.filter { $0.value >= minimumRecords }
        let suggestions = Self.withoutParts(recurring).filter { !modelKeys.contains($0) }.map { key in
            let surface = spellings[key]!.max { left, right in
                (left.value.inKeywords, left.value.records, right.key) < (
                    right.value.inKeywords, right.value.records, left.key
                )
            }!.key
            return TermSuggestion(
                term: surface, language: SearchText.containsHan(surface) ? .zh : .en, records: recurring[key]!,
                withModelTerms: cooccurring[key] ?? 0)
        }
        let ranked = suggestions.sorted { left, right in
            if left.score != right.score { return left.score > right.score }
            if left.records != right.records { return left.records > right.records }
            if left.term.count != right.term.count { return left.term.count > right.term.count }
            return Array(left.term.unicodeScalars.map(\.value)).lexicographicallyPrecedes(
                right.term.unicodeScalars.map(\.value))
        }
        return limit.map { Array(ranked.prefix($0)) } ?? ranked
    }

    /// How often the records write a candidate one way: in keyword fields, and in all.
    private struct Spelling {
        var inKeywords = 0
        var records = 0

        mutating func count(keyword: Bool) {
            records += 1
            if keyword { inKeywords += 1 }
        }
    }

    /// A model term as the records are searched for it: its text, and its wildcard form when that
    /// is a plain prefix ("locat*" finds location, locating).
    private static func matchers(_ term: SearchTerm) -> [(key: [Unicode.Scalar], isPrefix: Bool)] {
        var found: [(key: [Unicode.Scalar], isPrefix: Bool)] = [(Array(term.key.unicodeScalars), false)]
        if let wildcard = term.wildcard, wildcard.hasSuffix("*"),
            !wildcard.dropLast().contains(where: { "*?$".contains($0) })
        {
            found.append((Array(SearchText.key(String(wildcard.dropLast())).unicodeScalars), true))
        }
        return found
    }

    /// The keys of `counts` without those inside a longer key with the same count.
    private static func withoutParts(_ counts: [String: Int]) -> [String] {
        var byCount: [Int: [[Unicode.Scalar]]] = [:]
        for key in counts.keys { byCount[counts[key]!, default: []].append(Array(key.unicodeScalars)) }
        var kept: [String] = []
        for keys in byCount.values {
            for key in keys {
                let isPart = keys.contains { other in other.count > key.count && SearchText.contains(other, key) }
                if !isPart { kept.append(String(String.UnicodeScalarView(key))) }
            }
        }
        return kept
    }
}
