import DecisionRecords
import Evaluation
import Foundation
import LiteratureMatrix
import Publishing
import ToolSupport

/// The workspace's matrix, decisions and evidence, opened for the publishing commands.
enum PublishingContext {
    /// Everything tables and woven blocks are made from, in Chinese or English by default.
    static func open(_ arguments: ParsedArguments, _ console: Console, chinese: Bool) throws -> WeaveContext {
        try make(session: try WorkspaceOption.openForReading(arguments, console), chinese: chinese)
    }

    /// The same over a session already open (its lock is the caller's business).
    static func make(session: MatrixSession, chinese: Bool) throws -> WeaveContext {
        let workspace = session.workspace
        let decisions = try DecisionFolder.load(workspace.decisionsDirectory)
        let evidencePath = workspace.stateDirectory + "/evidence.sqlite3"
        let evidence =
            FileManager.default.fileExists(atPath: evidencePath) ? try EvidenceStore(path: evidencePath) : nil
        return WeaveContext(
            tables: TableContext(store: session.store, decisions: decisions, evidence: evidence, chinese: chinese),
            root: workspace.root)
    }
}
