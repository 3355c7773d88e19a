import Foundation
import TestSupport
import Testing

/// A new student's workspace: what `lit init` gives, and the main job right after it.
@Suite struct StarterWorkspaceTests {
    @Test func initGivesAChineseChapterSkeletonAndADecisionTemplate() async {
        let lit = await LitInProcess.initialised()
        let chapter = lit.directory.read("Literature/review.md")
        for block in [
            "lit:table coverage lang=zh", "lit:table matrix bucket=定位 ", "lit:table matrix bucket=数据获取 ",
            "lit:table matrix bucket=界面表达 ", "lit:table matrix bucket=异常与性能 ", "lit:table architecture lang=zh",
            "lit:table sources lang=zh", "lit:table modules lang=zh", "lit:references lang=zh",
        ] {
            #expect(chapter.contains("<!-- \(block)"), "\(block)")
        }
        #expect(chapter.contains("【待写】"), "placeholder prose is marked")
        #expect(lit.directory.read("Decisions/TEMPLATE.md").contains("## 备选方案 <!-- options -->"))
    }

    @Test func reviewRightAfterInitGivesAReadableChapterWhoseEmptyTablesSaySo() async {
        let lit = await LitInProcess.initialised()
        #expect(await lit.run(["check"]).out == "lit check: no problems\n", "init weaves the chapter it writes")
        let review = await lit.run(["review", "--no-bench"])
        #expect(review.status == 0, "\(review.err)")
        #expect(review.out.contains("Literature/review.md: unchanged"))
        let chapter = lit.directory.read("Literature/review.md")
        #expect(chapter.contains("*“定位”主题桶暂无文献：用 lit add 或 lit import 加入文献，并把主题桶（buckets）设为“定位”。*"))
        #expect(chapter.contains("*暂无架构模式："))
        #expect(chapter.contains("*暂无决策记录：用 lit decision new 新建。*"))
        #expect(chapter.contains("*正文尚未引用文献："))
        #expect(!chapter.contains("No works"), "no English word in the Chinese chapter's notes")
        #expect(await lit.run(["check"]).status == 0)
        #expect(await lit.run(["review", "--no-bench"]).out.contains("Literature/review.md: unchanged"))
    }

    @Test func initInEnglish() async {
        let lit = LitInProcess()
        #expect(await lit.run(["init", "--lang", "en"]).status == 0)
        let chapter = lit.directory.read("Literature/review.md")
        #expect(chapter.hasPrefix("# Chapter 2 Literature Review"))
        #expect(chapter.contains("<!-- lit:table matrix bucket=\"data acquisition\" "))
        #expect(!chapter.contains("待写"))
        await lit.run(["add", "--title", "Conditional requests", "--bucket", "data acquisition"])
        #expect(await lit.run(["review", "--no-bench"]).status == 0)
        let woven = lit.directory.read("Literature/review.md")
        #expect(woven.contains("| L001 | Conditional requests |"))
        #expect(woven.contains("*No works in the bucket location yet:"))
        #expect(lit.directory.read("Decisions/TEMPLATE.md").contains("## Considered Options <!-- options -->"))
        #expect(await lit.run(["init", "--lang", "fr"]).status == 64)
    }

    @Test func decisionNewStartsFromTheWorkspacesTemplate() async {
        let lit = await LitInProcess.initialised()
        let template = lit.directory.read("Decisions/TEMPLATE.md")
        lit.directory.write("Decisions/TEMPLATE.md", template + "\n本校要求：每个决策写明验证方式。\n")
        let made = await lit.run(["decision", "new", "storage", "SQLite \"缓存\""])
        #expect(made.status == 0, "\(made.err)")
        let path = made.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let record = lit.directory.read(path)
        #expect(record.contains("id: storage-01\n") && record.contains("title: \"SQLite \\\"缓存\\\"\"\n"))
        #expect(record.contains("# storage-01 · SQLite \"缓存\""))
        #expect(record.contains("本校要求：每个决策写明验证方式。"))
        #expect(!record.contains("{{"))
        #expect(await lit.run(["decision", "check"]).status == 0, "the template itself is not a record")
        let english = await lit.run(["decision", "new", "ui", "SwiftUI", "--lang", "en"])
        #expect(lit.directory.read(english.out.trimmingCharacters(in: .whitespacesAndNewlines)).contains("## Summary"))
    }

    @Test func benchAndNoBenchTogetherAreAUsageError() async {
        let lit = await LitInProcess.initialised()
        let before = lit.directory.read("Literature/matrix.md")
        #expect(await lit.run(["review", "--bench", "--no-bench"]).status == 64)
        #expect(lit.directory.read("Literature/matrix.md") == before, "a usage error changes nothing")
    }

    @Test func doctorNamesTheDataTheWorkspaceAndTheTools() async {
        let lit = await LitInProcess.initialised()
        let doctor = await lit.run(["doctor"], environment: ["PATH": "/nonexistent"])
        #expect(doctor.status == 0, "\(doctor.err)")
        let lines = doctor.out.split(separator: "\n")
        #expect(lines.first?.hasPrefix("ok      data      ") == true)
        #expect(lines.first?.hasSuffix("/Fixtures (source tree)") == true)
        #expect(lines.contains { $0.hasPrefix("ok      workspace \(lit.directory.path): 0 works") })
        #expect(
            lines.contains {
                $0.hasPrefix("absent  xelatex") && $0.hasSuffix("apt-get install texlive-xetex texlive-lang-chinese")
            })
        #expect(lines.contains { $0.hasPrefix("absent  pandoc") })
        let missing = await lit.run(["doctor"], environment: ["LIT_DATA": lit.directory.file("nothing")])
        #expect(missing.status == 1)
        #expect(missing.out.hasPrefix("missing data      LIT_DATA=\(lit.directory.file("nothing")) holds no lit data"))
        let outside = await LitInProcess().run(["doctor"])
        #expect(outside.status == 0 && outside.out.contains("absent  workspace none at or above"))
    }
}
