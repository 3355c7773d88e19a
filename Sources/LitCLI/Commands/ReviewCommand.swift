import Evaluation
import Foundation
import LiteratureMatrix
import TextSupport
import ToolSupport

/// `lit review`: the main job. Rebuilds the database from Literature/, writes the matrix tables and
/// runs the quick evidence profile.
enum ReviewCommand {
    static let command = Command(
        CommandSpec(
            name: "review",
            abstract: "Rebuild the review: the database from Literature/, the matrix tables, the quick evidence run.",
            discussion: """
                Writes Literature/matrix.md (the matrix as a Markdown table) and stores a quick evidence \
                run (see lit bench run) in .lit/evidence.sqlite3. Exits 1 if anything fails.
                """,
            options: [
                OutputOptions.langSpec, WorkspaceOption.spec,
                .flag("no-evidence", help: "Skip the evidence run (the matrix only)."),
            ])
    ) { arguments, console in
        let options = try OutputOptions(arguments, defaultFormat: .md)
        let chinese = arguments.has("lang") ? options.chinese : true
        let session = try MatrixSession(workspace: try WorkspaceOption.locate(arguments, console))
        if !session.rebuiltFromSnapshot { try session.rebuild() }
        let count = try session.store.count()
        let tablePath = session.workspace.literatureDirectory + "/matrix.md"
        let changed = try MatrixTableFile.write(session: session, chinese: chinese, to: tablePath)
        try console.print("lit review: \(count) works rebuilt from Literature/matrix.csv")
        try console.print("  Literature/matrix.md: \(changed ? "updated" : "unchanged")")
        guard !arguments.has("no-evidence") else { return }
        let context = try BenchContext(console)
        let traces = try TraceGenerator.names.map {
            try context.trace($0, scale: BenchProfile.quick.scale, workingDirectory: console.workingDirectory)
        }
        let started = ContinuousClock.now
        let run = try await BenchRunner.run(
            profile: .quick, traces: traces, strategies: Strategy.all, seed: 1, context: context,
            workspace: session.workspace, console: console)
        let seconds = (ContinuousClock.now - started).components.seconds
        try console.print(
            "  evidence run \(run.id): quick profile, \(run.traces.count) traces × \(run.strategies.count) strategies "
                + "in \(seconds) s (lit bench show \(run.id))")
    }
}
