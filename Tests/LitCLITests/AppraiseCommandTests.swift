import Foundation
import TestSupport
import Testing

/// `lit appraise`: ratings with reasons, and flags from the work's own fields.
@Suite struct AppraiseCommandTests {
    @Test func ratingsAreSetAndOldOrUnlinkedWorksFlagged() async throws {
        let lit = await LitInProcess.initialised()
        _ = await lit.run(["add", "--title", "Old iOS weather app", "--year", "2015", "--stack", "Objective-C; iOS 9"])
        _ = await lit.run([
            "add", "--title", "WeatherKit", "--year", "2024", "--stack", "Swift; iOS 16+", "--url",
            "https://developer.apple.com",
        ])
        let set = await lit.run([
            "appraise", "L001", "--timeliness", "low", "--timeliness-reason", "iOS 9 era", "--thesis-year", "2026",
        ])
        #expect(set.status == 0, "\(set.err)")
        #expect(
            set.out == """
                L001 Old iOS weather app
                  Timeliness: low — iOS 9 era
                  Data sufficiency: not rated
                  Reproducibility: not rated
                flags:
                  timeliness: from 2015, more than 5 years before the thesis year 2026
                  timeliness: relies on iOS 9, older than the iOS 16 the thesis targets
                  reproducibility: no DOI or URL, so no code, data or text to check

                """)
        let all = await lit.run(["appraise", "--all", "--thesis-year", "2026", "--platform", "iOS 17"])
        #expect(
            all.out.contains(
                "L002 WeatherKit\n  timeliness: relies on iOS 16, older than the iOS 17 the thesis targets"))
        #expect(await lit.run(["appraise", "L001", "--timeliness", "great"]).status != 0)
        #expect(await lit.run(["appraise", "--platform", "iOS"]).status == 64)
    }
}
