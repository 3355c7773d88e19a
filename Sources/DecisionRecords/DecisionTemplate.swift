import Foundation

/// The text of a new decision record: front matter, then the sections with their keys, in
/// Chinese, English or both (`lang`); the generated blocks are left for `lit weave` to fill.
public enum DecisionTemplate {
    /// The heading languages.
    public static let languages = ["zh", "en", "zh+en"]

    /// The sections, their keys, their headings in English and Chinese, and their starting text in each.
    static let sections: [(key: String, english: String, chinese: String, body: String, chineseBody: String)] = [
        ("summary", "Summary", "决策摘要", "<!-- lit:summary -->\n<!-- /lit -->", "<!-- lit:summary -->\n<!-- /lit -->"),
        (
            "context", "Context and Problem Statement", "背景与问题", "TODO: the question this decision answers.",
            "TODO：本决策回答的问题。"
        ),
        ("drivers", "Decision Drivers", "决策驱动因素", "* TODO", "* TODO"),
        (
            "options", "Considered Options", "备选方案", "* TODO: the chosen option\n* TODO: another option",
            "* TODO：选定的方案\n* TODO：另一个方案"
        ),
        (
            "outcome", "Decision Outcome", "决策结果", "Chosen option: \"TODO: the chosen option\", because TODO.",
            "选定方案：「TODO：选定的方案」，因为 TODO。"
        ),
        ("consequences", "Consequences", "影响与代价", "* Good, because TODO\n* Bad, because TODO", "* 优点：TODO\n* 缺点：TODO"),
        (
            "confirmation", "Confirmation", "验证方式",
            "TODO: how the decision is verified (a test, a benchmark, an evidence run).",
            "TODO：如何验证本决策（测试、基准或实测）。"
        ),
        (
            "rejected", "Rejected Options and Why", "放弃的方案及理由", "### TODO: another option\n* Reason: TODO",
            "### TODO：另一个方案\n* 理由：TODO"
        ),
        (
            "literature", "Literature Support", "文献支撑", "<!-- lit:literature -->\n<!-- /lit -->",
            "<!-- lit:literature -->\n<!-- /lit -->"
        ),
        (
            "evidence", "Evidence", "实测证据", "<!-- lit:evidence -->\n<!-- /lit -->",
            "<!-- lit:evidence -->\n<!-- /lit -->"
        ),
        ("related", "Related Decisions", "关联决策", "", ""),
    ]

    /// A new record `id` ("storage-03") titled `title` for `module`, dated `date` (YYYY-MM-DD).
    public static func text(
        id: String, title: String, module: String, date: String, language: String, supersedes: [String] = []
    ) -> String {
        fill(starter(language: language), id: id, title: title, module: module, date: date, supersedes: supersedes)
    }

    /// The template itself, with `{{id}}`, `{{title}}`, `{{module}}`, `{{date}}` and `{{supersedes}}`
    /// where a record has its own values: what `lit init` writes to `Decisions/TEMPLATE.md`.
    public static func starter(language: String) -> String {
        var lines = [
            "---", "id: {{id}}", "title: \"{{title}}\"", "module: {{module}}", "status: proposed", "date: {{date}}",
            "question: \"\"", "goal: \"\"", "cost: \"\"", "literature: []", "evidence: []",
            "supersedes: [{{supersedes}}]", "superseded-by: []", "relates-to: []",
            "lang: \(language)", "---", "", "# {{id}} · {{title}}", "",
        ]
        for section in sections {
            lines.append("## \(heading(section.english, section.chinese, language)) <!-- \(section.key) -->")
            lines.append("")
            let body = language == "en" ? section.body : section.chineseBody
            if !body.isEmpty { lines += [body, ""] }
        }
        return lines.joined(separator: "\n")
    }

    /// `template` (a starter, perhaps edited by the student) with a record's own values in its placeholders.
    public static func fill(
        _ template: String, id: String, title: String, module: String, date: String, supersedes: [String]
    ) -> String {
        template.replacingOccurrences(of: "\"{{title}}\"", with: quoted(title))
            .replacingOccurrences(of: "{{title}}", with: title)
            .replacingOccurrences(of: "{{id}}", with: id)
            .replacingOccurrences(of: "{{module}}", with: module)
            .replacingOccurrences(of: "{{date}}", with: date)
            .replacingOccurrences(of: "{{supersedes}}", with: supersedes.joined(separator: ", "))
    }

    static func heading(_ english: String, _ chinese: String, _ language: String) -> String {
        switch language {
        case "zh": chinese
        case "zh+en": "\(chinese) \(english)"
        default: english
        }
    }

    /// A YAML scalar in double quotes.
    static func quoted(_ text: String) -> String { FrontMatterScalar.quoted(text) }
}
