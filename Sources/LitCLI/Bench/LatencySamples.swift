import Evaluation
import Foundation

/// Latency samples in nanoseconds, with exact percentiles from the sorted samples.
struct LatencySamples {
    private(set) var nanoseconds: [UInt64] = []

    /// Samples already measured elsewhere (curl's time_total), in seconds.
    init(seconds: [Double] = []) {
        nanoseconds = seconds.map { UInt64(($0 * 1e9).rounded()) }
    }

    /// Times `body` once and keeps the sample.
    mutating func measure(_ body: () async throws -> Void) async rethrows {
        let start = DispatchTime.now().uptimeNanoseconds
        try await body()
        nanoseconds.append(DispatchTime.now().uptimeNanoseconds - start)
    }

    /// Adds another set's samples.
    mutating func append(_ other: LatencySamples) { nanoseconds += other.nanoseconds }

    /// The value at `percentile` (0–100), nearest rank, in microseconds.
    func microseconds(at percentile: Double) -> Double {
        let sorted = nanoseconds.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = LatencyHistogram.nearestRank(percentile, count: sorted.count)
        return Double(sorted[rank - 1]) / 1000
    }
}
