import Evaluation
import Foundation

/// Latency samples in nanoseconds, with exact percentiles from the sorted samples.
struct LatencySamples {
    private(set) var nanoseconds: [UInt64] = []

    /// Times `body` once and keeps the sample.
    mutating func measure(_ body: () async throws -> Void) async rethrows {
        let start = DispatchTime.now().uptimeNanoseconds
        try await body()
        nanoseconds.append(DispatchTime.now().uptimeNanoseconds - start)
    }

    /// The value at `percentile` (0–100), nearest rank, in microseconds.
    func microseconds(at percentile: Double) -> Double {
        let sorted = nanoseconds.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = LatencyHistogram.nearestRank(percentile, count: sorted.count)
        return Double(sorted[rank - 1]) / 1000
    }
}
