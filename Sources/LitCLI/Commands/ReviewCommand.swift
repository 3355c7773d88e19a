import Evaluation
import Foundation
import LiteratureMatrix
import Publishing
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
                Writes Literature/matrix.md (the matrix as a Markdown table), stores a quick evidence \
                run (see lit bench run) in .lit/evidence.sqlite3, weaves every Markdown document with \
                lit: blocks, then checks them and the decisions (see lit check). Exits 1 if anything fails.
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
        if !arguments.has("no-evidence") { try await runEvidence(session.workspace, console) }
        session.releaseLock()  // the matrix is in step; weaving only reads it
        try weaveAndCheck(session, console, chinese: chinese)
    }

    private static func runEvidence(_ workspace: Workspace, _ console: Console) async throws {
        let context = try BenchContext(console)
        let traces = try TraceGenerator.names.map {
            try context.trace($0, scale: BenchProfile.quick.scale, workingDirectory: console.workingDirectory)
        }
        let started = ContinuousClock.now
        let run = try await BenchRunner.run(
            profile: .quick, traces: traces, strategies: Strategy.all, seed: 1, context: context,
            workspace: workspace, console: console)
        let seconds = (ContinuousClock.now - started).components.seconds
        try console.print(
            "  evidence run \(run.id): quick profile, \(run.traces.count) traces × \(run.strategies.count) strategies "
                + "in \(seconds) s (lit bench show \(run.id))")
    }

    /// Weaves every woven document, then checks them and the decisions' links.
    private static func weaveAndCheck(_ session: MatrixSession, _ console: Console, chinese: Bool) throws {
        let context = try PublishingContext.make(session: session, chinese: chinese)
        let weaver = Weaver(context: context)
        var problems: [String] = []
        for file in Weaver.documents(under: context.root) {
            let path = context.root + "/" + file
            do {
                // A document woven without an error is current: no second pass to check it.
                try console.print("  \(file): \(try weaver.weave(path: path, file: file) ? "updated" : "unchanged")")
            } catch {
                problems.append("\(error)")
            }
        }
        let decisions = context.tables.decisions
        let accepted = decisions.filter { $0.status == "accepted" }.count
        try console.print("  Decisions/: \(decisions.count) records, \(accepted) accepted")
        try console.print("  Decisions/README.md: \(try DecisionCommand.writeIndex(context) ? "updated" : "unchanged")")
        let findings = try DecisionChecks.check(decisions, in: context.tables)
        for problem in problems { console.error(problem) }
        DecisionCommand.show(findings, on: console)
        let failing = problems.count + findings.filter { $0.severity == .error }.count
        guard failing == 0 else { throw CommandFailure("lit review: \(failing) problem(s) found") }
        let warnings = findings.count
        try console.print("  lit check: no problems" + (warnings > 0 ? ", \(warnings) warning(s)" : ""))
    }
}
