import Testing

@testable import DecisionRecords

@Suite struct DecisionRulesTests {
    func record(_ front: String, body: String = DecisionRulesTests.body, path: String = "Decisions/cache-01-etags.md")
        throws -> DecisionRecord
    {
        try DecisionParser.parse("---\n" + front + "\n---\n" + body, path: path)
    }

    static let front =
        "id: cache-01\ntitle: ETags\nmodule: cache\nstatus: accepted\ndate: 2026-11-30\nliterature: [L16]"
    static let body = """
        ## Considered Options <!-- options -->
        * ETags
        * Fixed TTL
        ## Decision Outcome <!-- outcome -->
        Chosen option: "ETags", because unchanged data comes back as 304.
        ## Rejected Options and Why <!-- rejected -->
        ### Fixed TTL
        * Reason: shows data past its expiration.

        """

    func messages(_ records: [DecisionRecord]) -> [String] { DecisionRules.check(records).map(\.description) }

    @Test func aCompleteRecordPasses() throws {
        #expect(messages([try record(Self.front)]).isEmpty)
    }

    @Test func brokenRecordsAreNamedWithTheirLines() throws {
        let broken = try record(
            "id: Cache_1\ntitle: x\nmodule: cache\nstatus: done\ndate: 30.11.2026", path: "Decisions/other.md")
        #expect(
            messages([broken]) == [
                "Decisions/other.md:2: error: an id such as storage-02 (module, dash, number), found 'Cache_1'",
                "Decisions/other.md:4: error: a module that starts the id (Cache_1), found 'cache'",
                "Decisions/other.md:5: error: a status: proposed, accepted, rejected, deprecated, superseded; found 'done'",
                "Decisions/other.md:6: error: a date as YYYY-MM-DD, found '30.11.2026'",
            ])
        let noReason = try record(
            Self.front, body: Self.body.replacingOccurrences(of: "* Reason: shows data past its expiration.", with: ""))
        #expect(messages([noReason]) == ["Decisions/cache-01-etags.md:15: error: a reason for rejecting 'Fixed TTL'"])
        let missingOption = try record(
            Self.front, body: Self.body.replacingOccurrences(of: "* Fixed TTL", with: "* Fixed TTL\n* No cache"))
        #expect(
            messages([missingOption]).contains(
                "Decisions/cache-01-etags.md:2: error: 'No cache' under Rejected Options and Why, with its reason"))
        let wrongChoice = try record(
            Self.front,
            body: Self.body.replacingOccurrences(of: "Chosen option: \"ETags\"", with: "Chosen option: \"HTTP/3\""))
        #expect(
            messages([wrongChoice]).contains(
                "Decisions/cache-01-etags.md:2: error: the chosen option 'HTTP/3' among the considered options"))
    }

    @Test func supersedingIsWrittenOnBothSides() throws {
        let old = try record(
            Self.front.replacingOccurrences(of: "status: accepted", with: "status: superseded"),
            path: "Decisions/cache-01-etags.md")
        let new = try record(
            Self.front.replacingOccurrences(of: "cache-01", with: "cache-02") + "\nsupersedes: [cache-01]",
            path: "Decisions/cache-02.md")
        #expect(
            messages([old, new]) == [
                "Decisions/cache-01-etags.md:5: error: superseded-by to name the record that superseded it",
                "Decisions/cache-01-etags.md:1: error: superseded-by to name cache-02, which supersedes it (lit decision supersede writes both)",
            ])
        let duplicate = try record(Self.front, path: "Decisions/cache-01-again.md")
        #expect(
            messages([try record(Self.front), duplicate]).last?.hasSuffix(
                "a unique id: cache-01 is also Decisions/cache-01-etags.md") == true)
    }

    @Test func theTemplateMakesARecordThatOnlyWarnsAboutItsTODOs() throws {
        for language in DecisionTemplate.languages {
            let text = DecisionTemplate.text(
                id: "ui-01", title: "Use \"SwiftUI\"", module: "ui", date: "2026-11-30", language: language)
            let record = try DecisionParser.parse(text, path: "Decisions/ui-01-swiftui.md")
            #expect(record.title == "Use \\\"SwiftUI\\\"" || record.title == "Use \"SwiftUI\"")
            let findings = DecisionRules.check([record])
            #expect(findings.allSatisfy { $0.severity == .warning }, "\(language): \(findings)")
            #expect(findings.map(\.message) == ["the template's TODO text to be replaced"], "\(language)")
        }
    }

    @Test func frontMatterEditsLeaveEverythingElse() throws {
        let text =
            "---\nid: a-01\nstatus: proposed # first\nreviewed:\n  L01: x\n  L02: y\nlang: en\n---\nBody: status: kept\n"
        var editor = try FrontMatterEditor(text, path: "a.md")
        editor.set("status", "accepted")
        editor.set("reviewed", map: ["L03": "z"])
        editor.set("superseded-by", list: ["a-02"])
        #expect(
            editor.text
                == "---\nid: a-01\nstatus: accepted\nreviewed:\n  L03: z\nlang: en\nsuperseded-by: [a-02]\n---\nBody: status: kept\n"
        )
    }
}
