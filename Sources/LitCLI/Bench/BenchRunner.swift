import Evaluation
import Foundation
import LiteratureMatrix
import ToolSupport

/// Runs a profile with progress on stderr and stores the run in the workspace.
enum BenchRunner {
    /// A run of `strategies` over `traces`: what it depends on, and how to make and store it.
    struct Plan {
        let profile: BenchProfile
        let traces: [Trace]
        let strategies: [Strategy]
        let seed: UInt64
        let context: BenchContext

        /// What the run depends on (`RunFingerprint`), with this binary's build identity.
        func fingerprint() throws -> String {
            let build = Executable.path.flatMap(Executable.buildIdentity(of:)) ?? "unknown build"
            return try RunFingerprint.make(
                build: build, traces: traces, fixtures: context.fixtures, strategies: strategies.map(\.name),
                profile: "\(profile.name) \(profile.repetitions)+\(profile.warmups)", seed: seed)
        }
    }

    /// Replays `plan` and stores the run with its fingerprint (computed here unless given).
    static func run(_ plan: Plan, fingerprint: String? = nil, workspace: Workspace, console: Console) async throws
        -> EvidenceRun
    {
        let scratch = FileManager.default.temporaryDirectory.path + "/lit-evidence-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let runner = EvidenceRunner(
            profile: plan.profile, traces: plan.traces, strategies: plan.strategies, fixtures: plan.context.fixtures,
            scratch: scratch, seed: plan.seed)
        let progress = Progress(console: console, label: "replaying")
        let environment = RunEnvironment.current(repository: workspace.root, toolSource: toolSource())
        var run = try await runner.run(environment: environment) { done in
            progress.update(done, of: runner.replayCount)
        }
        progress.finish()
        run.fingerprint = try fingerprint ?? plan.fingerprint()
        return try BenchContext.store(workspace).store(run)
    }

    /// The source tree this `lit` was built in (`<tree>/.build/<configuration>/lit`), if it was.
    private static func toolSource() -> String? {
        guard let executable = Executable.path else { return nil }
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
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
