import Foundation
import WeatherEngine

/// How much a run measures.
public struct BenchProfile: Sendable, Equatable {
    /// "quick" or "full".
    public let name: String
    /// The traces' size.
    public let scale: TraceGenerator.Scale
    /// Measured repetitions per trace and strategy.
    public let repetitions: Int
    /// Replays before those, not counted (caches of the process, allocator, files warm up).
    public let warmups: Int

    /// What `lit review` runs: the small traces, three repetitions.
    public static let quick = BenchProfile(name: "quick", scale: .quick, repetitions: 3, warmups: 1)
    /// The thesis figures: the large traces, five repetitions.
    public static let full = BenchProfile(name: "full", scale: .full, repetitions: 5, warmups: 1)

    /// The profile called `name`, if there is one.
    public static func named(_ name: String) -> BenchProfile? {
        [quick, full].first { $0.name == name }
    }
}

/// Runs every trace with every strategy on the fixture provider and collects the figures of a run.
public struct EvidenceRunner: Sendable {
    let profile: BenchProfile
    let traces: [Trace]
    let strategies: [Strategy]
    let fixtures: String
    let scratch: String
    let seed: UInt64

    /// A runner; `scratch` is an empty folder for the replays' disk caches.
    public init(
        profile: BenchProfile, traces: [Trace], strategies: [Strategy], fixtures: String, scratch: String,
        seed: UInt64
    ) {
        self.profile = profile
        self.traces = traces
        self.strategies = strategies
        self.fixtures = fixtures
        self.scratch = scratch
        self.seed = seed
    }

    /// How many replays the run makes (for progress).
    public var replayCount: Int { traces.count * strategies.count * (profile.repetitions + profile.warmups) }

    /// Runs it; `progress` hears after each replay how many are done. The run gets its id when stored.
    public func run(environment: RunEnvironment, progress: (Int) -> Void = { _ in }) async throws
        -> EvidenceRun
    {
        let clock = ManualClock(Date(timeIntervalSince1970: 0))
        let provider = try FixtureProvider(directory: fixtures, clock: clock)
        var metrics: [EvidenceMetric] = []
        var distributions: [LatencyDistribution] = []
        var done = 0
        for trace in traces {
            let oracle = try await OracleBound.compute(trace, provider: provider, clock: clock)
            for strategy in strategies {
                let replayer = Replayer(provider: provider, clock: clock, scratch: scratch, seed: seed)
                var measured: [ReplayResult] = []
                for repetition in 0..<(profile.warmups + profile.repetitions) {
                    let label = "\(trace.name)-\(strategy.name)-\(repetition)"
                    let result = await replayer.replay(trace, with: strategy, label: label)
                    removeCaches(labelled: label)
                    if let problem = result.cacheProblems.first {
                        throw EvidenceError.diskCacheFailed(
                            trace: trace.name, strategy: strategy.name, problem: problem)
                    }
                    if repetition >= profile.warmups { measured.append(result) }
                    done += 1
                    progress(done)
                }
                metrics += RunMetrics.metrics(
                    trace: trace.name, strategy: strategy.name, replays: measured, oracleHitRate: oracle.hitRate)
                distributions.append(
                    RunMetrics.distribution(trace: trace.name, strategy: strategy.name, replays: measured))
            }
        }
        var environment = environment
        environment.provider =
            "fixture provider (synthetic data; ETag validators and 304 answers modelled, network simulated)"
        return EvidenceRun(
            id: "", created: Date(), profile: profile.name, seed: seed, repetitions: profile.repetitions,
            environment: environment, metrics: metrics, distributions: distributions)
    }

    private func removeCaches(labelled label: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? []
        for name in names where name.hasPrefix(label + "-u") {
            try? FileManager.default.removeItem(atPath: scratch + "/" + name)
        }
    }
}

/// A run that cannot give honest figures.
public enum EvidenceError: Error, Equatable, CustomStringConvertible {
    /// A device's disk cache turned off during a replay, so its disk hits became misses.
    case diskCacheFailed(trace: String, strategy: String, problem: String)

    public var description: String {
        switch self {
        case .diskCacheFailed(let trace, let strategy, let problem):
            "\(trace) with \(strategy): \(problem); nothing was stored (free space or file handles, then run again)"
        }
    }
}
