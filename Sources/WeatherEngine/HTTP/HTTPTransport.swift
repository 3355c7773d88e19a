import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(CurlClient)
    import CurlClient
#endif

/// How requests leave the process: URLSession, or on Linux libcurl directly (URLSession there adds
/// about half a millisecond per request over libcurl; `lit bench http` measures both beside curl).
public enum HTTPTransportKind: String, CaseIterable, Sendable {
    case urlSession = "urlsession"
    case curl

    /// libcurl where it is linked (Linux), URLSession elsewhere.
    public static var platformDefault: HTTPTransportKind {
        #if canImport(CurlClient)
            .curl
        #else
            .urlSession
        #endif
    }

    func make(timeout: TimeInterval) -> any HTTPTransport {
        #if canImport(CurlClient)
            if self == .curl { return CurlTransport() }
        #endif
        return URLSessionTransport(timeout: timeout)
    }
}

/// Why a request got no answer ("no answer (timed out)"); always worth another attempt.
struct TransportFailure: Error {
    let reason: String
}

/// Sends one GET and returns whatever status came back.
protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest, timeout: TimeInterval) async throws(TransportFailure) -> HTTPResponse
}

/// URLSession without URLCache: validators are the engine's business.
struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    init(timeout: TimeInterval) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = Self.wholeSeconds(timeout)
        configuration.httpAdditionalHeaders = ["Accept-Encoding": "gzip", "User-Agent": HTTPClient.userAgent]
        session = URLSession(configuration: configuration)
    }

    func send(_ request: HTTPRequest, timeout: TimeInterval) async throws(TransportFailure) -> HTTPResponse {
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: Self.wholeSeconds(timeout))
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let body: Data
        let response: URLResponse
        do {
            (body, response) = try await session.data(for: urlRequest)
        } catch let error as URLError {
            throw TransportFailure(reason: Self.describe(error))
        } catch {
            throw TransportFailure(reason: "\(error)")
        }
        guard let http = response as? HTTPURLResponse else { throw TransportFailure(reason: "not an HTTP answer") }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        let declared = headers["content-length"].flatMap(Int.init)
        if let declared, headers["content-encoding"] == nil, body.count < declared {
            throw TransportFailure(reason: "the body was cut short (\(body.count) of \(declared) bytes)")
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: body, wireBytes: declared ?? body.count)
    }

    /// URLSession on Linux hands libcurl whole seconds, and a timeout under one second becomes
    /// zero (an immediate timeout): round up.
    private static func wholeSeconds(_ timeout: TimeInterval) -> TimeInterval { max(1, timeout.rounded(.up)) }

    private static func describe(_ error: URLError) -> String {
        switch error.code {
        case .timedOut: "no answer (timed out)"
        case .networkConnectionLost: "the connection was dropped"
        case .cannotConnectToHost: "cannot connect"
        case .cannotFindHost: "unknown host"
        case .secureConnectionFailed, .serverCertificateUntrusted: "the TLS connection failed"
        // URLSession on Linux reports libcurl's "partial file" as an unknown error.
        case .unknown: "the body was cut short or the transfer failed (URLError -1)"
        default: "network error \(error.code.rawValue)"
        }
    }
}

#if canImport(CurlClient)
    /// libcurl's easy interface with pooled handles (kept-alive connections).
    struct CurlTransport: HTTPTransport {
        private let client = CurlClient(userAgent: HTTPClient.userAgent)

        func send(_ request: HTTPRequest, timeout: TimeInterval) async throws(TransportFailure) -> HTTPResponse {
            do {
                let answer = try await client.get(
                    request.url.absoluteString, headers: request.headers, timeout: timeout)
                return HTTPResponse(
                    status: answer.status, headers: answer.headers, body: answer.body, wireBytes: answer.wireBytes)
            } catch {
                throw TransportFailure(reason: error.reason)
            }
        }
    }
#endif
