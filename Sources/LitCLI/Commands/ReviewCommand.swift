import Evaluation
import Foundation
import LiteratureMatrix
import Publishing
import TextSupport
import ToolSupport

/// `lit review`: the main job. Rebuilds the database from Literature/, writes the matrix tables,
/// reuses or runs the quick evidence profile, weaves the documents and checks them.
enum ReviewCommand {
    static let command = Command(
        CommandSpec(
            name: "review",
            abstract: "Rebuild the review: the database, the matrix table, the evidence run, the woven documents.",
            discussion: """
                Writes Literature/matrix.md (the matrix as a Markdown table); reuses the latest evidence \
                run whose fingerprint (lit's build, the traces, the fixtures, the strategies, the profile \
                and the seed) matches, or stores a new quick run (see lit bench run) in \
                .lit/evidence.sqlite3; weaves every Markdown document with lit: blocks, then checks them \
                and the decisions (see lit check). Like make, a second run with nothing changed reuses \
                everything and rewrites no file. Exits 1 if anything fails.
                """,
            options: [
                OutputOptions.langSpec, WorkspaceOption.spec,
                .flag("bench", help: "Run the evidence profile again even when a stored run matches."),
                .flag("no-bench", help: "Skip the evidence run (the matrix and the documents only)."),
            ])
    ) { arguments, console in
        if arguments.has("bench") && arguments.has("no-bench") {
            throw UsageError("--bench and --no-bench: give one of them")
        }
        let options = try OutputOptions(arguments, defaultFormat: .md)
        let chinese = arguments.has("lang") ? options.chinese : true
        let session = try MatrixSession(workspace: try WorkspaceOption.locate(arguments, console))
        if !session.rebuiltFromSnapshot { try session.rebuild() }
        let count = try session.store.count()
        let tablePath = session.workspace.literatureDirectory + "/matrix.md"
        let changed = try MatrixTableFile.write(session: session, chinese: chinese, to: tablePath)
        try console.print("lit review: \(count) works rebuilt from Literature/matrix.csv")
        try console.print("  Literature/matrix.md: \(changed ? "updated" : "unchanged")")
        if arguments.has("no-bench") {
            try console.print("  evidence run: skipped (--no-bench)")
        } else {
            try await evidence(session.workspace, console, force: arguments.has("bench"))
        }
        session.releaseLock()  // the matrix is in step; weaving only reads it
        try weaveAndCheck(session, console, chinese: chinese)
    }

    /// Reuses the latest quick run made from the same inputs, or runs and stores a new one.
    private static func evidence(_ workspace: Workspace, _ console: Console, force: Bool) async throws {
        let context = try BenchContext(console)
        let traces = try TraceGenerator.names.map {
            try context.trace($0, scale: BenchProfile.quick.scale, workingDirectory: console.workingDirectory)
        }
        let plan = BenchRunner.Plan(
            profile: .quick, traces: traces, strategies: Strategy.all, seed: 1, context: context)
        let fingerprint = try plan.fingerprint()
        if !force, let id = try BenchContext.store(workspace).latest(fingerprint: fingerprint) {
            try console.print(
                "  evidence run \(id): reused (same build, traces, fixtures, strategies, profile and seed; "
                    + "--bench runs it again)")
            return
        }
        let started = ContinuousClock.now
        let run = try await BenchRunner.run(plan, fingerprint: fingerprint, workspace: workspace, console: console)
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
        let accepted = decisions.filter { $0.status == .accepted }.count
        try console.print("  Decisions/: \(decisions.count) records, \(accepted) accepted")
        try console.print("  Decisions/README.md: \(try DecisionIndex.write(context) ? "updated" : "unchanged")")
        let findings = try DecisionChecks.check(decisions, in: context.tables)
        for problem in problems { console.error(problem) }
        console.show(findings)
        let failing = problems.count + findings.filter { $0.severity == .error }.count
        guard failing == 0 else { throw CommandFailure("lit review: \(failing) problem(s) found") }
        let warnings = findings.count
        try console.print("  lit check: no problems" + (warnings > 0 ? ", \(warnings) warning(s)" : ""))
    }
}
