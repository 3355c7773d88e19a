import DecisionRecords
import Foundation
import LiteratureMatrix
import SourceProfiles
import TextSupport

/// A new student's workspace: the matrix files, a review-chapter skeleton (already woven, so
/// `lit check` passes at once) and the decision template.
public enum WorkspaceStarter {
    /// Makes the workspace at `root` where anything is missing; returns the paths it created.
    /// Files already there are never changed, so running it twice changes nothing.
    @discardableResult
    public static func create(root: String, chinese: Bool, sources: [WeatherSourceProfile]) throws -> [String] {
        let workspace = Workspace(root: root)
        var created = try workspace.create()
        let starters = [
            (workspace.literatureDirectory + "/review.md", ChapterSkeleton.text(chinese: chinese)),
            (
                workspace.decisionsDirectory + "/" + DecisionFolder.templateName,
                DecisionTemplate.starter(language: chinese ? "zh" : "en")
            ),
        ]
        for (path, text) in starters where !FileManager.default.fileExists(atPath: path) {
            try AtomicFile.write(text, to: path)
            created.append(path)
        }
        let chapter = starters[0].0
        if created.contains(chapter) {
            let session = try MatrixSession(workspace: workspace)
            session.releaseLock()
            _ = try Weaver(context: try WeaveContext.open(session, chinese: chinese, sources: sources))
                .weave(path: chapter, file: "Literature/review.md")
        }
        return created
    }
}
