import Foundation
import Synchronization

/// A clock that stands still until moved (tests, simulated traces).
public final class ManualClock: WeatherClock {
    private let current: Mutex<Date>

    /// A clock showing `start`.
    public init(_ start: Date) {
        current = Mutex(start)
    }

    public var now: Date { current.withLock { $0 } }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// Sets the clock to `date`.
    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }
}
