import Foundation

/// How long a simulated provider takes to answer (benchmarks of the cache against a slow upstream).
public enum LatencyModel: Sendable {
    /// Answers at once.
    case none
    /// Always the same delay.
    case constant(Duration)

    /// Waits for the modelled delay.
    func wait() async throws {
        switch self {
        case .none: return
        case .constant(let delay): try await Task.sleep(for: delay)
        }
    }
}
