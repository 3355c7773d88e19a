/// Splits a search that breaks a database's hard limit into several that keep within it and together
/// find exactly what the whole would. Each group is cut into runs of consecutive terms of equal size
/// (give or take one), and the queries are every combination of one run per group: as AND distributes
/// over OR, every combination of one term per group lands in exactly one query. Of the ways to cut,
/// the one with the fewest queries wins (then the one whose longest query is shortest); usually that
/// divides only the largest OR-group.
struct QuerySplitter {
    /// More queries than this is no longer a search anyone runs: shorten the terms instead.
    static let mostQueries = 100
    let syntax: any SearchSyntax

    /// What splitting gave.
    enum Outcome {
        /// The parts (each the groups of one query) and how many runs each group was cut into.
        case parts([[ConceptGroup]], runs: [Int])
        /// Even one term per group breaks the limit: this combination does.
        case unsplittable([ConceptGroup])
        /// It would take more than `mostQueries` queries.
        case tooMany
    }

    /// Splits `groups` so that every query keeps within the limit.
    func split(_ groups: [ConceptGroup]) -> Outcome {
        let sizes = groups.map(\.terms.count)
        guard !fits(groups) else { return .parts([groups], runs: sizes.map { _ in 1 }) }
        if let broken = parts(groups, runs: sizes).first(where: { !fits($0) }) { return .unsplittable(broken) }
        for count in 2...max(2, Self.mostQueries) {
            var best: (parts: [[ConceptGroup]], runs: [Int], longest: Int)?
            for runs in Self.factorizations(of: count, limits: sizes) {
                let parts = parts(groups, runs: runs)
                guard parts.allSatisfy(fits) else { continue }
                let longest = parts.map { syntax.render($0).count }.max()!
                if best == nil || longest < best!.longest { best = (parts, runs, longest) }
            }
            if let best { return .parts(best.parts, runs: best.runs) }
        }
        return .tooMany
    }

    /// Every query when group `i` is cut into `runs[i]` runs: the first group's runs vary slowest.
    private func parts(_ groups: [ConceptGroup], runs: [Int]) -> [[ConceptGroup]] {
        var parts: [[ConceptGroup]] = [[]]
        for (group, count) in zip(groups, runs) {
            let cut = Self.runs(group.terms, count).map { ConceptGroup(group.name, terms: $0) }
            parts = parts.flatMap { prefix in cut.map { prefix + [$0] } }
        }
        return parts
    }

    /// `terms` cut into `count` runs of consecutive terms, the first ones one longer when it does not divide.
    static func runs(_ terms: [SearchTerm], _ count: Int) -> [[SearchTerm]] {
        var runs: [[SearchTerm]] = []
        var start = 0
        for index in 0..<count {
            let length = terms.count / count + (index < terms.count % count ? 1 : 0)
            runs.append(Array(terms[start..<(start + length)]))
            start += length
        }
        return runs
    }

    /// The ways to write `number` as a product of one factor per group, each at most its limit.
    static func factorizations(of number: Int, limits: [Int]) -> [[Int]] {
        guard let limit = limits.first else { return number == 1 ? [[]] : [] }
        var found: [[Int]] = []
        for factor in 1...max(1, min(limit, number)) where number % factor == 0 {
            found += factorizations(of: number / factor, limits: Array(limits.dropFirst())).map { [factor] + $0 }
        }
        return found
    }

    private func fits(_ groups: [ConceptGroup]) -> Bool {
        syntax.hardLimit(syntax.render(groups), groups: groups.map(\.terms)) == nil
    }
}
