import Foundation
import Testing
import WeatherEngine

@testable import Evaluation

@Suite struct LatencyHistogramTests {
    /// The nearest-rank percentile of sorted values.
    func exact(_ sorted: [UInt64], _ percentile: Double) -> UInt64 {
        sorted[LatencyHistogram.nearestRank(percentile, count: sorted.count) - 1]
    }

    @Test func nearestRanksAreExact() {
        #expect(LatencyHistogram.nearestRank(99.9, count: 1000) == 999)
        #expect(LatencyHistogram.nearestRank(50, count: 3) == 2)
        #expect(LatencyHistogram.nearestRank(0, count: 7) == 1)
        #expect(LatencyHistogram.nearestRank(100, count: 7) == 7)
        #expect(LatencyHistogram.nearestRank(7, count: 100) == 7)
        #expect(LatencyHistogram.nearestRank(55, count: 100) == 55)
        #expect(LatencyHistogram.nearestRank(99.99, count: 100_000) == 99_990)
    }

    @Test func percentilesAreWithinTheStatedErrorOfTheExactOnes() {
        let random = SeededGenerator(seed: 42)
        var histogram = LatencyHistogram()
        var values: [UInt64] = []
        for _ in 0..<100_000 {
            let value = UInt64(exp(7 + 2.5 * random.nextGaussian()))  // 1 µs ... seconds
            values.append(value)
            histogram.record(microseconds: value)
        }
        values.sort()
        for percentile in [0, 1, 10, 25, 50, 75, 90, 99, 99.9, 99.99, 100] {
            let reported = Double(histogram.value(atPercentile: percentile))
            let truth = Double(exact(values, percentile))
            #expect(reported >= truth, "p\(percentile)")
            #expect(reported <= truth * (1 + LatencyHistogram.relativeError) + 1, "p\(percentile)")
        }
        #expect(histogram.count == 100_000)
        #expect(histogram.maximum == values.last && histogram.minimum == values.first)
    }

    @Test func smallValuesAreExactAndMergingAddsUp() {
        var first = LatencyHistogram()
        var second = LatencyHistogram()
        for value in 1...1000 { first.record(microseconds: UInt64(value)) }
        for value in 1001...2000 { second.record(microseconds: UInt64(value)) }
        #expect(first.value(atPercentile: 50) == 500)
        first.merge(second)
        #expect(first.count == 2000)
        #expect(first.value(atPercentile: 50) == 1000)
        #expect(first.value(atPercentile: 100) == 2000)
        #expect(LatencyHistogram().value(atPercentile: 99) == 0)
    }
}
