import Foundation
import Testing

@testable import Publishing

@Suite struct WeaveTests {
    let workspace: SmallWorkspace
    let weaver: Weaver

    init() throws {
        workspace = try SmallWorkspace()
        weaver = Weaver(
            context: WeaveContext(tables: try workspace.context(chinese: true), root: workspace.folder.path))
    }

    func write(_ text: String) -> String {
        let path = workspace.folder.file("doc.md")
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    func read(_ path: String) -> String { String(decoding: FileManager.default.contents(atPath: path)!, as: UTF8.self) }

    @Test func weavingRewritesOnlyTheBlocks() throws {
        let document =
            "# 综述\r\n\r\n前文 *保留*。\r\n<!-- lit:table coverage -->\r\nold\r\n<!-- /lit -->\r\n"
            + "命中率 <!-- lit:cite L04 -->x<!-- /lit --> 后文。\r\n\r\n<!-- lit:references -->\n<!-- /lit -->\n"
        let path = write(document)
        #expect(try weaver.weave(path: path, file: "doc.md"))
        let woven = read(path)
        #expect(woven.hasPrefix("# 综述\r\n\r\n前文 *保留*。\r\n<!-- lit:table coverage -->\n| 主题桶"))
        #expect(
            woven.contains(
                "| 合计       |    1 |    2 |    1 |      0 |    4 |\n<!-- /lit -->\r\n命中率 <!-- lit:cite L04 -->[L04] QIAN F"
            ))
        #expect(
            woven.contains(
                "DOI:10.1145/2307636.2307640.<!-- /lit --> 后文。\r\n\r\n<!-- lit:references -->\n- [L04] QIAN F")
        )
        #expect(try weaver.weave(path: path, file: "doc.md") == false)  // nothing left to change
        #expect(weaver.check(path: path, file: "doc.md").isEmpty)
    }

    @Test func checkFindsStaleBlocksAndMissingRows() throws {
        let path = write("a\n<!-- lit:table coverage -->\n<!-- /lit -->\n<!-- lit:cite L99 -->\n<!-- /lit -->\n")
        let problems = weaver.check(path: path, file: "doc.md").map(\.description)
        #expect(problems == ["doc.md:2: block is out of date: run lit weave doc.md", "doc.md:4: no matrix row L99"])
    }

    @Test func brokenDocumentsAreNamedAndLeftAlone() throws {
        let cases: [(String, String)] = [
            ("x\n<!-- lit:table coverage -->\nno end\n", "doc.md:2: expected '<!-- /lit -->' closing this block"),
            (
                "<!-- lit:table a id=t -->\n<!-- /lit -->\n<!-- lit:table b id=t -->\n<!-- /lit -->\n",
                "doc.md:3: expected a new id: id=t is taken on line 1"
            ),
            (
                "<!-- lit:chart x -->\n<!-- /lit -->\n",
                "doc.md:1: expected a block kind: table, cite, references, figure, metric, search, summary, literature, evidence"
            ),
            (
                "<!-- lit:table nope -->\n<!-- /lit -->\n",
                "doc.md:1: unknown table 'nope': expected one of architecture, sources, matrix, coverage, modules, decisions"
            ),
            ("ok\n<!-- /lit -->\n", "doc.md:2: expected a lit: marker before this '<!-- /lit -->'"),
            (
                "<!-- lit:figure R001 latency -->\n<!-- /lit -->\n",
                "doc.md:1: no evidence run 'R001' (lit bench list shows the stored runs)"
            ),
        ]
        for (text, message) in cases {
            let path = write(text)
            #expect(throws: WeaveProblem.self, "\(message)") { try weaver.weave(path: path, file: "doc.md") }
            do { _ = try weaver.weave(path: path, file: "doc.md") } catch { #expect("\(error)" == message) }
            #expect(read(path) == text)
        }
        let path = workspace.folder.file("doc.md")
        _ = FileManager.default.createFile(atPath: path, contents: Data([0x61, 0x0A, 0x62, 0xFF, 0x0A]))
        #expect(weaver.check(path: path, file: "doc.md").map(\.description) == ["doc.md:2: expected UTF-8 text"])
    }

    @Test func markersInFencedCodeAreExamplesNotBlocks() throws {
        let text =
            "```markdown\n<!-- lit:table coverage -->\n<!-- /lit -->\n```\n~~~\n<!-- lit:nonsense\n~~~\n"
            + "Write `<!-- lit:… -->` and `<!-- /lit -->` around a block.\n"
        let path = write(text)
        #expect(try weaver.weave(path: path, file: "doc.md") == false)
        #expect(read(path) == text)
        #expect(Weaver.documents(under: workspace.folder.path).isEmpty)
    }

    @Test func documentsWithBlocksAreFound() throws {
        _ = write("<!-- lit:table coverage -->\n<!-- /lit -->\n")
        _ = FileManager.default.createFile(atPath: workspace.folder.file("plain.md"), contents: Data("no blocks".utf8))
        #expect(Weaver.documents(under: workspace.folder.path) == ["doc.md"])
    }

    @Test func relativePathsClimbOutOfTheDocumentsFolder() {
        #expect(BlockRenderer.relative("/w/Evidence/charts/a.svg", from: "/w/Literature") == "../Evidence/charts/a.svg")
        #expect(BlockRenderer.relative("/w/Evidence/charts/a.svg", from: "/w") == "Evidence/charts/a.svg")
    }
}
