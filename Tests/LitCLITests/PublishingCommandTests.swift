import Foundation
import Testing

@Suite struct PublishingCommandTests {
    func workspace() async -> LitInProcess {
        let lit = await LitInProcess.initialised()
        _ = await lit.run(["column", "add", "state_management"])
        _ = await lit.run([
            "add", "--title", "Observation", "--tag", "pattern:composed SwiftUI", "--bucket", "界面表达", "--kind",
            "engineering", "--set", "state_management=@Observable tracks properties",
        ])
        _ = await lit.run(["add", "--title", "MVVM & 50% <b>", "--tag", "pattern:MVVM", "--bucket", "界面表达"])
        return lit
    }

    @Test func tablesComeInEveryFormat() async throws {
        let lit = await workspace()
        let markdown = await lit.run(["table", "architecture", "--lang", "zh"])
        #expect(markdown.status == 0)
        #expect(markdown.out.contains("| composed SwiftUI | @Observable tracks properties \\[L001\\]"))
        let tex = await lit.run(["table", "matrix", "--format", "tex", "--columns", "id,title"])
        #expect(tex.out.contains("L002 & MVVM \\& 50\\% \\textless{}b\\textgreater{} \\\\"))
        #expect(tex.out.contains("\\toprule") && !tex.out.contains("documentclass"))
        let csv = await lit.run(["table", "coverage", "--format", "csv"])
        // The default buckets always show, under the names of the table's language.
        #expect(
            csv.out.hasPrefix(
                "bucket,principle,engineering,data,no kind,total\r\nlocation,0,0,0,0,0\r\ndata acquisition,0,0,0,0,0\r\nUI presentation,0,1,0,1,2\r\n"
            ))
        #expect(await lit.run(["table", "nope"]).status == 64)
        #expect(await lit.run(["table", "matrix", "--format", "docx"]).status == 64)
    }

    @Test func weaveThenCheckAndStaleBlocksFail() async throws {
        let lit = await workspace()
        try FileManager.default.removeItem(atPath: lit.directory.file("Literature/review.md"))  // chapter.md alone
        lit.directory.write("chapter.md", "# 第二章\n\n<!-- lit:table matrix columns=id,title -->\n<!-- /lit -->\n\n结尾。\n")
        let woven = await lit.run(["weave", "chapter.md"])
        #expect(woven.status == 0 && woven.out == "chapter.md: updated\n")
        #expect(lit.directory.read("chapter.md").contains("| L002 | MVVM &amp; 50% &lt;b&gt; |"))
        #expect(await lit.run(["check"]).out == "lit check: no problems\n")
        _ = await lit.run(["edit", "L001", "--title", "Observation (iOS 17)"])
        let stale = await lit.run(["check"])
        #expect(stale.status == 1)
        #expect(stale.err.contains("chapter.md:3: block is out of date: run lit weave chapter.md"))
        #expect(await lit.run(["weave"]).out == "chapter.md: updated\n")
        lit.directory.write("broken.md", "<!-- lit:cite L404 -->\n<!-- /lit -->\n")
        let broken = await lit.run(["weave", "broken.md"])
        #expect(broken.status == 1 && broken.err.contains("broken.md:1: no matrix row L404"))
        #expect(lit.directory.read("broken.md") == "<!-- lit:cite L404 -->\n<!-- /lit -->\n")
    }
}
