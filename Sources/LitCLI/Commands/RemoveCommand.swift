import LiteratureMatrix
import ToolSupport

/// `lit rm ID ...`: removes records; their ids are never given out again.
enum RemoveCommand {
    static let command = Command(
        CommandSpec(
            name: "rm", abstract: "Remove works from the matrix (their ids are never reused).",
            arguments: [ArgumentSpec("ID", help: "The ids to remove.", isVariadic: true)],
            options: [WorkspaceOption.spec])
    ) { arguments, console in
        guard !arguments.positionals.isEmpty else { throw UsageError("missing argument ID") }
        let session = try WorkspaceOption.open(arguments, console)
        try session.mutate { store in
            for id in arguments.positionals where !(try store.delete(id: id)) {
                throw MatrixError.noSuchRecord(id)
            }
        }
        for id in arguments.positionals { try console.print("removed \(id)") }
    }
}
