import LiteratureMatrix
import ToolSupport

/// `lit init [DIR]`: makes a workspace.
enum InitCommand {
    static let command = Command(
        CommandSpec(
            name: "init", abstract: "Make a workspace: Literature/, Decisions/ and the database.",
            discussion: "Running it again changes nothing that is already there.",
            arguments: [ArgumentSpec("DIR", help: "Where (default: the current folder).", isOptional: true)])
    ) { arguments, console in
        let root = Workspace.absolute(arguments.positional(0) ?? ".", from: console.workingDirectory)
        let created = try Workspace(root: root).create()
        if created.isEmpty {
            try console.print("workspace already set up in \(root)")
        } else {
            try console.print("initialised workspace in \(root)")
        }
    }
}
