import ToolSupport

/// The `lit` command line: every command, runnable in process (tests) or from `main.swift`.
public enum LitCLI {
    /// The version `lit --version` prints.
    public static let version = "0.1.0"

    /// The command tree.
    public static let root = Command(
        CommandSpec(
            name: "lit",
            abstract: "A literate research toolkit for the literature review of a weather-app thesis.",
            discussion: """
                Keeps the literature matrix in SQLite (.lit/) and as CSV in Literature/ for git, imports and
                exports it, and rebuilds the whole review with 'lit review'.
                """),
        subcommands: [
            InitCommand.command, AddCommand.command, ListCommand.command, ShowCommand.command,
            EditCommand.command, RemoveCommand.command, ImportCommand.command, ExportCommand.command,
            ColumnCommand.command, ReviewCommand.command,
        ])

    /// Runs `lit` with `arguments` (without the program name) and returns the exit code.
    public static func run(arguments: [String], console: Console) -> Int32 {
        CommandRunner.run(root, arguments: arguments, console: console, version: version)
    }
}
