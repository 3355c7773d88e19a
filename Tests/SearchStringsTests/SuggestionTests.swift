import SearchStrings
import TestSupport
import Testing

@Suite struct SuggestionTests {
    static let corpus = try! SearchRecordFile.read(path: LitProcess.repositoryRoot + "/Fixtures/search/corpus.json")

    @Test func recurringTermsOfAChineseAndEnglishCorpusAreSuggested() throws {
        let suggestions = TermSuggester().suggest(from: Self.corpus, model: .thesisDefault)
        let byTerm = Dictionary(uniqueKeysWithValues: suggestions.map { ($0.term, $0) })
        for (term, records) in [
            ("定位偏差", 3), ("后台刷新", 3), ("缓存策略", 2), ("background refresh", 2), ("cache invalidation", 2),
            ("location accuracy", 2), ("ETag revalidation", 2), ("坐标转换", 2),
        ] {
            #expect(byTerm[term]?.records == records, "\(term)")
        }
        #expect(byTerm["定位偏差"]?.language == .zh && byTerm["background refresh"]?.language == .en)
        // Pieces that only occur inside a longer recurring term are not suggested; neither are stop
        // words, n-grams across particles, or the model's own terms.
        for absent in [
            "定位偏", "位偏差", "位偏", "偏差", "缓存策", "存策略", "存策", "后台刷", "台刷新", "台刷", "background", "invalidation",
            "ETag", "缓存", "定位", "天气应用", "iOS", "SwiftUI", "MVVM", "the", "of the", "策略在", "weather app",
        ] {
            #expect(byTerm[absent] == nil, "\(absent)")
        }
        #expect(!suggestions.contains { $0.term.contains("的") || $0.term.hasPrefix("基于") })
    }

    @Test func theOrderIsByScoreThenRecordsThenLengthAndRepeats() {
        let suggestions = TermSuggester().suggest(from: Self.corpus, model: .thesisDefault)
        for (better, worse) in zip(suggestions, suggestions.dropFirst()) {
            #expect(
                better.score > worse.score || (better.score == worse.score && better.records >= worse.records),
                "\(better) before \(worse)")
        }
        // weather and 天气 recur in four records each: broader than the model's terms, but recurring.
        #expect(
            suggestions.prefix(8).map(\.term) == [
                "weather", "天气", "后台刷新", "定位偏差", "background refresh", "cache invalidation", "ETag revalidation",
                "location accuracy",
            ])
        let again = TermSuggester().suggest(from: Self.corpus.reversed(), model: .thesisDefault)
        #expect(again == suggestions)
        #expect(
            TermSuggester().suggest(from: Self.corpus, model: .thesisDefault, limit: 5) == Array(suggestions.prefix(5)))
    }

    @Test func coOccurrenceWithModelTermsRaisesTheScore() {
        let records = [
            SearchRecord(title: "离线地图 与 缓存"), SearchRecord(title: "离线地图"), SearchRecord(title: "冷启动 与 缓存"),
            SearchRecord(title: "冷启动 与 缓存"),
        ]
        let model = SearchModel(groups: [ConceptGroup("g", terms: [SearchTerm("缓存")])])
        let suggestions = TermSuggester().suggest(from: records, model: model)
        #expect(suggestions.map(\.term) == ["冷启动", "离线地图"])
        #expect(suggestions.map(\.withModelTerms) == [2, 1])
        #expect(suggestions.map(\.score) == [4, 3])
    }

    @Test func wildcardFormsOfModelTermsCountAsCoOccurrence() {
        let records = [SearchRecord(title: "Locating users offline"), SearchRecord(title: "users offline")]
        let model = SearchModel(groups: [ConceptGroup("g", terms: [SearchTerm("location", wildcard: "locat*")])])
        let suggestion = TermSuggester().suggest(from: records, model: model).first { $0.term == "users offline" }
        #expect(suggestion?.withModelTerms == 1)
    }

    @Test func keywordFieldsAreSplitOnChineseAndEnglishSeparators() {
        #expect(
            SearchRecord.keywords(in: "缓存策略；后台刷新，ETag; HTTP caching、定位") == [
                "缓存策略", "后台刷新", "ETag", "HTTP caching", "定位",
            ])
        let records = [
            SearchRecord(keywords: ["和风天气"]), SearchRecord(keywords: ["和风天气", "QWeather API"]),
            SearchRecord(keywords: ["QWeather   API"]),
        ]
        let terms = TermSuggester().suggest(from: records, model: SearchModel(groups: [])).map(\.term)
        #expect(terms.contains("和风天气") && terms.contains("QWeather API"))
    }

    @Test func plainTextRecordsAreBlocksWithATitleFirst() {
        let records = SearchRecordFile.plainText(
            "天气应用的缓存策略\n关键词：缓存策略；ETag\n摘要：本文讨论缓存。\n第二行。\n\n\nSecond title\nKeywords: a, b\nText.\n")
        #expect(
            records == [
                SearchRecord(title: "天气应用的缓存策略", keywords: ["缓存策略", "ETag"], abstract: "本文讨论缓存。 第二行。"),
                SearchRecord(title: "Second title", keywords: ["a", "b"], abstract: "Text."),
            ])
    }

    @Test func aBadRecordFileIsAPreciseError() {
        let folder = TemporaryDirectory()
        let wrongType = folder.write("records.json", "[{\"title\": \"x\", \"keywords\": 3}]")
        #expect(
            throws: SearchFileError(
                path: wrongType, location: "[0].keywords", expected: "a string or an array of strings")
        ) {
            try SearchRecordFile.read(path: wrongType)
        }
        let broken = folder.write("broken.json", "[\n{\"title\": \"x\"\n")
        #expect(throws: SearchFileError(path: broken, location: "line 3", expected: "',' or '}'")) {
            try SearchRecordFile.read(path: broken)
        }
        let latin1 = folder.write("latin1.txt", bytes: Array("title\n".utf8) + [0xE9, 0x0A])
        #expect(throws: SearchFileError(path: latin1, location: "line 2", expected: "UTF-8 text")) {
            try SearchRecordFile.read(path: latin1)
        }
    }
}
