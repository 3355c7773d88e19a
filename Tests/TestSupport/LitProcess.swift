import Foundation

/// The result of running a program.
public struct ProcessResult: Sendable {
    /// The exit status.
    public let status: Int32
    /// Everything written to stdout.
    public let stdout: String
    /// Everything written to stderr.
    public let stderr: String
}

/// Runs the built `lit` binary, as a user would.
public enum LitProcess {
    /// The `lit` executable beside the test bundle (or $LIT_BINARY).
    public static var binaryPath: String {
        if let explicit = ProcessInfo.processInfo.environment["LIT_BINARY"] { return explicit }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("lit").path
    }

    /// The repository's root folder (for Fixtures/).
    public static var repositoryRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    /// Runs `lit` with `arguments` in `directory` and waits for it.
    @discardableResult
    public static func run(
        _ arguments: [String], in directory: String, environment: [String: String] = [:]
    ) throws -> ProcessResult {
        let process = try start(arguments, in: directory, environment: environment)
        return try process.wait()
    }

    /// Starts `lit` without waiting.
    public static func start(
        _ arguments: [String], in directory: String, environment: [String: String] = [:]
    ) throws -> RunningProcess {
        try RunningProcess(executable: binaryPath, arguments: arguments, directory: directory, environment: environment)
    }
}

/// A started program whose output is collected in temporary files.
public final class RunningProcess: @unchecked Sendable {
    /// The process.
    public let process = Process()
    private let outPath: String
    private let errPath: String

    /// Starts `executable`.
    public init(executable: String, arguments: [String], directory: String, environment: [String: String]) throws {
        let base = FileManager.default.temporaryDirectory.path + "/lit-run-" + UUID().uuidString
        outPath = base + ".out"
        errPath = base + ".err"
        try Data().write(to: URL(fileURLWithPath: outPath))
        try Data().write(to: URL(fileURLWithPath: errPath))
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        // What runs here gets no LIT_* setting of the shell that started the tests, only those given.
        var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LIT_") }
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = FileHandle(forWritingAtPath: outPath)
        process.standardError = FileHandle(forWritingAtPath: errPath)
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// Waits for the end and returns what it printed.
    public func wait() throws -> ProcessResult {
        process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        return ProcessResult(
            status: process.terminationStatus,
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }
}

/// Runs other programs the tests rely on (openssl, python3, nginx), found on PATH.
public enum ExternalProgram {
    /// Runs `name` with `arguments` in `directory` and waits for it.
    @discardableResult
    public static func run(_ name: String, _ arguments: [String], in directory: String = ".") throws
        -> ProcessResult
    {
        try start(name, arguments, in: directory).wait()
    }

    /// Starts `name` without waiting.
    public static func start(_ name: String, _ arguments: [String], in directory: String = ".") throws
        -> RunningProcess
    {
        try RunningProcess(
            executable: "/usr/bin/env", arguments: [name] + arguments, directory: directory, environment: [:])
    }

    /// Starts a Python script as a process of its own that receives signals itself: Debian's
    /// /usr/bin/python3 where it exists, since a version manager's `python3` on PATH may run the
    /// interpreter as a child of a shell script, and stopping that script would leave a server running.
    public static func startPython(_ script: String, _ arguments: [String]) throws -> RunningProcess {
        let debian = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: debian) else {
            return try start("python3", [script] + arguments)
        }
        return try RunningProcess(executable: debian, arguments: [script] + arguments, directory: ".", environment: [:])
    }
}
