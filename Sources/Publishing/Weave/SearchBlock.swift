import Foundation
import SearchStrings

/// `<!-- lit:search -->`: the workspace's concept groups and the query string each database takes,
/// from `Literature/search.json` (or the thesis defaults), with what each renderer left out or split.
struct SearchBlock {
    let root: String
    let chinese: Bool

    func render() throws -> String {
        let model = try SearchModelFile(workspaceRoot: root).load()
        let groups = PublishedTable(
            name: "search", caption: "",
            headers: chinese
                ? ["概念组", "检索词（组内 OR，组间 AND）"] : ["concept group", "terms (OR within a group, AND between)"],
            rows: model.groups.map { group in
                [
                    group.name,
                    group.terms.map { $0.phrase == true ? "\"\($0.text)\"" : $0.text }.joined(separator: " · "),
                ]
            })
        var lines = [MarkdownTable.render(groups).trimmingCharacters(in: .newlines), "", "```text"]
        var notes: [String] = []
        for database in SearchDatabase.allCases {
            let rendered = SearchRenderer.render(model, for: database)
            lines.append("# \(database.rawValue): \(database.name)")
            lines += rendered.queries
            notes += rendered.diagnostics.map { "- \(database.name)：\($0.message)" }
        }
        lines.append("```")
        if !notes.isEmpty { lines += [""] + notes.map { $0.replacingOccurrences(of: "\n", with: " ") } }
        return lines.joined(separator: "\n")
    }
}
