import Foundation
import Testing

@Suite struct DecisionCommandTests {
    @Test func recordsAreMadeLinkedCheckedAndIndexed() async throws {
        let lit = await LitInProcess.initialised()
        _ = await lit.run(["add", "--title", "HTTP Caching (RFC 9111)", "--year", "2022"])
        let made = await lit.run(["decision", "new", "refresh", "Revalidate forecasts with ETags", "--lang", "en"])
        #expect(made.status == 0 && made.out == "Decisions/refresh-01-revalidate-forecasts-with-etags.md\n")
        let path = "Decisions/refresh-01-revalidate-forecasts-with-etags.md"
        var text = lit.directory.read(path)
        text = text.replacingOccurrences(of: "literature: []", with: "literature: [L001]")
            .replacingOccurrences(of: "TODO: the chosen option", with: "ETag revalidation")
            .replacingOccurrences(of: "TODO: another option", with: "Fixed TTL")
            .replacingOccurrences(of: "* Reason: TODO", with: "* Reason: shows data past its expiration")
            .replacingOccurrences(of: "TODO: the question this decision answers.", with: "How to refresh cheaply?")
        lit.directory.write(path, text)
        #expect(await lit.run(["decision", "status", "refresh-01", "accepted"]).status == 0)
        let checked = await lit.run(["decision", "check"])
        #expect(checked.status == 0, "\(checked.err)")
        #expect(await lit.run(["weave"]).out.contains("\(path): updated"))
        #expect(lit.directory.read(path).contains("we decided for **ETag revalidation** and neglected *Fixed TTL*"))
        #expect(await lit.run(["decision", "index"]).out == "Decisions/README.md: updated\n")
        #expect(lit.directory.read("Decisions/README.md").contains("| refresh-01 | ✓    |"))

        _ = await lit.run(["decision", "new", "refresh", "Refresh ahead of expiry", "--lang", "en"])
        #expect(await lit.run(["decision", "supersede", "refresh-01", "refresh-02"]).status == 0)
        #expect(lit.directory.read(path).contains("status: superseded\n"))
        #expect(lit.directory.read(path).contains("superseded-by: [refresh-02]\n"))
        #expect(
            lit.directory.read("Decisions/refresh-02-refresh-ahead-of-expiry.md").contains("supersedes: [refresh-01]\n")
        )

        _ = await lit.run(["decision", "review", "refresh-01"])
        #expect(lit.directory.read(path).contains("reviewed:\n  L001: fnv1a:"))
        _ = await lit.run(["edit", "L001", "--year", "2023"])
        let suspect = await lit.run(["decision", "check"])
        #expect(suspect.status == 0)
        #expect(suspect.err.contains("warning: L001 changed since the record was last reviewed (suspect)"))
        #expect(await lit.run(["decision", "check", "--strict"]).status == 1)

        text = lit.directory.read(path).replacingOccurrences(of: "literature: [L001]", with: "literature: [L001, L404]")
        lit.directory.write(path, text)
        let broken = await lit.run(["check"])
        #expect(broken.status == 1 && broken.err.contains("error: a matrix row L404"))
        #expect(await lit.run(["decision", "status", "refresh-09", "accepted"]).status == 1)
        #expect(await lit.run(["decision", "new", "Bad Module", "x"]).status == 64)
    }
}
