import Foundation
import SQLiteStore
import TestSupport
import Testing

@testable import Evaluation

@Suite struct EvidenceStoreTests {
    static let environment = RunEnvironment(
        system: "Linux", cores: 2, memoryBytes: 1 << 30, build: "debug", commit: "abc1234")

    func run(_ metrics: [EvidenceMetric]) -> EvidenceRun {
        EvidenceRun(
            id: "", created: Date(timeIntervalSince1970: 1_800_000_000), profile: "quick", seed: 1, repetitions: 3,
            environment: Self.environment, metrics: metrics,
            distributions: [
                LatencyDistribution(
                    trace: "t", strategy: "s",
                    points: [.init(percentile: 50, milliseconds: 1.5), .init(percentile: 100, milliseconds: 9)])
            ])
    }

    func figure(_ name: String, _ value: Double, _ low: Double? = nil, _ high: Double? = nil, strategy: String = "s")
        -> EvidenceMetric
    {
        EvidenceMetric(
            trace: "t", strategy: strategy, name: name, value: value, low: low ?? value, high: high ?? value, unit: "x")
    }

    @Test func runsAreStoredWithIdsAndReadBackWhole() throws {
        let folder = TemporaryDirectory()
        let store = try EvidenceStore(path: folder.file("evidence.sqlite3"))
        let first = try store.store(run([figure("hit_rate", 0.5), figure("latency_p99_ms", 120, 110, 130)]))
        let second = try store.store(run([figure("hit_rate", 0.6)]))
        #expect(first.id == "R001" && second.id == "R002")
        #expect(try store.run("R001") == first)
        #expect(try store.run("latest")?.id == "R002")
        #expect(try store.run("R404") == nil)
        #expect(try store.list().map(\.id) == ["R001", "R002"])
    }

    @Test func aRunThatFailsHalfwayLeavesNothing() throws {
        let folder = TemporaryDirectory()
        let store = try EvidenceStore(path: folder.file("evidence.sqlite3"))
        #expect(throws: SQLiteError.self) {
            _ = try store.store(run([figure("hit_rate", 0.5), figure("hit_rate", 0.7)]))  // the same figure twice
        }
        #expect(try store.list().isEmpty)
        #expect(try store.store(run([figure("hit_rate", 0.5)])).id == "R001")
    }

    @Test func comparisonsJudgeChangesAgainstTheSpread() {
        let base = run([
            figure("hit_rate", 0.5), figure("latency_p99_ms", 100, 90, 110),
            figure("latency_p50_ms", 10, 9, 11), figure("upstream_requests", 40),
        ])
        let new = run([
            figure("hit_rate", 0.6), figure("latency_p99_ms", 105, 95, 115),
            figure("latency_p50_ms", 20, 19, 21), figure("upstream_requests", 40),
        ])
        let verdicts = Dictionary(
            uniqueKeysWithValues: RunComparison(base: base, new: new, threshold: 50).changes.map {
                ($0.metric, $0.verdict)
            })
        #expect(verdicts["hit_rate"] == .better)
        #expect(verdicts["latency_p99_ms"] == .noise)
        #expect(verdicts["latency_p50_ms"] == .regression)  // +100 %, beyond the spread and the 50 % threshold
        #expect(verdicts["upstream_requests"] == .same)
        let lenient = RunComparison(base: base, new: new, threshold: 150).changes
        #expect(lenient.first { $0.metric == "latency_p50_ms" }?.verdict == .worse)
        var other = run([figure("hit_rate", 0.5, strategy: "elsewhere")])
        other.seed = 2
        let apart = RunComparison(base: base, new: other, threshold: 10)
        #expect(apart.changes.isEmpty && apart.missing == ["t/s"])
        #expect(apart.differences == ["seed 1 → 2"])
    }

    @Test func chartsEscapeNamesAndDrawEveryStrategy() {
        var evidence = run([
            figure("hit_rate", 0.5, strategy: "a<b&c"), figure("oracle_hit_rate", 0.7, strategy: "a<b&c"),
        ])
        evidence.id = "R009"
        evidence.distributions[0].strategy = "a<b&c"
        let charts = EvidenceCharts(run: evidence, chinese: true)
        let cdf = charts.latencyCDF(trace: "t")
        #expect(cdf.contains("a&lt;b&amp;c") && !cdf.contains("a<b"))
        #expect(cdf.contains("<polyline") && cdf.contains("延迟累积分布"))
        let bars = charts.hitRates(trace: "t")
        #expect(bars.contains("理论上限") && bars.contains("stroke-dasharray"))
    }
}
