import Foundation

/// The decision records of a workspace: every `Decisions/*.md` but the generated index.
public enum DecisionFolder {
    /// The records in `folder` (absolute), by file name; `prefix` is how paths appear in messages.
    public static func load(_ folder: String, prefix: String = "Decisions/") throws -> [DecisionRecord] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
        return try names.map { name in
            let path = prefix + name
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else {
                throw DecisionError(file: path, line: 1, expected: "a readable file")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw DecisionError(file: path, line: 1, expected: "UTF-8 text")
            }
            return try DecisionParser.parse(text, path: path)
        }
    }
}
