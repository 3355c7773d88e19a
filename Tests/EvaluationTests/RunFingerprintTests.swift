import Foundation
import TestSupport
import Testing

@testable import Evaluation

/// A stored run is reused only when nothing it depends on changed.
@Suite struct RunFingerprintTests {
    let folder = TemporaryDirectory()

    init() {
        folder.write("fixtures/places.json", "[]")
        folder.write("fixtures/beijing.json", "{\"a\": 1}")
        folder.write("fixtures/README.md", "not an input")
    }

    func fingerprint(
        build: String = "gnu:1", traces: [Trace]? = nil, strategies: [String] = ["expiration"],
        profile: String = "quick 3+1", seed: UInt64 = 1
    ) throws -> String {
        try RunFingerprint.make(
            build: build, traces: traces ?? [try trace()], fixtures: folder.file("fixtures"), strategies: strategies,
            profile: profile, seed: seed)
    }

    func trace(seed: UInt64 = 1) throws -> Trace {
        try #require(TraceGenerator.make("commuter", seed: seed, scale: .quick))
    }

    @Test func theSameInputsGiveTheSameFingerprint() throws {
        #expect(try fingerprint() == fingerprint())
        folder.write("fixtures/README.md", "changed: not an input")
        #expect(try fingerprint() == fingerprint())
    }

    @Test func everyInputChangesIt() throws {
        let base = try fingerprint()
        #expect(try fingerprint(build: "gnu:2") != base)
        #expect(try fingerprint(traces: [try trace(seed: 2)]) != base)
        #expect(try fingerprint(strategies: ["expiration", "revalidation"]) != base)
        #expect(try fingerprint(profile: "full 5+1") != base)
        #expect(try fingerprint(seed: 2) != base)
        folder.write("fixtures/beijing.json", "{\"a\": 2}")
        #expect(try fingerprint() != base)
    }

    @Test func theStoreFindsTheLatestRunWithAFingerprint() throws {
        let store = try EvidenceStore(path: folder.file("evidence.sqlite3"))
        func run(_ fingerprint: String?) -> EvidenceRun {
            EvidenceRun(
                id: "", created: Date(timeIntervalSince1970: 1_800_000_000), profile: "quick", seed: 1,
                repetitions: 3, environment: EvidenceStoreTests.environment, metrics: [], distributions: [],
                fingerprint: fingerprint)
        }
        _ = try store.store(run("aaaa"))
        _ = try store.store(run(nil))
        _ = try store.store(run("aaaa"))
        #expect(try store.latest(fingerprint: "aaaa") == "R003")
        #expect(try store.latest(fingerprint: "bbbb") == nil)
        #expect(try store.run("R001")?.fingerprint == "aaaa")
        #expect(try store.run("R002")?.fingerprint == nil)
    }
}
