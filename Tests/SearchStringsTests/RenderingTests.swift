import SearchStrings
import Testing

@Suite struct RenderingTests {
    @Test(arguments: SearchDatabase.allCases)
    func theRunningExampleRendersAsTheReferenceShows(_ database: SearchDatabase) {
        let rendered = SearchRenderer.render(RunningExample.model, for: database)
        #expect(rendered.queries == [RunningExample.expected[database]!])
        #expect(!rendered.failed)
        #expect(!rendered.diagnostics.contains { $0.severity == .warning }, "\(rendered.diagnostics)")
    }

    @Test func cnkiSameFieldFormIsTheReferencesCompactLine() {
        #expect(
            SearchRenderer.cnkiSameFieldForm(RunningExample.model)
                == "SU=('iOS'+'Swift'+'SwiftUI') AND SU=('天气应用'+'天气预报') AND SU=('架构'+'MVVM'+'定位'+'缓存')")
    }

    @Test func termsLeftOutAreNamedWithTheReason() {
        let wos = SearchRenderer.render(RunningExample.model, for: .wos)
        #expect(
            wos.diagnostics.map(\.description) == [
                "note: left out 6 Chinese terms (Swift, 天气应用, 天气预报, 架构, 定位, 缓存): Web of Science is searched "
                    + "with the English and untagged terms"
            ])
        let cnki = SearchRenderer.render(RunningExample.model, for: .cnki)
        #expect(
            cnki.diagnostics.map(\.description) == [
                "note: left out 6 English terms (\"Swift language\", \"weather app\", \"weather application\", "
                    + "architecture, location, cache): CNKI 知网 (专业检索) is searched with the Chinese and untagged terms"
            ])
        let scholar = SearchRenderer.render(RunningExample.model, for: .scholar)
        #expect(
            scholar.diagnostics.map(\.description).last
                == "note: left out \"Swift language\", \"weather application\": the model skips them here")
    }

    @Test func aGroupWithoutTermsForADatabaseIsLeftOutWithAWarning() {
        let model = SearchModel(groups: [
            ConceptGroup("topic", terms: [SearchTerm("weather app")]),
            ConceptGroup("中文", terms: [SearchTerm("天气预报"), SearchTerm("缓存")]),
        ])
        let wos = SearchRenderer.render(model, for: .wos)
        #expect(wos.queries == ["TS=(\"weather app\")"])
        #expect(
            wos.diagnostics.contains(
                SearchDiagnostic(
                    .warning, "group '中文' has no term for Web of Science, so it is left out and the query is broader")))
        let nothing = SearchRenderer.render(SearchModel(groups: []), for: .acm)
        #expect(nothing.failed && nothing.queries.isEmpty)
    }

    @Test func theThesisDefaultsRenderForEveryDatabaseWithoutWarnings() {
        let model = SearchModel.thesisDefault
        #expect(
            SearchRenderer.render(model, for: .wos).queries == [
                "TS=(iOS OR SwiftUI OR \"Swift language\") AND TS=(\"weather app*\" OR \"weather forecast app*\") AND "
                    + "TS=(architecture OR MVVM OR locat* OR cach*)"
            ])
        #expect(
            SearchRenderer.render(model, for: .wanfang).queries == [
                "主题:(iOS or Swift or SwiftUI) and 主题:(\"天气应用\" or \"天气APP\") and 主题:(架构 or MVVM or 定位 or 缓存)"
            ])
        for database in SearchDatabase.allCases {
            let rendered = SearchRenderer.render(model, for: database)
            #expect(
                rendered.queries.count == 1 && rendered.diagnostics.allSatisfy { $0.severity == .note }, "\(database)")
        }
    }

    @Test func anUntaggedSwiftIsAmbiguousInEnglishDatabases() {
        let model = SearchModel(groups: [ConceptGroup("platform", terms: [SearchTerm("iOS"), SearchTerm("swift")])])
        for database in SearchDatabase.allCases {
            let warnings = SearchRenderer.render(model, for: database).diagnostics.filter { $0.severity == .warning }
            let expected =
                "'swift' also matches the adjective swift in \(database.name): prefer \"Swift language\" (--lang en) "
                + "and keep Swift for the Chinese databases (--lang zh)"
            #expect(warnings.map(\.message) == (database.language == .en ? [expected] : []), "\(database)")
        }
    }

    @Test func operatorWordsAndSpecialCharactersAreQuoted() {
        let model = SearchModel(groups: [
            ConceptGroup(
                "g", terms: [SearchTerm("or"), SearchTerm("C++"), SearchTerm("-offline"), SearchTerm("near/3")])
        ])
        #expect(
            SearchRenderer.render(model, for: .wos).queries == ["TS=(\"or\" OR \"C++\" OR -offline OR \"near/3\")"])
        #expect(
            SearchRenderer.render(model, for: .scholar).queries == ["(or OR \"C++\" OR \"-offline\" OR \"near/3\")"])
        #expect(
            SearchRenderer.render(model, for: .wanfang).queries == ["主题:(\"or\" or C++ or -offline or \"near/3\")"])
    }
}
