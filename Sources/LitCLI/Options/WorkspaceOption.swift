import LiteratureMatrix
import ToolSupport

/// The `--workspace DIR` option every workspace command takes, and opening the matrix with it.
enum WorkspaceOption {
    static let spec = OptionSpec(
        "workspace", value: "DIR", help: "The workspace folder (default: $LIT_WORKSPACE, else found upwards from here)."
    )

    /// The workspace the command works on.
    static func locate(_ arguments: ParsedArguments, _ console: Console) throws -> Workspace {
        try Workspace.locate(
            explicit: arguments.value("workspace"), environment: console.environment,
            workingDirectory: console.workingDirectory)
    }

    /// Opens the workspace's matrix for a command that only reads: other commands may change it meanwhile.
    static func openForReading(_ arguments: ParsedArguments, _ console: Console) throws -> MatrixSession {
        let session = try open(arguments, console)
        session.releaseLock()
        return session
    }

    /// Opens the workspace's matrix, saying on stderr when it was rebuilt from Literature/.
    static func open(_ arguments: ParsedArguments, _ console: Console) throws -> MatrixSession {
        let session = try MatrixSession(workspace: try locate(arguments, console))
        if session.rebuiltFromSnapshot {
            console.diagnostic(
                "note: rebuilt the database from Literature/matrix.csv (\(try session.store.count()) records)")
        }
        return session
    }
}
