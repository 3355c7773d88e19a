import Foundation
import TextSupport

/// The decision records of a workspace: every `Decisions/*.md` but the generated index and the template.
public enum DecisionFolder {
    /// The template `lit decision new` starts from, when the workspace has one (`lit init` writes it).
    public static let templateName = "TEMPLATE.md"

    /// Whether the file called `name` in the folder is a decision record.
    public static func isRecord(_ name: String) -> Bool {
        name.hasSuffix(".md") && name != "README.md" && name != templateName
    }

    /// The records in `folder` (absolute), by file name; `prefix` is how paths appear in messages.
    public static func load(_ folder: String, prefix: String = "Decisions/") throws -> [DecisionRecord] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter(isRecord).sorted()
        return try names.map { name in
            let path = prefix + name
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else {
                throw InputError(file: path, line: 1, expected: "a readable file")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw InputError(file: path, line: 1, expected: "UTF-8 text")
            }
            return try DecisionParser.parse(text, path: path)
        }
    }
}
