import Foundation
import TestSupport
import Testing

/// The search log, screening and PRISMA counts, as a student uses them.
@Suite struct SearchLogTests {
    @Test func aLoggedSearchIsCountedFromIdentificationToInclusion() async throws {
        let lit = await LitInProcess.initialised()
        lit.directory.write("cnki.enw", ReferenceImportTests.cnki)
        lit.directory.write("wanfang.txt", ReferenceImportTests.wanfang)
        let first = await lit.run([
            "search", "log", "--db", "cnki", "--hits", "57", "--query", "SU='天气应用'", "--file", "cnki.enw",
            "--date", "2026-11-29",
        ])
        #expect(first.out == "S001: cnki, 57 hits, 2026-11-29\n", "\(first.err)")
        _ = await lit.run([
            "search", "log", "--db", "wanfang", "--hits", "12", "--query", "主题:(天气应用)", "--file", "wanfang.txt",
        ])
        #expect(await lit.run(["import", "cnki.enw"]).out.hasSuffix("; search log S001 updated\n"))
        #expect(await lit.run(["import", "wanfang.txt"]).out.hasSuffix("; search log S002 updated\n"))
        #expect(await lit.run(["screen", "L001", "L003", "--include"]).status == 0)
        #expect(await lit.run(["screen", "L002", "--exclude", "not about iOS"]).status == 0)
        let prisma = await lit.run(["prisma", "--format", "csv"])
        #expect(prisma.status == 0, "\(prisma.err)")
        #expect(
            prisma.out.split(whereSeparator: \.isNewline).map(String.init) == [
                "stage,count,detail", "identified: cnki,57,1 searches", "identified: wanfang,12,1 searches",
                "identified in all,69,", "imported from exports,5,2 logged exports imported", "duplicates removed,2,",
                "works in the matrix,3,", "screened,3,0 not screened yet", "excluded,1,", "excluded: not about iOS,1,",
                "maybe,0,", "included,2,",
            ])
        let log = await lit.run(["search", "log", "--format", "json"])
        #expect(log.out.contains("\"added\": 1") && log.out.contains("\"duplicates\": 2"), "\(log.out)")
        let saved = lit.directory.read("Literature/search-log.json")
        #expect(saved.contains("\"exportSHA256\" : \"") && saved.contains("\"query\" : \"SU='天气应用'\""))
    }

    @Test func withoutSearchesTheCountsAreAbsentNotInvented() async throws {
        let lit = await LitInProcess.initialised()
        let prisma = await lit.run(["prisma"])
        #expect(prisma.status == 0)
        #expect(prisma.err.contains("no searches logged (lit search log): identification counts are absent"))
        #expect(prisma.out.contains("identified in all") && prisma.out.contains("—"))
    }

    @Test func badLogEntriesAreRefused() async throws {
        let lit = await LitInProcess.initialised()
        #expect(await lit.run(["search", "log", "--db", "cnki"]).status == 64)
        #expect(await lit.run(["search", "log", "--db", "bing", "--hits", "3"]).status == 64)
        #expect(await lit.run(["search", "log", "--db", "cnki", "--hits", "3", "--date", "yesterday"]).status == 64)
        #expect(await lit.run(["screen", "L001", "--include", "--maybe"]).status == 64)
        lit.directory.write("Literature/search-log.json", "[{\"id\": \"S001\"}]")
        let damaged = await lit.run(["search", "log"])
        #expect(damaged.status == 1)
        #expect(damaged.err.contains("search-log.json: [0].date: expected this field"), "\(damaged.err)")
    }
}

/// The search strategy woven into a review: groups and every database's string, kept current.
@Test func theSearchBlockWeavesTheModelForEveryDatabase() async throws {
    let lit = await LitInProcess.initialised()
    lit.directory.write("review.md", "# 检索策略\n\n<!-- lit:search lang=zh -->\n<!-- /lit -->\n")
    #expect(await lit.run(["weave", "review.md"]).status == 0)
    let woven = lit.directory.read("review.md")
    #expect(woven.contains("| 概念组    | 检索词（组内 OR，组间 AND）"))
    for database in ["cnki", "wanfang", "wos", "scopus", "ieee", "acm", "scholar"] {
        #expect(woven.contains("\n# \(database): "), "\(database)")
    }
    #expect(woven.contains("TS=(iOS OR SwiftUI OR \"Swift language\")"))
    _ = await lit.run(["search", "term", "add", "topic", "天气预报"])
    #expect(await lit.run(["check", "review.md"]).status == 1, "a changed model makes the block stale")
}
