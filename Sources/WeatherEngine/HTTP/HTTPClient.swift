import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends a provider's GETs over URLSession with our own rules, not URLCache's: validators are
/// stored with the cached data, 5xx answers, timeouts and dropped connections are retried with
/// backoff and jitter, a short `Retry-After` is waited out, and a long one stops every request to
/// that host until it has passed (the caller serves stale data meanwhile).
final class HTTPClient: Sendable {
    private let session: URLSession
    /// How hard to try.
    let policy: RetryPolicy
    private let blockedUntil = Mutex<[String: Date]>([:])

    init(policy: RetryPolicy) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = Self.wholeSeconds(policy.timeout)
        configuration.httpAdditionalHeaders = ["Accept-Encoding": "gzip", "User-Agent": "lit-weather-engine/1"]
        session = URLSession(configuration: configuration)
        self.policy = policy
    }

    /// The answer to `request` (any status but 429 and 5xx, which are retried and then thrown).
    func get(_ request: HTTPRequest, provider: String) async throws -> HTTPResponse {
        let source = request.source(provider: provider)
        let host = request.url.host ?? ""
        if let until = blockedUntil.withLock({ $0[host] }), until > Date() {
            throw WeatherError.rateLimited(source: source, retryAfter: until.timeIntervalSinceNow.rounded(.up))
        }
        var failure = ""
        for attempt in 1...max(1, policy.attempts) {
            let isLast = attempt == policy.attempts
            let response: HTTPResponse
            do {
                response = try await send(request)
            } catch let error as URLError {
                failure = request.redacted(Self.describe(error))
                if isLast { break }
                try await Task.sleep(for: .seconds(policy.backoff(beforeRetry: attempt)))
                continue
            } catch let error as CutShort {
                failure = "the body was cut short (\(error.received) of \(error.declared) bytes)"
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
            source: source, reason: "\(failure) after \(policy.attempts) attempt\(policy.attempts == 1 ? "" : "s")")
    }

    private func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: Self.wholeSeconds(policy.timeout))
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let (body, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        let declared = headers["content-length"].flatMap(Int.init)
        if let declared, headers["content-encoding"] == nil, body.count < declared {
            throw CutShort(received: body.count, declared: declared)
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: body, wireBytes: declared ?? body.count)
    }

    /// URLSession on Linux hands libcurl whole seconds, and a timeout under one second becomes
    /// zero (an immediate timeout): round up.
    private static func wholeSeconds(_ timeout: TimeInterval) -> TimeInterval { max(1, timeout.rounded(.up)) }

    /// A body shorter than its Content-Length.
    private struct CutShort: Error {
        let received: Int
        let declared: Int
    }

    /// "timed out after 15 s", "connection lost", ...
    private static func describe(_ error: URLError) -> String {
        switch error.code {
        case .timedOut: "no answer (timed out)"
        case .networkConnectionLost: "the connection was dropped"
        case .cannotConnectToHost: "cannot connect"
        case .cannotFindHost: "unknown host"
        case .secureConnectionFailed, .serverCertificateUntrusted: "the TLS connection failed"
        default: "network error \(error.code.rawValue)"
        }
    }
}
