import Foundation

/// How hard to try: bounded retries with exponential backoff and full jitter for 5xx answers,
/// timeouts and dropped connections, and how long a `Retry-After` may be waited out.
public struct RetryPolicy: Sendable {
    /// Requests in all, the first included.
    public var attempts: Int
    /// The first backoff; each retry doubles it, up to `maximumDelay`.
    public var baseDelay: TimeInterval
    /// The longest backoff.
    public var maximumDelay: TimeInterval
    /// The longest `Retry-After` waited out; a longer one ends the attempt (stale data is served).
    public var maximumRetryAfter: TimeInterval
    /// The longest one request may take, in seconds (URLSession counts it between bytes and in whole seconds).
    public var timeout: TimeInterval

    /// Three attempts, backoff from 0.5 s up to 8 s, Retry-After waited up to 10 s, 15 s timeout.
    public static let standard = RetryPolicy(
        attempts: 3, baseDelay: 0.5, maximumDelay: 8, maximumRetryAfter: 10, timeout: 15)

    /// Makes a policy.
    public init(
        attempts: Int, baseDelay: TimeInterval, maximumDelay: TimeInterval, maximumRetryAfter: TimeInterval,
        timeout: TimeInterval
    ) {
        self.attempts = attempts
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.maximumRetryAfter = maximumRetryAfter
        self.timeout = timeout
    }

    /// The wait before retry number `retry` (1, 2, ...): uniform in [0, min(cap, base·2^(retry−1))].
    func backoff(beforeRetry retry: Int) -> TimeInterval {
        let ceiling = min(maximumDelay, baseDelay * pow(2, Double(retry - 1)))
        return Double.random(in: 0...ceiling)
    }

    /// Seconds to wait from a `Retry-After` header: delay-seconds (digits only) or an HTTP date,
    /// at most a day (RFC 9110 lets a client cap an overflowing value).
    static func retryAfter(_ header: String?, now: Date) -> TimeInterval? {
        guard let header = header?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let seconds = wholeSeconds(header) { return seconds }
        return HTTPDate.parse(header).map { min(max(0, $0.timeIntervalSince(now)), longestWait) }
    }

    /// A day: the longest wait or lifetime a header may ask for.
    static let longestWait: TimeInterval = 86_400

    /// Delay-seconds as HTTP writes them (digits only), capped at a day; nil for anything else.
    static func wholeSeconds(_ text: String) -> TimeInterval? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return text.count > 9 ? longestWait : min(TimeInterval(Int(text)!), longestWait)
    }
}
