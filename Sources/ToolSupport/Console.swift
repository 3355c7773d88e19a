import TextSupport

/// Where a command writes and what it knows of its surroundings: the two output streams, whether
/// they are terminals, the environment and the working directory.
public final class Console {
    /// Results go here.
    public let out: any OutputSink
    /// Errors, warnings and progress go here.
    public let err: any OutputSink
    /// Whether stdout is a terminal (tables by default, colour allowed).
    public let outIsTerminal: Bool
    /// Whether stderr is a terminal (progress shown, colour allowed).
    public let errIsTerminal: Bool
    /// The environment variables.
    public let environment: [String: String]
    /// The directory relative paths start from.
    public let workingDirectory: String

    /// Makes a console from its parts.
    public init(
        out: any OutputSink, err: any OutputSink, outIsTerminal: Bool, errIsTerminal: Bool,
        environment: [String: String], workingDirectory: String
    ) {
        self.out = out
        self.err = err
        self.outIsTerminal = outIsTerminal
        self.errIsTerminal = errIsTerminal
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    /// Whether colour may be used: on a terminal, unless NO_COLOR is set or TERM is dumb.
    public func colorEnabled(forErrorStream: Bool = false) -> Bool {
        guard forErrorStream ? errIsTerminal : outIsTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// Writes a line of results to stdout.
    public func print(_ line: String) throws {
        try out.write(line + "\n")
    }

    /// Writes a diagnostic line to stderr, e.g. "warning: ..." (control characters made visible).
    public func diagnostic(_ line: String) {
        writeError(TextEscaping.visibleOnOneLine(line))
    }

    /// Writes "Error: message" to stderr as one line (control characters made visible), in red on a terminal.
    public func error(_ message: String) {
        let label = colorEnabled(forErrorStream: true) ? TextStyle.red.apply("Error:") : "Error:"
        writeError(label + " " + TextEscaping.visibleOnOneLine(message))
    }

    private func writeError(_ line: String) {
        try? err.write(line + "\n")
        try? err.flush()
    }
}

/// ANSI text styles for terminals.
public enum TextStyle: String, Sendable {
    /// Bold (headers).
    case bold = "1"
    /// Red ("Error:").
    case red = "31"

    /// Wraps `text` in this style's escape sequence.
    public func apply(_ text: String) -> String { "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" }
}
