import Foundation
import TestSupport
import Testing

/// `lit coverage`: the grid, and the thin cells named.
@Suite struct CoverageCommandTests {
    @Test func emptyAndBlogOnlyCellsAreNamed() async throws {
        let lit = await LitInProcess.initialised()
        #expect(await lit.run(["column", "add", "source_type"]).status == 0)
        for (title, bucket, kind, type) in [
            ("Core Location", "定位", "principle", "documentation"),
            ("GCJ-02 offsets", "location", "engineering", "blog"),
            ("Caching", "数据获取", "data", "journal-article [J]"), ("Field study", "custom bucket", "data", ""),
        ] {
            let added = await lit.run([
                "add", "--title", title, "--bucket", bucket, "--kind", kind, "--set", "source_type=\(type)",
            ])
            #expect(added.status == 0, "\(added.err)")
        }
        let english = await lit.run(["coverage"])
        #expect(english.status == 0)
        let lines = english.out.split(separator: "\n").map(String.init)
        #expect(lines[2].hasPrefix("location") && lines[2].contains("1 (blogs only)"))
        #expect(lines.contains { $0.hasPrefix("custom bucket") })
        #expect(english.out.contains("location has no real-data work"))
        #expect(english.out.contains("location: engineering solution rests on blogs alone (supporting material only)"))
        #expect(english.out.contains("UI presentation has no principle work"))
        let chinese = await lit.run(["coverage", "--lang", "zh", "--format", "csv"])
        #expect(chinese.out.hasPrefix("bucket,principle,engineering,data,no_kind,total\r\n定位,1,1（仅博客）,0,0,2\r\n"))
        #expect(chinese.err.contains("note: 定位：没有实测数据或用户反馈类文献"))
    }
}
