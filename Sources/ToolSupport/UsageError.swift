/// The command line itself is wrong (unknown option, missing argument, bad value): exit 64.
public struct UsageError: Error, CustomStringConvertible, Sendable {
    /// What is wrong, in one line.
    public let message: String
    /// The command path for the help hint ("lit add"), filled in by the dispatcher.
    public var commandPath: String?

    /// Makes a usage error.
    public init(_ message: String, commandPath: String? = nil) {
        self.message = message
        self.commandPath = commandPath
    }

    public var description: String {
        guard let commandPath else { return message }
        return "\(message) (see '\(commandPath) --help')"
    }
}

/// The process exit codes `lit` uses.
public enum ExitCode: Int32, Sendable {
    /// Everything worked.
    case success = 0
    /// The command ran and failed (bad input, a check that did not pass, an I/O error).
    case failure = 1
    /// The command line was wrong (BSD's EX_USAGE).
    case usage = 64
}

/// The command ran and what it found is a failure (a missing record, a failed check): exit 1.
public struct CommandFailure: Error, CustomStringConvertible, Sendable {
    /// What failed, in one line.
    public let message: String

    /// Makes a failure.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
