import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// nginx on 127.0.0.1 serving `Fixtures/http` under the providers' paths, with its own
/// temporary prefix and configuration (Tests/Support/nginx.conf.template). Stopped on deinit, and
/// by Tests/Support/supervise.py when the test process ends without stopping it.
public final class NginxServer: @unchecked Sendable {
    /// "http://127.0.0.1:PORT".
    public let origin: String
    private let process: RunningProcess
    private let prefix: TemporaryDirectory

    /// Starts nginx on a free port and waits until it accepts connections.
    public init() throws {
        prefix = TemporaryDirectory()
        let template = try String(
            contentsOfFile: LitProcess.repositoryRoot + "/Tests/Support/nginx.conf.template", encoding: .utf8)
        let port = try LoopbackPort.free()
        // As root, nginx's workers would run as nobody and could not read a clone in a folder only
        // root may enter: they stay root, on loopback, serving test files.
        let user = getuid() == 0 ? "user root;" : ""
        let configuration = template.replacingOccurrences(of: "@USER@", with: user)
            .replacingOccurrences(of: "@PREFIX@", with: prefix.path)
            .replacingOccurrences(of: "@PORT@", with: String(port))
            .replacingOccurrences(of: "@ROOT@", with: LitProcess.repositoryRoot + "/Fixtures/http")
        let path = prefix.write("nginx.conf", configuration)
        process = try ExternalProgram.startPython(
            LitProcess.repositoryRoot + "/Tests/Support/supervise.py",
            [LoopbackPort.nginxPath, "-p", prefix.path, "-c", path, "-e", prefix.file("error.log")])
        origin = "http://127.0.0.1:\(port)"
        try LoopbackPort.waitUntilOpen(port, process: process, log: prefix.file("error.log"))
    }

    deinit { process.process.terminate() }
}

/// Tests/Support/faultserver.py: a loopback server that answers with scripted faults.
public final class FaultServer: @unchecked Sendable {
    /// "http://127.0.0.1:PORT".
    public let origin: String
    private let process: RunningProcess

    /// Starts the server (files for `file` actions come from Fixtures/http).
    public init() throws {
        let port = try LoopbackPort.free()
        process = try ExternalProgram.startPython(
            LitProcess.repositoryRoot + "/Tests/Support/faultserver.py",
            ["--port", String(port), "--root", LitProcess.repositoryRoot + "/Fixtures/http"])
        origin = "http://127.0.0.1:\(port)"
        try LoopbackPort.waitUntilOpen(port, process: process, log: nil)
    }

    deinit { process.process.terminate() }

    /// Replaces the queue of scripted answers (see faultserver.py for the actions) and clears the log.
    public func script(_ actions: [[String: Any]]) async throws {
        var request = URLRequest(url: URL(string: origin + "/_control/script")!)
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: actions)
        _ = try await URLSession.shared.data(for: request)
    }

    /// The requests received since the last script: method, path with query, lower-cased headers.
    public func requests() async throws -> [(path: String, headers: [String: String])] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: origin + "/_control/requests")!)
        let log = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        return log.map { ($0["path"] as? String ?? "", $0["headers"] as? [String: String] ?? [:]) }
    }
}

/// Free ports on 127.0.0.1, and waiting for a server to listen on one.
public enum LoopbackPort {
    /// nginx: on PATH, or where Debian installs it.
    public static var nginxPath: String {
        FileManager.default.isExecutableFile(atPath: "/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx"
    }

    /// A port nothing listens on now (the kernel's choice for port 0).
    public static func free() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { throw LoopbackError("cannot bind a loopback port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Waits up to 10 s for `port` to accept a connection; fails early if the server exits.
    static func waitUntilOpen(_ port: Int, process: RunningProcess, log: String?) throws {
        for _ in 0..<200 {
            if canConnect(port) { return }
            if !process.process.isRunning {
                let reason = log.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
                throw LoopbackError("the server on port \(port) exited: \(reason)")
            }
            usleep(50_000)
        }
        throw LoopbackError("nothing listens on port \(port) after 10 s")
    }

    private static func canConnect(_ port: Int) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}

/// A test server that could not start.
public struct LoopbackError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
