/// Reads a decision record: YAML front matter (the subset the template uses: `key: value`,
/// `key: [a, b]`, nested maps skipped) and the body's sections, in English or Chinese headings.
public enum DecisionParser {
    /// Section headings the parser looks for, English and Chinese.
    static let contextHeadings = ["Context and Problem Statement", "背景与问题"]
    static let optionsHeadings = ["Considered Options", "备选方案"]
    static let outcomeHeadings = ["Decision Outcome", "决策结果"]
    static let rejectedHeadings = ["Rejected Options and Why", "放弃的方案及理由"]

    /// Parses `text`, the file at `path` (workspace-relative, for messages).
    public static func parse(_ text: String, path: String) throws -> DecisionRecord {
        var record = DecisionRecord(path: path)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        guard lines.first == "---" else {
            throw DecisionError(file: path, line: 1, expected: "front matter opening with '---'")
        }
        guard let close = lines.dropFirst().firstIndex(of: "---") else {
            throw DecisionError(file: path, line: lines.count, expected: "'---' closing the front matter")
        }
        var fields: [String: String] = [:]
        for index in 1..<close {
            let line = lines[index]
            if line.isEmpty || line.hasPrefix("#") || line.first == " " || line.first == "\t" { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw DecisionError(file: path, line: index + 1, expected: "'key: value' in the front matter")
            }
            let key = String(line[..<colon]).trimmed
            fields[key] = String(line[line.index(after: colon)...]).withoutComment.trimmed
            record.lines[key] = index + 1
        }
        record.id = fields["id"].map(scalar) ?? ""
        record.title = fields["title"].map(scalar) ?? ""
        record.module = fields["module"].map(scalar) ?? ""
        record.status = fields["status"].map(scalar) ?? ""
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
        readBody(Array(lines[(close + 1)...]), into: &record)
        if let question = fields["question"].map(scalar), !question.isEmpty { record.question = question }
        return record
    }

    private static func readBody(_ lines: [String], into record: inout DecisionRecord) {
        var section = ""
        var rejectedOption: String?
        var context: [String] = []
        for line in lines {
            if line.hasPrefix("## ") {
                section = String(line.dropFirst(3)).withoutComment.trimmed
                rejectedOption = nil
                continue
            }
            if line.hasPrefix("<!--") { continue }
            if matches(section, contextHeadings) {
                if line.trimmed.isEmpty { if !context.isEmpty { section = "" } } else { context.append(line.trimmed) }
            } else if matches(section, optionsHeadings), let item = bullet(line) {
                record.consideredOptions.append(item)
            } else if matches(section, outcomeHeadings), record.chosenOption == nil, let chosen = chosenOption(line) {
                record.chosenOption = chosen
            } else if matches(section, rejectedHeadings) {
                if line.hasPrefix("### ") {
                    rejectedOption = String(line.dropFirst(4)).trimmed
                    record.rejected.append(RejectedOption(option: rejectedOption!, reason: ""))
                } else if rejectedOption != nil, let item = bullet(line), let reason = labelled(item, ["Reason", "理由"])
                {
                    record.rejected[record.rejected.count - 1].reason = reason
                }
            }
        }
        record.question = context.joined(separator: " ")
    }

    /// Whether a heading names a section (the zh+en form "背景与问题 Context and ..." too).
    static func matches(_ heading: String, _ names: [String]) -> Bool {
        names.contains { heading == $0 || heading.hasPrefix($0 + " ") || heading.hasSuffix(" " + $0) }
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

    /// A scalar without its quotes.
    static func scalar(_ value: String) -> String {
        var text = value.trimmed
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            text = String(text.dropFirst().dropLast())
        }
        return text
    }

    /// "[a, b]" or "a" → ["a", "b"] / ["a"]; "[]" and "" → [].
    static func list(_ value: String) -> [String] {
        var text = value.trimmed
        if text.hasPrefix("[") && text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        return text.split(separator: ",").map { scalar(String($0)) }.filter { !$0.isEmpty }
    }
}

extension String {
    var trimmed: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }

    /// The text before a YAML comment (" #"), or an HTML comment on a heading line.
    var withoutComment: String {
        if let range = range(of: " #") { return String(self[..<range.lowerBound]) }
        if let range = range(of: "<!--") { return String(self[..<range.lowerBound]) }
        return self
    }
}
