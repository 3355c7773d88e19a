import Foundation

/// Turns the repetitions of one trace and strategy into stored figures.
enum RunMetrics {
    /// The figures of `replays` (the measured repetitions), beside the trace's oracle bound.
    static func metrics(trace: String, strategy: String, replays: [ReplayResult], oracleHitRate: Double)
        -> [EvidenceMetric]
    {
        func figure(_ name: String, _ unit: String, _ value: (ReplayResult) -> Double) -> EvidenceMetric {
            let values = replays.map(value).sorted()
            return EvidenceMetric(
                trace: trace, strategy: strategy, name: name, value: median(values), low: values.first ?? 0,
                high: values.last ?? 0, unit: unit)
        }
        func share(_ part: @escaping (ReplayResult) -> Int) -> (ReplayResult) -> Double {
            { $0.statistics.lookups == 0 ? 0 : Double(part($0)) / Double($0.statistics.lookups) }
        }
        func milliseconds(_ percentile: Double) -> (ReplayResult) -> Double {
            { Double($0.latency.value(atPercentile: percentile)) / 1000 }
        }
        return [
            figure("screens", "count") { Double($0.screens) },
            figure("lookups", "count") { Double($0.statistics.lookups) },
            figure("hit_rate", "ratio", share { $0.statistics.memoryHits + $0.statistics.diskHits }),
            EvidenceMetric(
                trace: trace, strategy: strategy, name: "oracle_hit_rate", value: oracleHitRate, low: oracleHitRate,
                high: oracleHitRate, unit: "ratio"),
            figure("memory_hit_rate", "ratio", share { $0.statistics.memoryHits }),
            figure("disk_hit_rate", "ratio", share { $0.statistics.diskHits }),
            figure("revalidated_rate", "ratio", share { $0.statistics.revalidated }),
            figure("miss_rate", "ratio", share { $0.statistics.misses - $0.statistics.revalidated }),
            figure("upstream_requests", "count") { Double($0.statistics.upstreamRequests) },
            figure("quota_units", "count") { Double($0.statistics.datasetsRequested) },
            figure("body_bytes", "bytes") { Double($0.statistics.bodyBytesReceived) },
            figure("background_refreshes", "count") { Double($0.statistics.backgroundRefreshes) },
            figure("stale_screens", "count") { Double($0.staleAges.count) },
            figure("stale_age_median_s", "s") { median($0.staleAges.sorted()) },
            figure("stale_age_max_s", "s") { $0.staleAges.max() ?? 0 },
            figure("failed_screens", "count") { Double($0.failures) },
            figure("latency_p50_ms", "ms", milliseconds(50)),
            figure("latency_p90_ms", "ms", milliseconds(90)),
            figure("latency_p99_ms", "ms", milliseconds(99)),
            figure("latency_p99_9_ms", "ms", milliseconds(99.9)),
            figure("latency_max_ms", "ms") { Double($0.latency.maximum) / 1000 },
            figure("replay_s", "s") { $0.replaySeconds },
        ]
    }

    /// The latency ladder of all repetitions together.
    static func distribution(trace: String, strategy: String, replays: [ReplayResult]) -> LatencyDistribution {
        var merged = LatencyHistogram()
        for replay in replays { merged.merge(replay.latency) }
        return LatencyDistribution(
            trace: trace, strategy: strategy,
            points: LatencyDistribution.ladder.map {
                LatencyDistribution.Point(
                    percentile: $0, milliseconds: Double(merged.value(atPercentile: $0)) / 1000)
            })
    }

    static func median(_ sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
