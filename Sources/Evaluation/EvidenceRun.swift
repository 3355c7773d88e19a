import Foundation

/// One stored run of the harness: what was run, where, and what it measured.
public struct EvidenceRun: Sendable, Equatable {
    /// "R001", given when the run is stored.
    public var id: String
    /// When it finished.
    public var created: Date
    /// "quick" or "full".
    public var profile: String
    /// The seed of the simulated network (the traces carry their own).
    public var seed: UInt64
    /// Measured repetitions per trace and strategy (after the warm-up replays, which are not counted).
    public var repetitions: Int
    /// The machine, build and commit it ran on.
    public var environment: RunEnvironment
    /// The figures, one per trace, strategy and metric.
    public var metrics: [EvidenceMetric]
    /// Latency percentiles per trace and strategy, for charts.
    public var distributions: [LatencyDistribution]
    /// What the run depends on (`RunFingerprint`), when it was recorded: a later run with the same
    /// fingerprint would measure the same, so `lit review` reuses this one.
    public var fingerprint: String?

    /// A run; `id` is given when it is stored.
    public init(
        id: String, created: Date, profile: String, seed: UInt64, repetitions: Int, environment: RunEnvironment,
        metrics: [EvidenceMetric], distributions: [LatencyDistribution], fingerprint: String? = nil
    ) {
        self.id = id
        self.created = created
        self.profile = profile
        self.seed = seed
        self.repetitions = repetitions
        self.environment = environment
        self.metrics = metrics
        self.distributions = distributions
        self.fingerprint = fingerprint
    }

    /// The traces, in run order.
    public var traces: [String] { unique(metrics.map(\.trace)) }
    /// The strategies, in run order.
    public var strategies: [String] { unique(metrics.map(\.strategy)) }

    /// The figure for one trace, strategy and metric.
    public func metric(_ name: String, trace: String, strategy: String) -> EvidenceMetric? {
        metrics.first { $0.name == name && $0.trace == trace && $0.strategy == strategy }
    }

    private func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

/// One figure: its value over the repetitions (the median) and their spread (lowest, highest).
public struct EvidenceMetric: Sendable, Equatable {
    /// The trace and strategy it was measured on.
    public var trace: String
    public var strategy: String
    /// "hit_rate", "latency_p99_ms", ...
    public var name: String
    /// The median over the repetitions.
    public var value: Double
    /// The lowest and highest repetition.
    public var low: Double
    public var high: Double
    /// "ratio", "ms", "count", "bytes", "s".
    public var unit: String

    /// A figure.
    public init(trace: String, strategy: String, name: String, value: Double, low: Double, high: Double, unit: String) {
        self.trace = trace
        self.strategy = strategy
        self.name = name
        self.value = value
        self.low = low
        self.high = high
        self.unit = unit
    }
}

/// Latency at a ladder of percentiles (milliseconds), for a CDF chart.
public struct LatencyDistribution: Sendable, Equatable {
    public var trace: String
    public var strategy: String
    /// (percentile 0–100, milliseconds), ascending.
    public var points: [Point]

    /// One step of the ladder.
    public struct Point: Sendable, Equatable {
        public var percentile: Double
        public var milliseconds: Double
    }

    /// The percentiles charted: every whole one, then the tail.
    public static let ladder: [Double] = (0...99).map(Double.init) + [99.5, 99.9, 100]
}
