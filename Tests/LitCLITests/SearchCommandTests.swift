import Foundation
import TestSupport
import Testing

@Suite struct SearchCommandTests {
    static let corpus = LitProcess.repositoryRoot + "/Fixtures/search/corpus.json"

    @Test func groupsListTheDefaultsUntilTheFirstChange() async {
        let lit = await LitInProcess.initialised()
        let table = await lit.run(["search", "groups", "--format", "md"])
        #expect(table.status == 0)
        #expect(table.out.hasPrefix("| group | term | lang | phrase | wildcard | skip |\n|---|---|---|---|---|---|\n"))
        #expect(table.out.contains("| topic | weather app | en | yes | weather app\\* |  |\n"))
        #expect(table.out.contains("| sub-field | 缓存 | zh |  |  |  |\n"))
        #expect(table.out.contains("| platform | iOS | any |  |  |  |\n"))
        let json = await lit.run(["search", "groups", "--format", "json"])
        #expect(json.out.hasPrefix("{\n  \"format\": 1,\n  \"groups\": [\n"))
        #expect(!FileManager.default.fileExists(atPath: lit.directory.file("Literature/search.json")))
        #expect(await lit.run(["search", "groups", "--format", "csv"]).out.hasPrefix("group,term,"))
    }

    @Test func groupsAndTermsAreAddedAndRemovedInSearchJSON() async {
        let lit = await LitInProcess.initialised()
        let added = await lit.run(["search", "group", "add", "data source", "--term", "WeatherKit", "--term", "和风天气"])
        #expect(added.status == 0 && added.out == "added group data source (2 terms)\n")
        #expect(
            await lit.run(["search", "term", "add", "Data Source", "\"open data\"", "--lang", "en"]).out
                == "added open data to data source\n")
        #expect(
            await lit.run(["search", "term", "add", "sub-field", "refresh", "--wildcard", "refresh*"]).status == 0)
        let file = lit.directory.read("Literature/search.json")
        #expect(
            file.contains(
                "      \"name\": \"data source\",\n      \"terms\": [\n        {\"text\": \"WeatherKit\"},\n"
                    + "        {\"text\": \"和风天气\"},\n        {\"lang\": \"en\", \"phrase\": true, \"text\": \"open data\"}\n"
            ))
        #expect(file.contains("{\"text\": \"refresh\", \"wildcard\": \"refresh*\"}"))
        let wos = await lit.run(["search", "render", "--db", "wos"])
        #expect(wos.out.hasSuffix(" AND TS=(WeatherKit OR \"open data\")\n"))
        #expect(wos.out.contains(" OR cach* OR refresh*) AND "))

        #expect(
            await lit.run(["search", "term", "rm", "data source", "OPEN DATA"]).out
                == "removed open data from data source\n")
        #expect(await lit.run(["search", "group", "rm", "data source"]).out == "removed group data source\n")
        #expect(await lit.run(["search", "term", "rm", "sub-field", "refresh"]).status == 0)
        #expect(await lit.run(["search", "groups", "--format", "json"]).out == Self.defaultJSON)
    }

    /// The thesis defaults as `lit search groups --format json` and `Literature/search.json` write them.
    static let defaultJSON = """
        {
          "format": 1,
          "groups": [
            {
              "name": "platform",
              "terms": [
                {"text": "iOS"},
                {"lang": "zh", "text": "Swift"},
                {"text": "SwiftUI"},
                {"lang": "en", "text": "Swift language"}
              ]
            },
            {
              "name": "topic",
              "terms": [
                {"lang": "en", "text": "weather app", "wildcard": "weather app*"},
                {"text": "天气应用"},
                {"text": "天气APP"},
                {"lang": "en", "text": "weather forecast app", "wildcard": "weather forecast app*"}
              ]
            },
            {
              "name": "sub-field",
              "terms": [
                {"lang": "en", "text": "architecture"},
                {"text": "架构"},
                {"text": "MVVM"},
                {"text": "定位"},
                {"lang": "en", "text": "location", "wildcard": "locat*"},
                {"text": "缓存"},
                {"lang": "en", "text": "cache", "wildcard": "cach*"}
              ]
            }
          ]
        }

        """

    @Test func mistakesAreOneLineErrorsWithTheRightStatus() async {
        let lit = await LitInProcess.initialised()
        for (arguments, status, message) in [
            (["search", "group", "add", "topic"], Int32(1), "Error: there is already a group named 'topic'\n"),
            (
                ["search", "group", "rm", "nope"], 1,
                "Error: no group named 'nope' (groups: platform, topic, sub-field)\n"
            ),
            (["search", "term", "add", "topic", "天气应用"], 1, "Error: '天气应用' is already in group 'topic'\n"),
            (["search", "term", "rm", "topic", "rain"], 1, "Error: no term 'rain' in group 'topic'\n"),
            (
                ["search", "term", "add", "topic", "rain", "--lang", "fr"], 64,
                "Error: --lang: expected zh or en, got 'fr' (see 'lit search term add --help')\n"
            ),
            (
                ["search", "term", "add", "topic", "\"\""], 64,
                "Error: TERM: a term needs some text (see 'lit search term add --help')\n"
            ),
            (
                ["search", "render", "--db", "pubmed"], 64,
                "Error: --db: expected cnki, wanfang, wos, scopus, ieee, acm, scholar or all, got 'pubmed' "
                    + "(see 'lit search render --help')\n"
            ),
            (
                ["search", "suggest", "--top", "0"], 64,
                "Error: --top: expected at least 1, got 0 (see 'lit search suggest --help')\n"
            ),
            (["search", "term", "add", "topic"], 64, nil),
        ] {
            let result = await lit.run(arguments)
            #expect(result.status == status, "\(arguments)")
            if let message { #expect(result.err == message, "\(arguments)") }
            #expect(result.err.filter { $0 == "\n" }.count == 1, "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: lit.directory.file("Literature/search.json")))
        let outside = LitInProcess()
        #expect(await outside.run(["search", "groups"]).status == 1)
    }

    @Test func aDamagedSearchFileIsOnePreciseErrorAndStaysAsItIs() async {
        let lit = await LitInProcess.initialised()
        let damaged = "{\"format\": 1, \"groups\": [{\"name\": \"a\", \"terms\": [{\"text\": 3}]}]}\n"
        lit.directory.write("Literature/search.json", damaged)
        for arguments in [["search", "render"], ["search", "term", "add", "a", "x"], ["search", "groups"]] {
            let result = await lit.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(
                result.err
                    == "Error: \(lit.directory.file("Literature/search.json")): groups[0].terms[0].text: "
                    + "expected a string, found 3\n")
        }
        #expect(lit.directory.read("Literature/search.json") == damaged)
    }

    @Test func renderPrintsEveryDatabaseAndLintsOnStandardError() async {
        let lit = await LitInProcess.initialised()
        let all = await lit.run(["search", "render"])
        #expect(all.status == 0)
        #expect(all.out.hasPrefix("# cnki: CNKI 知网 (专业检索)\n(SU='iOS' OR SU='Swift' OR SU='SwiftUI') AND "))
        #expect(all.out.components(separatedBy: "\n# ").count == 7)
        #expect(
            all.out.hasSuffix(
                "# scholar: Google Scholar\n(\"weather app\" OR \"weather forecast app\") "
                    + "(iOS OR SwiftUI OR \"Swift language\") (architecture OR MVVM OR location OR cache)\n"))
        #expect(all.err.contains("note: wos: left out 6 Chinese terms (Swift, 天气应用, 天气APP, 架构, 定位, 缓存): "))
        let json = await lit.run(["search", "render", "--db", "cnki", "--format", "json"])
        #expect(
            json.out.hasPrefix(
                "[\n  {\"database\": \"cnki\", \"errors\": [], \"name\": \"CNKI 知网 (专业检索)\", \"notes\": ["))
        #expect(json.out.hasSuffix("\"warnings\": []}\n]\n"))
    }

    @Test func renderSplitsForScholarAndFailsWhenItCannot() async {
        let lit = await LitInProcess.initialised()
        for number in 1...12 {
            #expect(
                await lit.run(["search", "term", "add", "sub-field", "offline weather forecast feature \(number)"])
                    .status == 0)
        }
        let split = await lit.run(["search", "render", "--db", "scholar"])
        #expect(split.status == 0)
        let queries = split.out.split(separator: "\n")
        #expect(queries.count == 4 && queries.allSatisfy { $0.count <= 256 })
        for number in 1...12 { #expect(split.out.contains("\"offline weather forecast feature \(number)\"")) }
        #expect(
            split.err.contains(
                "note: scholar: 605 characters, over the 256 Google Scholar takes: split into 4 queries that together "
                    + "cover the model ('sub-field' in 4 parts); run and log each\n"))

        let long = String(repeating: "a very long phrase ", count: 14) + "end"
        #expect(await lit.run(["search", "term", "add", "topic", long]).status == 0)
        let failed = await lit.run(["search", "render"])
        #expect(failed.status == 1)
        #expect(failed.out.contains("# wos: Web of Science\n") && !failed.out.contains("# scholar"))
        #expect(failed.err.hasSuffix("(shorten these terms)\n"))
        #expect(failed.err.split(separator: "\n").last?.hasPrefix("Error: scholar: ") == true)
    }

    @Test func suggestReadsRecordFilesAndTheMatrix() async {
        let lit = await LitInProcess.initialised()
        let fromFile = await lit.run(["search", "suggest", "--from", Self.corpus, "--top", "4", "--format", "md"])
        #expect(fromFile.status == 0)
        #expect(
            fromFile.out == """
                | # | term | lang | records | with model terms | score |
                |---:|---|---|---:|---:|---:|
                | 1 | weather | en | 4 | 4 | 8 |
                | 2 | 天气 | zh | 4 | 4 | 8 |
                | 3 | 后台刷新 | zh | 3 | 3 | 6 |
                | 4 | 定位偏差 | zh | 3 | 3 | 6 |

                """)
        lit.directory.write("notes.txt", "定位偏差的校正\n关键词：定位偏差；GPS\n\n城市级定位偏差\nKeywords: GPS\n")
        let text = await lit.run(["search", "suggest", "--from", "notes.txt", "--format", "json"])
        #expect(text.out.contains("{\"rank\": 1, \"term\": \"定位偏差\", \"lang\": \"zh\", \"records\": 2, "))
        #expect(text.out.contains("\"term\": \"GPS\""))

        #expect(await lit.run(["search", "suggest"]).status == 1)  // an empty matrix
        for (title, tag) in [
            ("后台刷新策略研究", "pattern:MVVM"), ("天气应用的后台刷新", "BGTaskScheduler"),
            ("Background refresh budgets", "BGTaskScheduler"),
        ] {
            #expect(await lit.run(["add", "--title", title, "--tag", tag]).status == 0)
        }
        let matrix = await lit.run(["search", "suggest", "--format", "json"])
        #expect(matrix.out.contains("\"term\": \"后台刷新\", \"lang\": \"zh\", \"records\": 2"))
        #expect(matrix.out.contains("\"term\": \"BGTaskScheduler\""))
        #expect(!matrix.out.contains("pattern"))
    }
}
