import SearchStrings
import Testing

@Suite struct LintTests {
    /// A model of `groups` groups of `terms` terms named "<group letter> term <number>".
    static func model(groups: Int, terms: Int, word: String = "term") -> SearchModel {
        SearchModel(
            groups: (0..<groups).map { group in
                let letter = String(UnicodeScalar(UInt8(97 + group)))
                return ConceptGroup(letter, terms: (1...terms).map { SearchTerm("\(letter) \(word) \($0)") })
            })
    }

    /// Every combination of one term per group, as the texts.
    static func combinations(_ groups: [[String]]) -> [[String]] {
        groups.reduce([[]]) { partial, terms in partial.flatMap { prefix in terms.map { prefix + [$0] } } }
    }

    @Test func scholarSplitsALongQueryIntoPartsThatCoverEveryCombinationOnce() throws {
        let model = Self.model(groups: 3, terms: 9, word: "concept")
        let rendered = SearchRenderer.render(model, for: .scholar)
        #expect(!rendered.failed)
        #expect(rendered.queries.count > 1)
        #expect(rendered.queries.allSatisfy { $0.count <= 256 })
        let note = try #require(rendered.diagnostics.first { $0.severity == .note })
        #expect(note.message.hasPrefix("455 characters, over the 256 Google Scholar takes: split into 8 queries"))
        #expect(
            note.message.hasSuffix(
                "that together cover the model ('a' in 2 parts, 'b' in 2, 'c' in 2); run and log each"))
        // Each query covers the combinations of its groups' terms; together every one exactly once.
        var covered: [[String]] = []
        for query in rendered.queries {
            let groups = Self.groupsOfScholarQuery(query)
            covered += Self.combinations(groups).map { $0.sorted() }
        }
        let all = Self.combinations(model.groups.map { $0.terms.map(\.text) }).map { $0.sorted() }
        #expect(covered.count == all.count)
        #expect(Set(covered.map { $0.joined(separator: "|") }) == Set(all.map { $0.joined(separator: "|") }))
        for term in model.terms {
            #expect(rendered.queries.contains { $0.contains("\"\(term.text)\"") }, "\(term.text)")
        }
    }

    /// The quoted terms of each group of a Scholar query: `(a OR b) c` → [[a, b], [c]].
    static func groupsOfScholarQuery(_ query: String) -> [[String]] {
        var groups: [[String]] = []
        var depth = 0
        var inQuotes = false
        var current = ""
        var terms: [String] = []
        for character in query {
            switch character {
            case "\"":
                if inQuotes { terms.append(current) }
                current = ""
                inQuotes.toggle()
            case "(" where !inQuotes: depth += 1
            case ")" where !inQuotes:
                depth -= 1
                groups.append(terms)
                terms = []
            case " " where !inQuotes && depth == 0:
                if !terms.isEmpty {
                    groups.append(terms)
                    terms = []
                }
            default: if inQuotes { current.append(character) }
            }
        }
        if !terms.isEmpty { groups.append(terms) }
        return groups
    }

    @Test func aQueryThatCannotBeSplitFails() {
        let long = String(repeating: "very long words ", count: 17) + "end"
        let model = SearchModel(groups: [
            ConceptGroup("a", terms: [SearchTerm("weather app"), SearchTerm(long)]),
            ConceptGroup("b", terms: [SearchTerm("iOS")]),
        ])
        let rendered = SearchRenderer.render(model, for: .scholar)
        #expect(rendered.failed && rendered.queries.isEmpty)
        #expect(
            rendered.diagnostics.last?.message.hasPrefix(
                "281 characters, over the 256 Google Scholar takes even with one term per group, and cannot be split:")
                == true)
    }

    @Test func webOfScienceSplitsOverFortyNineOperators() {
        let model = Self.model(groups: 2, terms: 30)
        let rendered = SearchRenderer.render(model, for: .wos)
        #expect(rendered.queries.count == 2)
        #expect(
            rendered.diagnostics.contains { $0.message.hasPrefix("59 operators, over the 49 Web of Science takes") })
        for query in rendered.queries {
            let operators =
                query.components(separatedBy: " OR ").count - 1 + query.components(separatedBy: " AND ").count - 1
            #expect(operators <= 49)
        }
        #expect(
            !SearchRenderer.render(Self.model(groups: 2, terms: 25), for: .wos).diagnostics.contains {
                $0.severity == .note
            })
    }

    @Test func webOfScienceWildcardsNeedThreeCharacters() {
        let model = SearchModel(groups: [ConceptGroup("g", terms: [SearchTerm("cache", wildcard: "ca*")])])
        let wos = SearchRenderer.render(model, for: .wos)
        #expect(wos.failed)
        #expect(
            wos.diagnostics.map(\.message) == [
                "'ca*' has 2 characters before its wildcard: Web of Science needs at least 3 in a topic search"
            ])
        #expect(SearchRenderer.render(model, for: .scopus).queries == ["TITLE-ABS-KEY(ca*)"])
        #expect(SearchRenderer.render(model, for: .ieee).queries == ["\"All Metadata\":cache"])
        let plain = SearchModel(groups: [ConceptGroup("g", terms: [SearchTerm("what?")])])
        #expect(
            SearchRenderer.render(plain, for: .wos).diagnostics.contains { $0.message.contains("reads as wildcards") })
    }

    @Test func cnkiWarnsOverOneHundredTwentyCharacters() {
        let model = SearchModel(groups: [
            ConceptGroup("a", terms: ["天气应用", "天气预报", "天气APP", "气象服务"].map { SearchTerm($0) }),
            ConceptGroup("b", terms: ["架构", "定位", "缓存", "后台刷新", "网络请求", "离线"].map { SearchTerm($0) }),
        ])
        let rendered = SearchRenderer.render(model, for: .cnki)
        #expect(rendered.queries.count == 1 && !rendered.failed)
        let warning = rendered.diagnostics.first { $0.severity == .warning }?.message ?? ""
        #expect(warning.hasPrefix("124 characters: CNKI's advanced-search box takes 120"))
        #expect(warning.contains("SU=('天气应用'+'天气预报'+'天气APP'+'气象服务') AND SU=('架构'"))
        #expect(SearchRenderer.render(RunningExample.model, for: .cnki).diagnostics.allSatisfy { $0.severity == .note })
    }

    @Test func unsupportedCharactersAreErrorsPerDatabase() {
        func errors(_ text: String, _ database: SearchDatabase) -> [String] {
            let model = SearchModel(groups: [ConceptGroup("g", terms: [SearchTerm(text, language: .en)])])
            return SearchRenderer.render(model, for: database).diagnostics.filter { $0.severity == .error }.map(
                \.message)
        }
        #expect(
            errors("say \"hi\"", .wos) == [
                "'say \"hi\"' has '\"', which Web of Science cannot search for: reword the term"
            ])
        #expect(
            errors("{exact}", .scopus) == ["'{exact}' has '{' and '}', which Scopus cannot search for: reword the term"]
        )
        #expect(errors("[draft]", .acm).count == 1)
        #expect(errors("[draft]", .scopus).isEmpty)
        // An English term never reaches CNKI, so its characters do not matter there.
        #expect(errors("it's \"x\"", .cnki) == ["nothing to search CNKI 知网 (专业检索) with: no group has a term for it"])
        let chinese = SearchModel(groups: [ConceptGroup("g", terms: [SearchTerm("它's \"x\"")])])
        #expect(
            SearchRenderer.render(chinese, for: .cnki).diagnostics.map(\.message) == [
                "'它's \"x\"' has both ' and \", so CNKI cannot quote it: reword the term"
            ])
        let apostrophe = SearchModel(groups: [ConceptGroup("g", terms: [SearchTerm("用户's")])])
        #expect(SearchRenderer.render(apostrophe, for: .cnki).queries == ["SU=\"用户's\""])
        let dollar = SearchModel(groups: [ConceptGroup("g", terms: [SearchTerm("colour", wildcard: "colo$r")])])
        #expect(SearchRenderer.render(dollar, for: .scopus).failed)
        #expect(SearchRenderer.render(dollar, for: .wos).queries == ["TS=(colo$r)"])
    }

    @Test func warningsForWhatADatabaseMayMisread() {
        let long = SearchTerm("one two three four five six seven eight nine ten eleven")
        let model = SearchModel(groups: [ConceptGroup("g", terms: [long, SearchTerm("app*")])])
        let ieee = SearchRenderer.render(model, for: .ieee)
        #expect(
            ieee.diagnostics.map(\.message).contains {
                $0.hasPrefix("'\(long.text)' has 11 words: the IEEE Xplore API takes 10 per term")
            })
        #expect(!ieee.failed && ieee.queries.count == 1)
        let scholar = SearchRenderer.render(model, for: .scholar)
        #expect(scholar.diagnostics.map(\.message).contains("'app*' has '*': Google Scholar has no truncation symbols"))
    }
}
