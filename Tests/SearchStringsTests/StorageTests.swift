import SearchStrings
import TestSupport
import Testing

@Suite struct StorageTests {
    @Test func theModelRoundTripsThroughSortedStableJSON() throws {
        let folder = TemporaryDirectory()
        let file = SearchModelFile(path: folder.file("search.json"))
        #expect(try file.load() == .thesisDefault)  // no file yet
        var model = RunningExample.model
        model.groups[0].terms[0].phrase = false
        try file.save(model)
        #expect(try file.load() == model)
        let text = folder.read("search.json")
        #expect(text == SearchModelFile.text(of: model))
        #expect(
            text.hasPrefix("{\n  \"format\": 1,\n  \"groups\": [\n    {\n      \"name\": \"G1\",\n      \"terms\": [\n")
        )
        #expect(text.contains("        {\"phrase\": false, \"text\": \"iOS\"},\n"))
        #expect(
            text.contains(
                "        {\"lang\": \"en\", \"skip\": [\"scholar\"], \"text\": \"weather application\", "
                    + "\"wildcard\": \"weather application*\"},\n"))
        #expect(text.contains("        {\"text\": \"天气应用\"},\n"))
        #expect(text.hasSuffix("      ]\n    }\n  ]\n}\n"))
        try file.save(try file.load())
        #expect(folder.read("search.json") == text)
        try file.save(SearchModel(groups: [ConceptGroup("empty", terms: [])]))
        #expect(
            folder.read("search.json")
                == "{\n  \"format\": 1,\n  \"groups\": [\n    {\n      \"name\": \"empty\",\n      \"terms\": []\n    }\n  ]\n}\n"
        )
        #expect(try file.load().groups.map(\.name) == ["empty"])
    }

    @Test(arguments: [
        ("{\"format\": 1, \"groups\": [}", "line 1: expected a value"),
        ("{\"format\": 2, \"groups\": []}", "format: expected 1 (a file written by another version of lit?), found 2"),
        ("{\"format\": 1}", "the document: expected a member \"groups\""),
        (
            "{\"format\": 1, \"groups\": [{\"name\": \"a\", \"terms\": [{\"text\": \"x\", \"lang\": \"fr\"}]}]}",
            "groups[0].terms[0].lang: expected \"zh\" or \"en\", found \"fr\""
        ),
        (
            "{\"format\": 1, \"groups\": [{\"name\": \"a\", \"terms\": [{\"txt\": \"x\"}]}]}",
            "groups[0].terms[0]: expected an object with lang, phrase, skip, text, wildcard, found \"txt\""
        ),
        (
            "{\"format\": 1, \"groups\": [{\"name\": \"a\", \"terms\": [{\"text\": \"x\", \"skip\": [\"bing\"]}]}]}",
            "groups[0].terms[0].skip[0]: expected one of cnki, wanfang, wos, scopus, ieee, acm, scholar, found \"bing\""
        ),
        (
            "{\"format\": 1, \"groups\": [{\"name\": \"a\", \"terms\": [{\"text\": \"x\", \"wildcard\": \"x\"}]}]}",
            "groups[0].terms[0]: expected a valid term: a wildcard form needs a wildcard (*, ? or $), e.g. locat*, found 'x'"
        ),
        (
            "{\"format\": 1, \"groups\": [{\"name\": \"a\", \"terms\": []}, {\"name\": \"A\", \"terms\": []}]}",
            "groups[1]: expected a valid group: there is already a group named 'A'"
        ),
    ])
    func aDamagedFileIsOnePreciseError(_ text: String, _ message: String) throws {
        let folder = TemporaryDirectory()
        let path = folder.write("search.json", text)
        let error = try #require(throws: SearchFileError.self) { try SearchModelFile(path: path).load() }
        #expect(error.description == "\(path): \(message)")
    }

    @Test func editingRefusesDuplicatesAndUnknownNames() throws {
        var model = SearchModel.thesisDefault
        try model.addGroup("data source", terms: [SearchTerm("WeatherKit"), SearchTerm("和风天气")])
        #expect(throws: SearchModelError.groupExists("Platform")) { try model.addGroup("Platform") }
        #expect(throws: SearchModelError.termExists("weatherkit", group: "data source")) {
            try model.addTerm(SearchTerm("weatherkit"), to: "data source")
        }
        try model.addTerm(try SearchTerm(parsing: "\"open data\""), to: "DATA SOURCE")
        #expect(model.groups[3].terms.last == SearchTerm("open data", phrase: true))
        #expect(try model.removeTerm("\"OPEN DATA\"", from: "data source").text == "open data")
        #expect(throws: SearchModelError.noSuchTerm("nothing", group: "data source")) {
            try model.removeTerm("nothing", from: "data source")
        }
        try model.removeGroup("data source")
        #expect(model == .thesisDefault)
        #expect(throws: SearchModelError.noSuchGroup("x", known: ["platform", "topic", "sub-field"])) {
            try model.removeGroup("x")
        }
        #expect(throws: SearchModelError.emptyTerm) { try SearchTerm(parsing: " \"\" ") }
    }

    @Test func phrasesAndLanguagesFollowTheirRules() throws {
        #expect(SearchTerm("weather app").isPhrase && !SearchTerm("MVVM").isPhrase)
        #expect(SearchTerm("天气应用").isPhrase && !SearchTerm("缓存").isPhrase && SearchTerm("天气APP").isPhrase)
        #expect(!SearchTerm("weather app", phrase: false).isPhrase)
        #expect(SearchTerm("缓存").effectiveLanguage == .zh && SearchTerm("MVVM").effectiveLanguage == nil)
        #expect(SearchTerm("缓存", language: .en).effectiveLanguage == .en)
        #expect(try SearchTerm(parsing: "“定位”").phrase == true)
    }
}
