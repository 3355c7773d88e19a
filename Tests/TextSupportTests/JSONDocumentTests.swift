import Foundation
import TestSupport
import Testing
import TextSupport

@Suite struct JSONDocumentTests {
    func parse(_ text: String) throws -> JSONValue {
        try JSONDocument(parsing: Array(text.utf8)).value()
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(
            #" {"a": [1, -2.5, 3e2, 1.25E-3, true, false, null], "s": "x\"y\\z\/\n\u00e9\ud83d\ude00", "e": {}} "#)
        #expect(
            value
                == .object([
                    JSONMember(
                        "a",
                        .array([
                            .number(1), .number(-2.5), .number(300), .number(0.00125), .bool(true), .bool(false),
                            .null,
                        ])),
                    JSONMember("s", .string("x\"y\\z/\né😀")), JSONMember("e", .object([])),
                ]))
    }

    @Test func numbersMatchFoundation() throws {
        for text in [
            "0", "-0.0", "14.2", "1016.4", "0.1", "123456789012345678901234", "1e-400", "2.2250738585072014e-308",
            "179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000",
        ] {
            guard case .number(let number) = try parse(text) else {
                Issue.record("not a number: \(text)")
                continue
            }
            #expect(number == Double(text), "\(text)")
        }
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() throws {
        #expect(try parse(#""\uD800\u0041""#) == .string("\u{FFFD}A"))
        #expect(try parse(#""\uDC00x""#) == .string("\u{FFFD}x"))
    }

    @Test func syntaxErrorsNameTheLine() {
        for (text, line) in [
            ("{\n\"a\": 1,\n}", 3), ("[1 2]", 1), ("{\"a\" 1}", 1), ("\"open", 1), ("[1,\n\n", 3), ("tru", 1),
            ("1 2", 1),
        ] {
            #expect(throws: JSONSyntaxError.self, "\(text)") { try parse(text) }
            do { _ = try parse(text) } catch let error as JSONSyntaxError {
                #expect(error.line == line, "\(text)")
            } catch {}
        }
    }

    @Test func agreesWithJSONSerializationOnTheFixtures() throws {
        let folder = LitProcess.repositoryRoot + "/Fixtures/weather"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".json") {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            let ours = try JSONDocument(parsing: [UInt8](data)).value()
            let theirs = try JSONSerialization.jsonObject(with: data)
            #expect(Self.same(ours, theirs), "\(name)")
        }
    }

    @Test func membersAreFoundByNameWithoutBuildingTheTree() throws {
        let document = try JSONDocument(
            parsing: Array(#"{"a": {"x": [1, {"y": 2}], "b": true}, "c\u0061": "t", "a": 9}"#.utf8))
        let a = try #require(document.member("a", of: JSONDocument.root))
        #expect(document.kind(a) == .object)
        #expect(document.member("b", of: a).flatMap(document.bool) == true)
        #expect(document.member("c", of: a) == nil)
        #expect(document.member("x", of: JSONDocument.root) == nil)
        let x = try #require(document.member("x", of: a))
        #expect(Array(document.children(x)).compactMap(document.number) == [1])
        #expect(document.children(x).underestimatedCount == 2)
        #expect(document.member("ca", of: JSONDocument.root).flatMap(document.string) == "t")
        #expect(document.withUTF8(a) { $0.count } == nil)
        #expect(document.byteCount(a) == #"{"x": [1, {"y": 2}], "b": true}"#.utf8.count)
        #expect(document.byteCount(JSONDocument.root) == 62)
        #expect(document.member("b", of: a).map(document.byteCount) == 4)
    }

    static func same(_ value: JSONValue, _ other: Any) -> Bool {
        switch value {
        case .null: return other is NSNull
        case .bool(let flag): return (other as? Bool) == flag
        case .number(let number): return (other as? NSNumber)?.doubleValue == number
        case .string(let text): return (other as? String) == text
        case .array(let elements):
            guard let others = other as? [Any], others.count == elements.count else { return false }
            return zip(elements, others).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let others = other as? [String: Any], others.count == members.count else { return false }
            return members.allSatisfy { member in others[member.key].map { same(member.value, $0) } ?? false }
        }
    }
}
