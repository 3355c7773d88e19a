/// A command: its spec, what it runs, and the commands below it.
public struct Command: Sendable {
    /// What the command accepts.
    public let spec: CommandSpec
    /// Commands selected by the next word ("column add").
    public let subcommands: [Command]
    /// The action; nil for a pure group, which then prints its help.
    public let action: (@Sendable (ParsedArguments, Console) async throws -> Void)?

    /// Makes a command that runs `action`.
    public init(_ spec: CommandSpec, action: @escaping @Sendable (ParsedArguments, Console) async throws -> Void) {
        self.spec = spec
        self.subcommands = []
        self.action = action
    }

    /// Makes a group of subcommands.
    public init(_ spec: CommandSpec, subcommands: [Command]) {
        self.spec = spec
        self.subcommands = subcommands
        self.action = nil
    }
}

/// Finds the command named by the words, parses its options, runs it and maps errors to exit codes.
public enum CommandRunner {
    /// Runs `root` on `arguments` (without the program name) and returns the exit code.
    public static func run(_ root: Command, arguments: [String], console: Console, version: String) async -> Int32 {
        var command = root
        var path = root.spec.name
        var words = arguments[...]
        if words.first == "--version" {
            try? console.print("\(root.spec.name) \(version)")
            try? console.out.flush()
            return ExitCode.success.rawValue
        }
        while let next = words.first, let sub = command.subcommands.first(where: { $0.spec.name == next }) {
            command = sub
            path += " " + next
            words = words.dropFirst()
        }
        let help = HelpFormatter.help(for: command.spec, path: path, subcommands: command.subcommands.map(\.spec))
        guard let action = command.action else {
            if let unknown = words.first(where: { $0 != "--help" && $0 != "-h" }) {
                let what = unknown.hasPrefix("-") ? "option" : "command"
                console.error("unknown \(what) '\(unknown)' (see '\(path) --help')")
                return ExitCode.usage.rawValue
            }
            try? console.out.write(help)
            try? console.out.flush()
            return ExitCode.success.rawValue
        }
        do {
            let parsed = try ArgumentParser.parse(Array(words), spec: command.spec)
            try await action(parsed, console)
            try console.out.flush()
            return ExitCode.success.rawValue
        } catch is HelpRequested {
            try? console.out.write(help)
            try? console.out.flush()
            return ExitCode.success.rawValue
        } catch var error as UsageError {
            try? console.out.flush()
            error.commandPath = error.commandPath ?? path
            console.error(error.description)
            return ExitCode.usage.rawValue
        } catch {
            try? console.out.flush()
            console.error(String(describing: error))
            return ExitCode.failure.rawValue
        }
    }
}
