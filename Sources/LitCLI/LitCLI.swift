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
            ColumnCommand.command, ReviewCommand.command, TableCommand.command, WeaveCommands.weave,
            WeaveCommands.check, DecisionCommand.command, WeatherCommand.command, GeoCommand.command,
            CityCommand.command, SearchCommand.command, ScreenCommand.command, PrismaCommand.command,
            RefsCommand.command, CoverageCommand.command, AppraiseCommand.command,
            BenchCommand.command, DoctorCommand.command,
        ])

    /// Runs `lit` with `arguments` (without the program name) and returns the exit code.
    public static func run(arguments: [String], console: Console) async -> Int32 {
        await CommandRunner.run(root, arguments: movingWorkspaceOption(arguments), console: console, version: version)
    }

    /// Runs `lit` as the process: its arguments, stdout, stderr and environment.
    public static func main() async -> Int32 {
        await run(arguments: Array(CommandLine.arguments.dropFirst()), console: Console.standard())
    }

    /// `lit --workspace DIR list` means `lit list --workspace DIR`, as `git -C DIR status` would.
    static func movingWorkspaceOption(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var rest = arguments[...]
        while let first = rest.first, first == "--workspace" || first.hasPrefix("--workspace=") {
            leading.append(first)
            rest = rest.dropFirst()
            if first == "--workspace", let value = rest.first {
                leading.append(value)
                rest = rest.dropFirst()
            }
        }
        guard !leading.isEmpty, !rest.isEmpty else { return arguments }
        return Array(rest) + leading
    }
}
