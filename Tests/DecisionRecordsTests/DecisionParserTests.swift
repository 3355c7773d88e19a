import Testing
import TextSupport

@testable import DecisionRecords

@Suite struct DecisionParserTests {
    @Test func readsFrontMatterAndSectionsInChinese() throws {
        let text = """
            ---
            id: storage-02
            title: "用 SwiftData 存多城市"
            module: storage   # a module key
            status: accepted
            date: 2026-11-30
            literature: [L07, L12]
            evidence: [R002:saved-cities/revalidation/hit_rate]
            supersedes: [storage-01]
            reviewed:
              L07: sha256:abc
            lang: zh
            ---
            # storage-02 · 用 SwiftData 存多城市

            ## 背景与问题
            二十个城市如何离线冷启动？

            ## 备选方案
            * SwiftData
            * UserDefaults + JSON

            ## 决策结果
            选定方案：「SwiftData」，因为冷启动快。

            ## 放弃的方案及理由
            ### UserDefaults + JSON
            * 理由：每次启动都要整体解码。
            """
        let record = try DecisionParser.parse(text, path: "Decisions/storage-02.md")
        #expect(record.id == "storage-02" && record.title == "用 SwiftData 存多城市" && record.module == "storage")
        #expect(record.literature == ["L07", "L12"])
        #expect(record.evidence == ["R002:saved-cities/revalidation/hit_rate"])
        #expect(record.supersedes == ["storage-01"])
        #expect(record.line(of: "literature") == 7)
        #expect(record.question == "二十个城市如何离线冷启动？")
        #expect(record.consideredOptions == ["SwiftData", "UserDefaults + JSON"])
        #expect(record.chosenOption == "SwiftData")
        #expect(record.rejected == [RejectedOption(option: "UserDefaults + JSON", reason: "每次启动都要整体解码。", line: 27)])
        #expect(record.reviewed == ["L07": "sha256:abc"])
    }

    @Test func sectionKeysBeatHeadingText() throws {
        let text = "---\nid: a-01\n---\n## Whatever the student calls it <!-- options -->\n* One\n* Two\n"
        #expect(try DecisionParser.parse(text, path: "a.md").consideredOptions == ["One", "Two"])
    }

    @Test func brokenFrontMatterNamesTheLine() {
        #expect(throws: InputError(file: "d.md", line: 1, expected: "front matter opening with '---'")) {
            try DecisionParser.parse("# no front matter\n", path: "d.md")
        }
        #expect(throws: InputError(file: "d.md", line: 3, expected: "'key: value' in the front matter")) {
            try DecisionParser.parse("---\nid: a\njust text\n---\n", path: "d.md")
        }
        #expect(throws: InputError(file: "d.md", line: 3, expected: "'---' closing the front matter")) {
            try DecisionParser.parse("---\nid: a\ntitle: b", path: "d.md")
        }
    }
}
