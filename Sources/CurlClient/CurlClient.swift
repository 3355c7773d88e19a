internal import CLibCurl
import Foundation
import Synchronization

/// GET requests through libcurl. Handles are pooled, so connections stay open between requests
/// (keep-alive, as curl itself does). A request first runs on the caller's thread: it looks for the
/// answer for 0.1 ms, then waits for it at most twice 1 ms, which is all a nearby server needs; a
/// slower one is handed to the handle's own serial queue, so Swift's cooperative threads never wait
/// on the network for long. (Handing every request to another thread and back cost about 0.1 ms on
/// a 2-vCPU machine, more than curl's whole loopback exchange.)
public final class CurlClient: Sendable {
    private let idle = Mutex<[Handle]>([])
    private let userAgent: String
    /// Waits of up to 1 ms on the caller's thread before the hand-off.
    private static let inlineWaits = 2
    /// How long the caller's thread looks for an answer before it waits for one.
    private static let spinNanoseconds: UInt64 = 100_000

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
        defer { idle.withLock { $0.append(handle) } }
        var code = handle.begin(url, headers: headers, timeout: timeout, userAgent: userAgent)
        // A nearby server answers within tens of microseconds: looking again costs less than
        // putting the thread to sleep and waking it.
        let spinUntil = DispatchTime.now().uptimeNanoseconds + Self.spinNanoseconds
        while code == nil, DispatchTime.now().uptimeNanoseconds < spinUntil {
            code = handle.advance(waitingMilliseconds: 0)
        }
        for _ in 0..<Self.inlineWaits where code == nil {
            code = handle.advance(waitingMilliseconds: 1)
        }
        if code == nil {
            // A slow answer waits on the handle's queue; cancelling the task ends the wait within 100 ms.
            let cancelled = CancellationFlag()
            code = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    handle.queue.async {
                        var result: CURLcode?
                        while result == nil, !cancelled.isSet { result = handle.advance(waitingMilliseconds: 100) }
                        continuation.resume(returning: result ?? CURLE_ABORTED_BY_CALLBACK)
                    }
                }
            } onCancel: {
                cancelled.set()
            }
        }
        return try handle.finish(code ?? CURLE_OK).get()
    }
}

/// An answer: status, headers (names lower-cased; repeated ones joined with ", "), body as decoded, and
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
    case cancelled
    case other(String)

    public var reason: String {
        switch self {
        case .timedOut: "no answer (timed out)"
        case .connectionDropped: "the connection was dropped"
        case .cutShort: "the body was cut short"
        case .cannotConnect: "cannot connect"
        case .unknownHost: "unknown host"
        case .tls: "the TLS connection failed"
        case .cancelled: "the request was cancelled"
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
        case CURLE_ABORTED_BY_CALLBACK: self = .cancelled
        default: self = .other(String(cString: curl_easy_strerror(code)))
        }
    }
}

/// Set once, by a task's cancellation handler, and read by the loop waiting for its answer.
private final class CancellationFlag: Sendable {
    private let value = Atomic<Bool>(false)

    var isSet: Bool { value.load(ordering: .acquiring) }

    func set() { value.store(true, ordering: .releasing) }
}

/// One easy handle (its connection cache included) in its own multi handle, used by one request at
/// a time: `begin`, `advance` until it gives a result, `finish`.
private final class Handle: @unchecked Sendable {
    private let curl: UnsafeMutableRawPointer
    private let multi: UnsafeMutableRawPointer
    /// Where the handle waits when the caller's thread has waited enough.
    let queue = DispatchQueue(label: "lit.curl")
    private var exchange = Exchange()
    private var list: UnsafeMutablePointer<curl_slist>?

    init() {
        curl = curl_easy_init()!
        multi = curl_multi_init()!
    }

    deinit {
        curl_multi_cleanup(multi)
        curl_easy_cleanup(curl)
    }

    /// What the callbacks fill in.
    final class Exchange {
        var body = Data()
        var headers: [String: String] = [:]
    }

    /// Sets up the request and starts it; a result already (an option refused) ends it at once.
    func begin(_ url: String, headers: [String: String], timeout: TimeInterval, userAgent: String) -> CURLcode? {
        exchange = Exchange()
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            list = curl_slist_append(list, "\(name): \(value)")
        }
        var code = lit_curl_set_text(curl, CURLOPT_URL, url)
        for (option, value) in [
            (CURLOPT_HTTPGET, 1), (CURLOPT_NOSIGNAL, 1), (CURLOPT_FOLLOWLOCATION, 0),
            (CURLOPT_TIMEOUT_MS, max(1, Int(timeout * 1000))),
        ] where code == CURLE_OK {
            code = lit_curl_set_number(curl, option, value)
        }
        if code == CURLE_OK { code = lit_curl_set_text(curl, CURLOPT_ACCEPT_ENCODING, "") }
        if code == CURLE_OK { code = lit_curl_set_text(curl, CURLOPT_PROTOCOLS_STR, "http,https") }
        if code == CURLE_OK { code = lit_curl_set_text(curl, CURLOPT_USERAGENT, userAgent) }
        if code == CURLE_OK { code = lit_curl_set_list(curl, CURLOPT_HTTPHEADER, list) }
        let context = Unmanaged.passUnretained(exchange).toOpaque()
        if code == CURLE_OK { code = lit_curl_set_callbacks(curl, receiveBody, receiveHeader, context) }
        guard code == CURLE_OK else { return code }
        curl_multi_add_handle(multi, curl)
        return advance(waitingMilliseconds: 0)
    }

    /// Moves the transfer on, waiting up to `milliseconds` for the sockets; its result once it ended.
    func advance(waitingMilliseconds milliseconds: Int32) -> CURLcode? {
        var running: Int32 = 0
        if milliseconds > 0 { curl_multi_poll(multi, nil, 0, milliseconds, nil) }
        let status = curl_multi_perform(multi, &running)
        guard status == CURLM_OK else { return CURLE_FAILED_INIT }
        var done: Int32 = 0
        let code = lit_curl_multi_result(multi, &done)
        return done == 1 ? code : nil
    }

    /// The response, or why there is none; the handle is ready for the next request.
    func finish(_ code: CURLcode) -> Result<CurlResponse, CurlFailure> {
        curl_multi_remove_handle(multi, curl)
        curl_slist_free_all(list)
        list = nil
        lit_curl_set_list(curl, CURLOPT_HTTPHEADER, nil)
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

/// Keeps each header line's name (lower-cased) and value, read as bytes (Foundation's trimming
/// costs more than the request on loopback); a new status line (after a 100 Continue) starts over.
private func receiveHeader(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let data, let context else { return 0 }
    let exchange = Unmanaged<Handle.Exchange>.fromOpaque(context).takeUnretainedValue()
    let line = UnsafeRawBufferPointer(start: data, count: size * count)
    if line.starts(with: "HTTP/".utf8) {
        exchange.headers = [:]
    } else if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
        var start = colon + 1
        var end = line.count
        while start < end, isSpace(line[start]) { start += 1 }
        while end > start, isSpace(line[end - 1]) { end -= 1 }
        let name = String(decoding: line[..<colon].map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        let value = String(decoding: line[start..<end], as: UTF8.self)
        // A repeated header is one list, as HTTP defines it ("Cache-Control: max-age=60" then "no-store").
        exchange.headers[name] = exchange.headers[name].map { $0 + ", " + value } ?? value
    }
    return size * count
}
