import Evaluation
import Foundation

/// The figures of a run as one row per trace and strategy: what `lit bench run` and `show` print.
enum EvidenceSummary {
    /// The summary table of `run`, headed in English or Chinese.
    static func table(_ run: EvidenceRun, chinese: Bool) -> DataTable {
        let columns: [(key: String, en: String, zh: String, metric: String?, digits: Int)] = [
            ("trace", "trace", "轨迹", nil, 0), ("strategy", "strategy", "策略", nil, 0),
            ("hit_rate", "hit rate", "命中率", "hit_rate", 3), ("oracle_hit_rate", "oracle", "上限", "oracle_hit_rate", 3),
            ("memory_hit_rate", "memory", "内存", "memory_hit_rate", 3),
            ("disk_hit_rate", "disk", "磁盘", "disk_hit_rate", 3),
            ("revalidated_rate", "304", "304", "revalidated_rate", 3), ("miss_rate", "miss", "未命中", "miss_rate", 3),
            ("upstream_requests", "requests", "请求", "upstream_requests", 0),
            ("quota_units", "quota", "配额", "quota_units", 0), ("body_kib", "KiB", "KiB", "body_bytes", -1),
            ("stale_screens", "stale", "过期展示", "stale_screens", 0),
            ("failed_screens", "failed", "失败", "failed_screens", 0),
            ("latency_p50_ms", "p50 ms", "p50 毫秒", "latency_p50_ms", 2),
            ("latency_p99_ms", "p99 ms", "p99 毫秒", "latency_p99_ms", 1),
            ("latency_p99_spread_ms", "p99 spread", "p99 波动", nil, 1),
        ]
        var rows: [[String]] = []
        for trace in run.traces {
            for strategy in run.strategies {
                rows.append(
                    columns.map { column in
                        switch column.key {
                        case "trace": return trace
                        case "strategy": return strategy
                        case "latency_p99_spread_ms":
                            guard let p99 = run.metric("latency_p99_ms", trace: trace, strategy: strategy) else {
                                return ""
                            }
                            return milliseconds(p99.low) + "–" + milliseconds(p99.high)
                        default:
                            guard let name = column.metric,
                                let figure = run.metric(name, trace: trace, strategy: strategy)
                            else { return "" }
                            if column.digits < 0 { return String(Int((figure.value / 1024).rounded())) }
                            if figure.unit == "ms" { return milliseconds(figure.value) }
                            return String(format: "%.\(column.digits)f", figure.value)
                        }
                    })
            }
        }
        return DataTable(
            headers: columns.map { chinese ? $0.zh : $0.en }, keys: columns.map(\.key), rows: rows,
            numeric: Set(2..<(columns.count - 1)))
    }

    /// Every figure of `run`, one per line (for CSV and JSON).
    static func records(_ run: EvidenceRun) -> DataTable {
        DataTable(
            headers: ["run", "trace", "strategy", "metric", "value", "low", "high", "unit"],
            keys: ["run", "trace", "strategy", "metric", "value", "low", "high", "unit"],
            rows: run.metrics.map {
                [run.id, $0.trace, $0.strategy, $0.name, number($0.value), number($0.low), number($0.high), $0.unit]
            }, numeric: [4, 5, 6])
    }

    /// What a run was: its id, profile, machine, build and commit.
    static func heading(_ run: EvidenceRun) -> String {
        let environment = run.environment
        return "\(run.id) · \(run.profile) profile · \(run.repetitions) repetitions · seed \(run.seed) · "
            + "\(environment.system), \(environment.cores) cores · \(environment.build) build · workspace commit "
            + environment.commit + (environment.toolCommit.map { " · lit commit \($0)" } ?? "")
            + (environment.provider.map { " · \($0)" } ?? "")
    }

    /// Milliseconds to a tenth, or to a microsecond below one millisecond (memory hits take microseconds).
    static func milliseconds(_ value: Double) -> String {
        String(format: value < 1 ? "%.3f" : "%.1f", value)
    }

    /// Shortest exact text of a figure.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
