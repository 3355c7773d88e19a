import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a run ran: enough to say whether two runs can be compared.
public struct RunEnvironment: Sendable, Equatable, Codable {
    /// "Linux 6.1.0 x86_64".
    public var system: String
    /// Processor cores the process may use.
    public var cores: Int
    /// Memory in bytes.
    public var memoryBytes: UInt64
    /// "release" or "debug".
    public var build: String
    /// The workspace's git commit ("abc1234", "+dirty" when there are changes), or "none".
    public var commit: String
    /// The provider the traces were replayed against, and what of it is modelled rather than real.
    public var provider: String?
    /// The git commit of the source tree `lit` was built from, when it runs from one ("+dirty" with changes).
    public var toolCommit: String?

    /// An environment.
    public init(
        system: String, cores: Int, memoryBytes: UInt64, build: String, commit: String, provider: String? = nil,
        toolCommit: String? = nil
    ) {
        self.system = system
        self.cores = cores
        self.memoryBytes = memoryBytes
        self.build = build
        self.commit = commit
        self.provider = provider
        self.toolCommit = toolCommit
    }
}

extension RunEnvironment {
    /// This machine and build, the git commit of `repository` (the workspace) and of `toolSource`
    /// (the source tree the running `lit` was built in, if known).
    public static func current(repository: String, toolSource: String? = nil) -> RunEnvironment {
        var names = utsname()
        uname(&names)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        #if DEBUG
            let build = "debug"
        #else
            let build = "release"
        #endif
        return RunEnvironment(
            system: "\(field(names.sysname)) \(field(names.release)) \(field(names.machine))",
            cores: ProcessInfo.processInfo.activeProcessorCount, memoryBytes: ProcessInfo.processInfo.physicalMemory,
            build: build, commit: commit(of: repository), toolCommit: toolSource.map(commit(of:)))
    }

    /// "abc1234", with "+dirty" when the work tree has changes; "none" outside git.
    static func commit(of repository: String) -> String {
        guard let head = git(["rev-parse", "--short", "HEAD"], in: repository), !head.isEmpty else { return "none" }
        let changes = git(["status", "--porcelain", "--untracked-files=no"], in: repository) ?? ""
        return changes.isEmpty ? head : head + "+dirty"
    }

    private static func git(_ arguments: [String], in folder: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
