import Foundation
import Synchronization

/// Sends a provider's GETs with our own rules, not URLCache's: validators are
/// stored with the cached data, 5xx answers, timeouts and dropped connections are retried with
/// backoff and jitter, a short `Retry-After` is waited out, and a long one stops every request to
/// that host until it has passed (the caller serves stale data meanwhile).
final class HTTPClient: Sendable {
    private let transport: any HTTPTransport
    /// How hard to try.
    let policy: RetryPolicy
    private let blockedUntil = Mutex<[String: Date]>([:])
    /// Sent with every request.
    static let userAgent = "lit-weather-engine/1"

    init(policy: RetryPolicy, transport: HTTPTransportKind) {
        self.transport = transport.make(timeout: policy.timeout)
        self.policy = policy
    }

    /// The answer to `request` if it is 200 or 304; otherwise the error it means: refused
    /// credentials name `credentialHint`, any other status is quoted with the start of its body.
    func answer(_ request: HTTPRequest, provider: String, credentialHint: String) async throws -> HTTPResponse {
        let response = try await get(request, provider: provider)
        switch response.status {
        case 200, 304: return response
        case 401, 403:
            throw WeatherError.credentials(
                provider: provider,
                reason: "the service refused the credentials (HTTP \(response.status)); check \(credentialHint)")
        default:
            let excerpt =
                String(decoding: response.body.prefix(200), as: UTF8.self)
                .split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            throw WeatherError.unavailable(
                source: request.source(provider: provider),
                reason: request.redacted("HTTP \(response.status)\(excerpt.isEmpty ? "" : ": \(excerpt)")"))
        }
    }

    /// The answer to `request` (any status but 429 and 5xx, which are retried and then thrown).
    func get(_ request: HTTPRequest, provider: String) async throws -> HTTPResponse {
        let source = request.source(provider: provider)
        let host = request.url.host ?? ""
        if let until = blockedUntil.withLock({ $0[host] }), until > Date() {
            throw WeatherError.rateLimited(source: source, retryAfter: until.timeIntervalSinceNow.rounded(.up))
        }
        var failure = ""
        let attempts = max(1, policy.attempts)
        for attempt in 1...attempts {
            let isLast = attempt == attempts
            let response: HTTPResponse
            do {
                response = try await transport.send(request, timeout: policy.timeout)
            } catch {
                failure = request.redacted(error.reason)
                if isLast { break }
                try await Task.sleep(for: .seconds(policy.backoff(beforeRetry: attempt)))
                continue
            }
            switch response.status {
            case 429:
                let wait = RetryPolicy.retryAfter(response.headers["retry-after"], now: Date())
                if !isLast, (wait ?? 0) <= policy.maximumRetryAfter {
                    try await Task.sleep(for: .seconds(wait ?? policy.backoff(beforeRetry: attempt)))
                    continue
                }
                let blocked = wait ?? 60
                blockedUntil.withLock { $0[host] = Date().addingTimeInterval(blocked) }
                throw WeatherError.rateLimited(source: source, retryAfter: blocked)
            case 500...599:
                failure = "HTTP \(response.status)"
                if isLast { break }
                try await Task.sleep(for: .seconds(policy.backoff(beforeRetry: attempt)))
                continue
            default:
                return response
            }
        }
        throw WeatherError.unavailable(
            source: source, reason: "\(failure) after \(attempts) attempt\(attempts == 1 ? "" : "s")")
    }
}
