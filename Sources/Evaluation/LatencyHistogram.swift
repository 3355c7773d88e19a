/// Latencies in microseconds, counted in log-linear buckets (as HdrHistogram does): values below
/// 2048 µs exactly, larger ones in buckets 1/1024 of their size wide, so every percentile it reports
/// is at most 0.1 % above the exact one. Recording is constant time; the footprint is fixed.
public struct LatencyHistogram: Sendable, Equatable {
    /// Buckets per doubling above the exact range.
    static let subBuckets: UInt64 = 1024
    /// The relative error of a reported value: a bucket's width over its lowest value, at most.
    public static let relativeError = 1.0 / 1024

    private var counts: [UInt64]
    /// How many values were recorded.
    public private(set) var count: UInt64 = 0
    /// The smallest and largest value recorded (exact).
    public private(set) var minimum: UInt64 = .max
    public private(set) var maximum: UInt64 = 0
    private var sum: Double = 0

    /// An empty histogram for values up to about 2^42 µs (49 days).
    public init() {
        counts = Array(repeating: 0, count: Self.index(of: 1 << 42) + 1)
    }

    /// Records one latency in microseconds.
    public mutating func record(microseconds value: UInt64) {
        let value = min(value, 1 << 42)
        counts[Self.index(of: value)] += 1
        count += 1
        minimum = Swift.min(minimum, value)
        maximum = Swift.max(maximum, value)
        sum += Double(value)
    }

    /// Records one latency in seconds.
    public mutating func record(seconds: Double) {
        record(microseconds: UInt64(max(0, (seconds * 1_000_000).rounded())))
    }

    /// Adds every value of `other`.
    public mutating func merge(_ other: LatencyHistogram) {
        for index in counts.indices where other.counts[index] > 0 { counts[index] += other.counts[index] }
        count += other.count
        minimum = Swift.min(minimum, other.minimum)
        maximum = Swift.max(maximum, other.maximum)
        sum += other.sum
    }

    /// The mean in microseconds (0 when empty).
    public var mean: Double { count == 0 ? 0 : sum / Double(count) }

    /// The value at `percentile` (0–100) by nearest rank: the highest value of the bucket holding
    /// that rank, never above the maximum (0 when empty).
    public func value(atPercentile percentile: Double) -> UInt64 {
        guard count > 0 else { return 0 }
        let rank = UInt64(Self.nearestRank(percentile, count: Int(count)))
        var seen: UInt64 = 0
        for (index, bucketCount) in counts.enumerated() where bucketCount > 0 {
            seen += bucketCount
            if seen >= rank { return Swift.min(Self.highestValue(inBucket: index), maximum) }
        }
        return maximum
    }

    /// The 1-based rank of `percentile` (0–100) among `count` sorted values, by the nearest-rank
    /// method: the smallest rank r with r / count ≥ percentile / 100. Integer arithmetic (in
    /// millionths of a percent), so p99.9 of 1000 values is rank 999, not 1000.
    public static func nearestRank(_ percentile: Double, count: Int) -> Int {
        let millionths = Int((min(max(percentile, 0), 100) * 10_000).rounded())  // of 100 %: 1_000_000
        return min(max(1, (millionths * count + 999_999) / 1_000_000), count)
    }

    static func index(of value: UInt64) -> Int {
        guard value >= 2 * subBuckets else { return Int(value) }
        let shift = UInt64(63 - value.leadingZeroBitCount) - 10  // value >> shift is in 1024...2047
        return Int(2 * subBuckets + (shift - 1) * subBuckets + (value >> shift) - subBuckets)
    }

    static func highestValue(inBucket index: Int) -> UInt64 {
        let index = UInt64(index)
        guard index >= 2 * subBuckets else { return index }
        let shift = (index - 2 * subBuckets) / subBuckets + 1
        let mantissa = (index - 2 * subBuckets) % subBuckets + subBuckets
        return ((mantissa + 1) << shift) - 1
    }
}
