import Foundation
import LitCLI
import TestSupport
import ToolSupport

/// Runs `lit` commands in process against a temporary workspace.
final class LitInProcess {
    let directory = TemporaryDirectory()

    struct Result {
        let status: Int32
        let out: String
        let err: String
    }

    /// An empty folder (no workspace).
    init() {}

    /// A folder with a workspace made by `lit init`.
    static func initialised() async -> LitInProcess {
        let lit = LitInProcess()
        await lit.run(["init"])
        return lit
    }

    /// Runs `lit` with `arguments` in the workspace folder.
    @discardableResult
    func run(_ arguments: [String], terminal: Bool = false, environment: [String: String] = [:]) async -> Result {
        let out = MemorySink()
        let err = MemorySink()
        let console = Console(
            out: out, err: err, outIsTerminal: terminal, errIsTerminal: false, environment: environment,
            workingDirectory: directory.path)
        let status = await LitCLI.run(arguments: arguments, console: console)
        return Result(status: status, out: out.text, err: err.text)
    }
}
