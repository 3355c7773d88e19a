#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-line progress indicator on stderr, shown only when stderr is a terminal.
public final class Progress {
    private let console: Console
    private let label: String
    private let enabled: Bool
    private var lastShown: Double = 0
    private var shownAnything = false

    /// Starts a progress line labelled `label` ("importing matrix.csv").
    public init(console: Console, label: String) {
        self.console = console
        self.label = label
        self.enabled = console.errIsTerminal
    }

    /// Reports that `done` of `total` units (bytes, rows) are finished; redraws at most ten times a second.
    public func update(_ done: Int, of total: Int) {
        guard enabled else { return }
        let now = Self.seconds()
        guard now - lastShown >= 0.1 else { return }
        lastShown = now
        shownAnything = true
        let percent = min(100, done * 100 / max(total, 1))
        try? console.err.write("\r\(label) \(percent)%")
        try? console.err.flush()
    }

    /// Clears the line.
    public func finish() {
        guard enabled, shownAnything else { return }
        try? console.err.write("\r\u{1B}[2K")
        try? console.err.flush()
    }

    private static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
