import Evaluation
import Foundation
import LiteratureMatrix
import ToolSupport

/// Runs a profile with progress on stderr and stores the run in the workspace.
enum BenchRunner {
    static func run(
        profile: BenchProfile, traces: [Trace], strategies: [Strategy], seed: UInt64, context: BenchContext,
        workspace: Workspace, console: Console
    ) async throws -> EvidenceRun {
        let scratch = FileManager.default.temporaryDirectory.path + "/lit-evidence-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let runner = EvidenceRunner(
            profile: profile, traces: traces, strategies: strategies, fixtures: context.fixtures, scratch: scratch,
            seed: seed)
        let progress = Progress(console: console, label: "replaying")
        let environment = RunEnvironment.current(repository: workspace.root, toolSource: toolSource())
        let run = try await runner.run(environment: environment) { done in
            progress.update(done, of: runner.replayCount)
        }
        progress.finish()
        return try BenchContext.store(workspace).store(run)
    }

    /// The source tree this `lit` was built in (`<tree>/.build/<configuration>/lit`), if it was.
    private static func toolSource() -> String? {
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        while folder.path != "/" {
            if folder.lastPathComponent == ".build" {
                let tree = folder.deletingLastPathComponent().path
                return FileManager.default.fileExists(atPath: tree + "/Package.swift") ? tree : nil
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
