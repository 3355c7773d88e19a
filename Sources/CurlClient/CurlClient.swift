import CLibCurl
import Foundation
import Synchronization

/// GET requests through libcurl's easy interface. Handles are pooled, so connections stay open
/// between requests (keep-alive, as curl itself does); each handle blocks its own serial queue
/// while it works (a hop to a serial queue costs about half of one to the global queues).
public final class CurlClient: Sendable {
    private let idle = Mutex<[Handle]>([])
    private let userAgent: String

    /// A client that sends `userAgent`.
    public init(userAgent: String) {
        curl_global_init(Int(CURL_GLOBAL_DEFAULT))
        self.userAgent = userAgent
    }

    /// Sends a GET for `url` with `headers`, failing after `timeout` seconds in all; gzip and
    /// deflate bodies are decoded, and only HTTP and HTTPS are allowed.
    public func get(_ url: String, headers: [String: String], timeout: TimeInterval) async throws(CurlFailure)
        -> CurlResponse
    {
        let handle = idle.withLock { $0.popLast() } ?? Handle()
        let result: Result<CurlResponse, CurlFailure> = await withCheckedContinuation { continuation in
            handle.queue.async {
                continuation.resume(
                    returning: handle.get(url, headers: headers, timeout: timeout, userAgent: self.userAgent))
            }
        }
        idle.withLock { $0.append(handle) }
        return try result.get()
    }
}

/// An answer: status, headers (names lower-cased; the last of repeated ones), body as decoded, and
/// the body's size on the wire.
public struct CurlResponse: Sendable {
    public let status: Int
    public let headers: [String: String]
    public let body: Data
    public let wireBytes: Int
}

/// Why there is no answer, in words for an error message.
public enum CurlFailure: Error, Equatable, Sendable {
    case timedOut
    case connectionDropped
    case cutShort
    case cannotConnect
    case unknownHost
    case tls
    case other(String)

    public var reason: String {
        switch self {
        case .timedOut: "no answer (timed out)"
        case .connectionDropped: "the connection was dropped"
        case .cutShort: "the body was cut short"
        case .cannotConnect: "cannot connect"
        case .unknownHost: "unknown host"
        case .tls: "the TLS connection failed"
        case .other(let text): text
        }
    }

    init(_ code: CURLcode) {
        switch code {
        case CURLE_OPERATION_TIMEDOUT: self = .timedOut
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR: self = .connectionDropped
        case CURLE_PARTIAL_FILE: self = .cutShort
        case CURLE_COULDNT_CONNECT: self = .cannotConnect
        case CURLE_COULDNT_RESOLVE_HOST: self = .unknownHost
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION: self = .tls
        default: self = .other(String(cString: curl_easy_strerror(code)))
        }
    }
}

/// One easy handle (its connection cache included), used by one request at a time.
private final class Handle: @unchecked Sendable {
    private let curl: UnsafeMutableRawPointer
    /// Where the handle's blocking calls run.
    let queue = DispatchQueue(label: "lit.curl")

    init() { curl = curl_easy_init()! }
    deinit { curl_easy_cleanup(curl) }

    /// What the callbacks fill in.
    final class Exchange {
        var body = Data()
        var headers: [String: String] = [:]
    }

    func get(_ url: String, headers: [String: String], timeout: TimeInterval, userAgent: String)
        -> Result<CurlResponse, CurlFailure>
    {
        var list: UnsafeMutablePointer<curl_slist>?
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            list = curl_slist_append(list, "\(name): \(value)")
        }
        defer { curl_slist_free_all(list) }
        let exchange = Exchange()
        let context = Unmanaged.passUnretained(exchange).toOpaque()
        var code = lit_curl_set_text(curl, CURLOPT_URL, url)
        for (option, value) in [
            (CURLOPT_HTTPGET, 1), (CURLOPT_NOSIGNAL, 1), (CURLOPT_FOLLOWLOCATION, 0),
            (CURLOPT_TIMEOUT_MS, Int(timeout * 1000)),
        ] where code == CURLE_OK {
            code = lit_curl_set_number(curl, option, value)
        }
        if code == CURLE_OK { code = lit_curl_set_text(curl, CURLOPT_ACCEPT_ENCODING, "") }
        if code == CURLE_OK { code = lit_curl_set_text(curl, CURLOPT_PROTOCOLS_STR, "http,https") }
        if code == CURLE_OK { code = lit_curl_set_text(curl, CURLOPT_USERAGENT, userAgent) }
        if code == CURLE_OK { code = lit_curl_set_list(curl, CURLOPT_HTTPHEADER, list) }
        if code == CURLE_OK { code = lit_curl_set_callbacks(curl, receiveBody, receiveHeader, context) }
        if code == CURLE_OK { code = curl_easy_perform(curl) }
        guard code == CURLE_OK else { return .failure(CurlFailure(code)) }
        return .success(
            CurlResponse(
                status: lit_curl_status(curl), headers: exchange.headers, body: exchange.body,
                wireBytes: Int(lit_curl_downloaded(curl))))
    }
}

private func receiveBody(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
)
    -> Int
{
    guard let data, let context else { return 0 }
    let exchange = Unmanaged<Handle.Exchange>.fromOpaque(context).takeUnretainedValue()
    exchange.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size * count)
    return size * count
}

/// Keeps each header line's name and value; a new status line (after a 100 Continue) starts over.
private func receiveHeader(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let data, let context else { return 0 }
    let exchange = Unmanaged<Handle.Exchange>.fromOpaque(context).takeUnretainedValue()
    let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size * count), as: UTF8.self)
    if line.hasPrefix("HTTP/") {
        exchange.headers = [:]
    } else if let colon = line.firstIndex(of: ":") {
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        exchange.headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return size * count
}
