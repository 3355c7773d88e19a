import Foundation
import Synchronization

/// How long a simulated provider takes to answer (benchmarks of the cache against a slow upstream).
public enum LatencyModel: Sendable {
    /// Answers at once.
    case none
    /// Always the same delay.
    case constant(Duration)
    /// Delays drawn from a log-normal distribution with this median and 99th percentile, from a
    /// seeded generator, so two runs with the same seed wait the same.
    case logNormal(median: Duration, p99: Duration, generator: SeededGenerator)

    /// A log-normal model seeded with `seed`.
    public static func logNormal(median: Duration, p99: Duration, seed: UInt64) -> LatencyModel {
        .logNormal(median: median, p99: p99, generator: SeededGenerator(seed: seed))
    }

    /// The next delay.
    public func nextDelay() -> Duration {
        switch self {
        case .none: return .zero
        case .constant(let delay): return delay
        case .logNormal(let median, let p99, let generator):
            let medianSeconds = median.seconds
            let sigma = log(max(p99.seconds, medianSeconds * 1.000001) / medianSeconds) / 2.326_347_874
            return .seconds(medianSeconds * exp(sigma * generator.nextGaussian()))
        }
    }

    /// Waits for the next delay.
    func wait() async throws {
        let delay = nextDelay()
        if delay > .zero { try await Task.sleep(for: delay) }
    }
}

/// A SplitMix64 generator shared safely between tasks.
public final class SeededGenerator: Sendable {
    private let state: Mutex<UInt64>

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = Mutex(seed)
    }

    /// The next 64 random bits.
    public func next() -> UInt64 {
        state.withLock { state in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A uniform number in (0, 1).
    public func nextUnit() -> Double {
        (Double(next() >> 11) + 0.5) / Double(1 << 53)
    }

    /// A standard normal number (Box–Muller).
    public func nextGaussian() -> Double {
        sqrt(-2 * log(nextUnit())) * cos(2 * Double.pi * nextUnit())
    }
}

extension Duration {
    /// The duration in seconds.
    public var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
