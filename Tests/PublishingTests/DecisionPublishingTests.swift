import DecisionRecords
import Evaluation
import Foundation
import LiteratureMatrix
import Testing

@testable import Publishing

@Suite struct DecisionPublishingTests {
    let workspace: SmallWorkspace
    let evidence: EvidenceStore
    let run: EvidenceRun

    init() throws {
        workspace = try SmallWorkspace()
        evidence = try EvidenceStore(path: workspace.folder.file("evidence.sqlite3"))
        run = try evidence.store(
            EvidenceRun(
                id: "", created: Date(timeIntervalSince1970: 1_800_000_000), profile: "quick", seed: 1, repetitions: 3,
                environment: RunEnvironment(system: "Linux", cores: 2, memoryBytes: 1, build: "release", commit: "abc"),
                metrics: [
                    EvidenceMetric(
                        trace: "crowd", strategy: "revalidation", name: "hit_rate", value: 0.398, low: 0.398,
                        high: 0.398, unit: "ratio"),
                    EvidenceMetric(
                        trace: "crowd", strategy: "revalidation", name: "latency_p99_ms", value: 708.1, low: 700,
                        high: 710, unit: "ms"),
                ], distributions: []))
    }

    func context(_ text: String) throws -> TableContext {
        TableContext(
            store: workspace.store, decisions: [try DecisionParser.parse(text, path: "Decisions/refresh-01.md")],
            evidence: evidence, chinese: true)
    }

    var decision: String {
        SmallWorkspace.decision.replacingOccurrences(
            of: "evidence: []",
            with: "evidence: [R001:crowd/revalidation/hit_rate, R001:crowd/revalidation/latency_p99_ms]")
    }

    @Test func linksToMissingRowsAndRunsAreErrorsAndChangedCitationsWarnings() throws {
        #expect(try DecisionChecks.check(try context(decision).decisions, in: try context(decision)).isEmpty)
        let broken = decision.replacingOccurrences(of: "literature: [L04]", with: "literature: [L04, L99]")
            .replacingOccurrences(of: "R001:crowd", with: "R009:crowd")
        let messages = try DecisionChecks.check(try context(broken).decisions, in: try context(broken)).map(
            \.description)
        #expect(messages.contains("Decisions/refresh-01.md:7: error: a matrix row L99"))
        #expect(
            messages.contains(
                "Decisions/refresh-01.md:8: error: an evidence run R009 (lit bench list shows the stored runs)"))
        // Reviewed, then the cited row changes: a warning, not an error.
        let prints = try DecisionChecks.fingerprints(of: try context(decision).decisions[0], in: try context(decision))
        #expect(
            prints.keys.sorted() == [
                "L04", "R001:crowd/revalidation/hit_rate", "R001:crowd/revalidation/latency_p99_ms",
            ])
        let reviewed = decision.replacingOccurrences(
            of: "lang: en\n",
            with: "lang: en\nreviewed:\n"
                + prints.keys.sorted().map { "  \($0): \(prints[$0]!)" }.joined(separator: "\n") + "\n")
        #expect(try DecisionChecks.check(try context(reviewed).decisions, in: try context(reviewed)).isEmpty)
        var row = try #require(try workspace.store.record(id: "L04"))
        try row.set(.title, "Web Caching on Smartphones (revised)")
        try workspace.store.update(row)
        let suspect = try DecisionChecks.check(try context(reviewed).decisions, in: try context(reviewed))
        #expect(suspect.map(\.severity) == [.warning])
        #expect(suspect[0].message.hasPrefix("L04 changed since the record was last reviewed (suspect)"))
    }

    @Test func recordBlocksSummariseAndTabulate() throws {
        let context = try context(decision)
        let blocks = DecisionBlocks(record: context.decisions[0], context: context)
        #expect(
            blocks.summary()
                == "In the context of *refresh*, facing \"How should the app refresh forecasts without re-downloading unchanged data?\", we decided for **ETag revalidation** and neglected *Fixed 30-minute TTL*, because of [L04], R001:crowd/revalidation/hit_rate, R001:crowd/revalidation/latency_p99_ms."
        )
        let (literature, cited) = try blocks.literature()
        #expect(cited == ["L04"] && literature.contains("| L04 | QIAN F, QUAH K S, HUANG J, et al."))
        let evidence = try blocks.evidence()
        #expect(evidence.contains("| R001:crowd/revalidation/hit\\_rate        | hit\\_rate        | 0.398    | ±0 "))
        #expect(evidence.contains("708.1 ms | 700.0 ms–710.0 ms | quick, 3×, seed 1, release | not reviewed |"))
    }

    @Test func theIndexListsLinksTraceabilityAndUncitedRows() throws {
        let text = try DecisionIndex.text(try context(decision))
        #expect(text.contains("| [refresh-01 · Revalidate forecasts with ETags](refresh-01.md) | refresh | 已采纳 |"))
        #expect(text.contains("| refresh-01 | ✓   |"))
        #expect(text.contains("- L01 SwiftUI\n- L02 MVVM | presentation\n- L03 和风天气 实时天气\n"))
    }
}
