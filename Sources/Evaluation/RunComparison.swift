/// Two runs compared figure by figure: the change, and whether it is beyond the runs' spread.
public struct RunComparison: Sendable {
    /// One figure of both runs.
    public struct Change: Sendable, Equatable {
        public let trace: String
        public let strategy: String
        public let metric: String
        public let base: Double
        public let new: Double
        /// The relative change in percent (nil when the base is 0).
        public let percent: Double?
        public let verdict: Verdict
    }

    /// What a change means.
    public enum Verdict: String, Sendable {
        /// The same value, or within both runs' spread.
        case same = "same"
        case noise = "within spread"
        /// Better or worse beyond the spread.
        case better, worse
        /// Worse beyond the spread and by more than the threshold.
        case regression
    }

    /// The figures compared, in the base run's order.
    public let changes: [Change]
    /// Trace and strategy pairs of the base run that the new run does not have ("commuter/expiration").
    public let missing: [String]
    /// How the runs' conditions differ (profile, seed, build, machine), which makes changes suspect.
    public let differences: [String]

    /// The figures a comparison looks at, and whether more is better.
    public static let compared: [(metric: String, higherIsBetter: Bool)] = [
        ("hit_rate", true), ("upstream_requests", false), ("body_bytes", false), ("stale_screens", false),
        ("failed_screens", false), ("latency_p50_ms", false), ("latency_p99_ms", false),
    ]

    /// Compares `new` with `base`; with `threshold` (percent), worse changes beyond it are regressions.
    public init(base: EvidenceRun, new: EvidenceRun, threshold: Double?) {
        var changes: [Change] = []
        var missing: [String] = []
        for trace in base.traces {
            for strategy in base.strategies {
                guard new.metric("hit_rate", trace: trace, strategy: strategy) != nil else {
                    missing.append("\(trace)/\(strategy)")
                    continue
                }
                for (name, higherIsBetter) in Self.compared {
                    guard let old = base.metric(name, trace: trace, strategy: strategy),
                        let now = new.metric(name, trace: trace, strategy: strategy)
                    else { continue }
                    changes.append(Self.change(old, now, higherIsBetter: higherIsBetter, threshold: threshold))
                }
            }
        }
        self.changes = changes
        self.missing = missing
        let pairs: [(String, String, String)] = [
            ("profile", base.profile, new.profile), ("seed", "\(base.seed)", "\(new.seed)"),
            ("build", base.environment.build, new.environment.build),
            (
                "machine", "\(base.environment.system), \(base.environment.cores) cores",
                "\(new.environment.system), \(new.environment.cores) cores"
            ),
        ]
        differences = pairs.filter { $0.1 != $0.2 }.map { "\($0.0) \($0.1) → \($0.2)" }
    }

    static func change(_ old: EvidenceMetric, _ now: EvidenceMetric, higherIsBetter: Bool, threshold: Double?) -> Change
    {
        let percent = old.value == 0 ? nil : (now.value - old.value) / abs(old.value) * 100
        let verdict: Verdict
        if now.value == old.value {
            verdict = .same
        } else if now.low <= old.high && old.low <= now.high {
            verdict = .noise
        } else {
            let worse = higherIsBetter ? now.value < old.value : now.value > old.value
            let beyond = threshold.map { limit in percent.map { abs($0) > limit } ?? true } ?? false
            verdict = worse ? (beyond ? .regression : .worse) : .better
        }
        return Change(
            trace: old.trace, strategy: old.strategy, metric: old.name, base: old.value, new: now.value,
            percent: percent, verdict: verdict)
    }
}
