import DecisionRecords
import Evaluation
import Foundation
import LiteratureMatrix
import SourceProfiles

extension WeaveContext {
    /// Everything a workspace's tables and blocks are made from: the matrix of `session`, the
    /// records in `Decisions/`, the evidence runs in `.lit/evidence.sqlite3` when there are any, and
    /// what the weather providers offer.
    public static func open(_ session: MatrixSession, chinese: Bool, sources: [WeatherSourceProfile]) throws
        -> WeaveContext
    {
        let workspace = session.workspace
        let decisions = try DecisionFolder.load(workspace.decisionsDirectory)
        let evidencePath = workspace.stateDirectory + "/evidence.sqlite3"
        let evidence =
            FileManager.default.fileExists(atPath: evidencePath) ? try EvidenceStore(path: evidencePath) : nil
        return WeaveContext(
            tables: TableContext(
                store: session.store, decisions: decisions, evidence: evidence, chinese: chinese, sources: sources),
            root: workspace.root)
    }
}
