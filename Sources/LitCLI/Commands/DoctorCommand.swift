import Foundation
import LiteratureMatrix
import ToolSupport

/// `lit doctor`: whether lit has what its commands need here, one line each.
enum DoctorCommand {
    /// The optional programs commands use: what for, and the Debian package that brings each.
    static let tools: [(name: String, purpose: String, package: String)] = [
        (
            "xelatex", "compiles lit table --format tex documents (Chinese through ctex)",
            "texlive-xetex texlive-lang-chinese"
        ),
        ("pandoc", "turns woven chapters into Word, PDF and HTML", "pandoc"),
        ("nginx", "serves recorded provider answers in lit's own HTTP tests", "nginx"),
        ("curl", "the reference beside lit in the HTTP benchmark", "curl"),
        ("sqlite3", "opens .lit/lit.sqlite3 by hand", "sqlite3"),
    ]

    static let command = Command(
        CommandSpec(
            name: "doctor",
            abstract: "Check lit's data, the workspace and its database, and the optional tools.",
            discussion: """
                One line each: ok, missing (required: exit 1) or absent (optional: what to install). \
                lit's data is found from its real executable: PREFIX/share/lit beside an installed lit, \
                else the Fixtures/ folder of the source tree it was built in; LIT_DATA overrides.
                """,
            options: [WorkspaceOption.spec])
    ) { arguments, console in
        var failed = false
        func line(_ state: String, _ what: String, _ text: String) throws {
            try console.print(
                state.padding(toLength: 8, withPad: " ", startingAt: 0)
                    + what.padding(toLength: 10, withPad: " ", startingAt: 0) + text)
        }
        do {
            let data = try DataFolder.locate(environment: console.environment)
            try line("ok", "data", "\(data.path) (\(data.origin.rawValue))")
        } catch {
            failed = true
            try line("missing", "data", "\(error)")
        }
        do {
            let session = try WorkspaceOption.openForReading(arguments, console)
            try line("ok", "workspace", "\(session.workspace.root): \(try session.store.count()) works")
            try line("ok", "database", session.workspace.databasePath)
        } catch WorkspaceError.notFound(let folder) {
            try line("absent", "workspace", "none at or above \(folder) (lit init makes one)")
        } catch {
            failed = true
            try line("missing", "database", "\(error)")
        }
        for tool in tools {
            if let path = ProgramLookup.find(tool.name, environment: console.environment) {
                try line("ok", tool.name, "\(path): \(tool.purpose)")
            } else {
                try line("absent", tool.name, "\(tool.purpose); install: apt-get install \(tool.package)")
            }
        }
        if failed { throw CommandFailure("lit doctor: something lit needs is missing") }
    }
}
