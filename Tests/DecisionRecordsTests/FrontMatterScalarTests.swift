import Foundation
import TestSupport
import Testing

@testable import DecisionRecords

/// Front-matter values read as YAML reads them; the cases are checked with PyYAML by
/// Tests/Support/test_front_matter_cases.py.
@Suite struct FrontMatterScalarTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let yaml: String
        let key: String
        let scalar: String?
        let list: [String]?
        let written: Bool
        var testDescription: String { yaml }
    }

    static let cases: [Case] = {
        let path = LitProcess.repositoryRoot + "/Tests/Support/front-matter-cases.json"
        let data = FileManager.default.contents(atPath: path) ?? Data()
        let items = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] ?? []
        return items.map {
            Case(
                yaml: $0["yaml"] as? String ?? "", key: $0["key"] as? String ?? "", scalar: $0["value"] as? String,
                list: $0["value"] as? [String], written: $0["written"] as? Bool ?? false)
        }
    }()

    @Test func theCasesAreThere() { #expect(Self.cases.count > 15) }

    @Test(arguments: cases) func eachValueReadsAsPyYAMLReadsIt(_ item: Case) throws {
        let text = String(item.yaml.dropFirst(item.key.count + 1))
        if let list = item.list {
            #expect(FrontMatterScalar.list(text) == list)
        } else {
            #expect(FrontMatterScalar.read(text) == item.scalar)
        }
    }

    @Test(arguments: cases.filter(\.written)) func whatLitWritesIsTheCasesText(_ item: Case) throws {
        let scalar = try #require(item.scalar)
        #expect("\(item.key): " + DecisionTemplate.quoted(scalar) == item.yaml)
    }

    @Test func aRecordKeepsTitlesWithHashesAndQuotes() throws {
        let text = DecisionTemplate.text(
            id: "cache-01", title: "Cache #2 \"快\" \\ end", module: "cache", date: "2026-11-30", language: "en")
        let record = try DecisionParser.parse(text, path: "Decisions/cache-01.md")
        #expect(record.title == "Cache #2 \"快\" \\ end")
        #expect(record.status == .proposed && record.statusText == "proposed")
        var editor = try FrontMatterEditor(text, path: "Decisions/cache-01.md")
        editor.set("status", "accepted")
        #expect(try DecisionParser.parse(editor.text, path: "x.md").status == .accepted)
    }

    @Test(arguments: ["a", "a # b", "「中」", "tab\there", "nul\u{0}x", "\u{7F}", "'single'", "\"\"", "\\n"])
    func quotedTextReadsBack(_ text: String) {
        #expect(FrontMatterScalar.read(DecisionTemplate.quoted(text)) == text)
    }
}
