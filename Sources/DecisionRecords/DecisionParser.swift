import Foundation
import TextSupport

/// Reads a decision record: YAML front matter (the subset the template uses: `key: value`,
/// `key: [a, b]`, one level of nested `key: value` under `reviewed:`) and the body's sections.
/// Sections are found by the key the template writes after each heading (`## 备选方案 <!-- options -->`),
/// so the checker never depends on heading text; English and Chinese headings without a key are
/// recognised too.
public enum DecisionParser {
    /// The sections the parser reads: their keys, and the headings it recognises without a key.
    static let sections: [(key: String, headings: [String])] = [
        ("context", ["Context and Problem Statement", "背景与问题"]), ("options", ["Considered Options", "备选方案"]),
        ("outcome", ["Decision Outcome", "决策结果"]), ("rejected", ["Rejected Options and Why", "放弃的方案及理由"]),
    ]

    /// Parses `text`, the file at `path` (workspace-relative, for messages).
    public static func parse(_ text: String, path: String) throws -> DecisionRecord {
        var record = DecisionRecord(path: path)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        guard lines.first == "---" else {
            throw InputError(file: path, line: 1, expected: "front matter opening with '---'")
        }
        guard let close = lines.dropFirst().firstIndex(of: "---") else {
            throw InputError(file: path, line: lines.count, expected: "'---' closing the front matter")
        }
        var fields: [String: String] = [:]
        var parent: String?
        for index in 1..<close {
            let line = lines[index]
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw InputError(file: path, line: index + 1, expected: "'key: value' in the front matter")
            }
            if line.first == " " || line.first == "\t" {
                // Nested keys may hold colons ("R002:crowd/..."): they end at ": ".
                if parent == "reviewed", let separator = line.range(of: ": ") {
                    record.reviewed[String(line[..<separator.lowerBound]).trimmed] =
                        String(line[separator.upperBound...]).trimmed
                }
                continue
            }
            let key = String(line[..<colon]).trimmed
            let value = String(line[line.index(after: colon)...]).trimmed
            fields[key] = value
            record.lines[key] = index + 1
            parent = scalar(value).isEmpty ? key : nil
        }
        record.id = fields["id"].map(scalar) ?? ""
        record.title = fields["title"].map(scalar) ?? ""
        record.module = fields["module"].map(scalar) ?? ""
        record.statusText = fields["status"].map(scalar) ?? ""
        record.date = fields["date"].map(scalar) ?? ""
        record.language = fields["lang"].map(scalar) ?? "en"
        func list(_ key: String) -> [String] { fields[key].map(Self.list) ?? [] }
        record.literature = list("literature")
        record.evidence = list("evidence")
        record.supersedes = list("supersedes")
        record.supersededBy = list("superseded-by")
        record.amends = list("amends")
        record.relatesTo = list("relates-to")
        record.tags = list("tags")
        record.goal = fields["goal"].map(scalar) ?? ""
        record.cost = fields["cost"].map(scalar) ?? ""
        readBody(Array(lines[(close + 1)...]), firstLine: close + 2, into: &record)
        if let question = fields["question"].map(scalar), !question.isEmpty { record.question = question }
        return record
    }

    private static func readBody(_ lines: [String], firstLine: Int, into record: inout DecisionRecord) {
        var section = ""
        var rejectedOption: String?
        var context: [String] = []
        for (offset, line) in lines.enumerated() {
            if line.hasPrefix("## ") {
                section = sectionKey(String(line.dropFirst(3)))
                rejectedOption = nil
                continue
            }
            if line.hasPrefix("<!--") { continue }
            switch section {
            case "context":
                if line.trimmed.isEmpty { if !context.isEmpty { section = "" } } else { context.append(line.trimmed) }
            case "options":
                if let item = bullet(line) { record.consideredOptions.append(item) }
            case "outcome":
                if record.chosenOption == nil, let chosen = chosenOption(line) { record.chosenOption = chosen }
            case "rejected":
                if line.hasPrefix("### ") {
                    rejectedOption = String(line.dropFirst(4)).withoutComment.trimmed
                    record.rejected.append(
                        RejectedOption(option: rejectedOption!, reason: "", line: firstLine + offset))
                } else if rejectedOption != nil, let item = bullet(line), let reason = labelled(item, ["Reason", "理由"])
                {
                    record.rejected[record.rejected.count - 1].reason = reason
                }
            default: break
            }
        }
        record.question = context.joined(separator: " ")
    }

    /// The key of a section heading: the template's `<!-- key -->` after it, else a known heading
    /// (the zh+en form "背景与问题 Context and ..." too), else nothing.
    static func sectionKey(_ heading: String) -> String {
        if let open = heading.range(of: "<!--"),
            let close = heading.range(of: "-->", range: open.upperBound..<heading.endIndex)
        {
            return String(heading[open.upperBound..<close.lowerBound]).trimmed
        }
        let text = heading.trimmed
        return sections.first { section in
            section.headings.contains { text == $0 || text.hasPrefix($0 + " ") || text.hasSuffix(" " + $0) }
        }?.key ?? ""
    }

    /// "* text" or "- text".
    static func bullet(_ line: String) -> String? {
        let trimmed = line.trimmed
        guard trimmed.hasPrefix("* ") || trimmed.hasPrefix("- ") else { return nil }
        return String(trimmed.dropFirst(2)).trimmed
    }

    /// "Reason: text" / "理由：text" → "text".
    static func labelled(_ text: String, _ labels: [String]) -> String? {
        for label in labels {
            for colon in [":", "："] where text.hasPrefix(label + colon) {
                return String(text.dropFirst(label.count + 1)).trimmed
            }
        }
        return nil
    }

    /// `Chosen option: "X"` or `选定方案：「X」`.
    static func chosenOption(_ line: String) -> String? {
        for (opening, closing) in [("\"", "\""), ("「", "」"), ("“", "”")] {
            guard line.contains("Chosen option") || line.contains("选定方案"),
                let start = line.range(of: opening),
                let end = line.range(of: closing, range: start.upperBound..<line.endIndex)
            else { continue }
            return String(line[start.upperBound..<end.lowerBound])
        }
        return nil
    }

    /// A scalar as YAML reads it: unquoted, unescaped, without its comment.
    static func scalar(_ value: String) -> String { FrontMatterScalar.read(value) }

    /// "[a, b]" or "a" → ["a", "b"] / ["a"]; "[]" and "" → [].
    static func list(_ value: String) -> [String] { FrontMatterScalar.list(value) }
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }

    /// The text before an HTML comment on a heading line.
    var withoutComment: String {
        if let range = range(of: "<!--") { return String(self[..<range.lowerBound]) }
        return self
    }
}
