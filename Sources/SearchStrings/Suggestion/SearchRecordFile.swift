import Foundation
import TextSupport

/// Records for the suggestions from a file: a JSON array of objects with `title`, `keywords` (a
/// string split like a keyword field, or an array of strings) and `abstract` (other members are
/// ignored), or plain text: records separated by blank lines, the first line of each the title, a
/// line starting with "Keywords:" or "关键词：" the keywords, and the other lines the abstract.
public enum SearchRecordFile {
    /// The records in the UTF-8 file at `path`.
    public static func read(path: String) throws -> [SearchRecord] {
        var bytes = try InputFile.readAll(path: path)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SearchFileError(path: path, location: "line \(firstInvalidLine(bytes))", expected: "UTF-8 text")
        }
        let start = text.unicodeScalars.first { !$0.properties.isWhitespace }
        return start == "[" || start == "{" ? try json(bytes, path: path) : plainText(text)
    }

    /// Records from the plain-text layout.
    public static func plainText(_ text: String) -> [SearchRecord] {
        var records: [SearchRecord] = []
        var lines: [String] = []
        func finish() {
            if let record = record(lines) { records.append(record) }
            lines = []
        }
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { finish() } else { lines.append(trimmed) }
        }
        finish()
        return records
    }

    private static let keywordLabels = ["keywords:", "keyword:", "关键词:", "关键词：", "关键字:", "关键字："]
    private static let abstractLabels = ["abstract:", "摘要:", "摘要："]

    private static func record(_ lines: [String]) -> SearchRecord? {
        guard let title = lines.first else { return nil }
        var record = SearchRecord(title: title)
        var abstract: [String] = []
        for line in lines.dropFirst() {
            if let label = keywordLabels.first(where: { line.lowercased().hasPrefix($0) }) {
                record.keywords += SearchRecord.keywords(in: String(line.dropFirst(label.count)))
            } else if let label = abstractLabels.first(where: { line.lowercased().hasPrefix($0) }) {
                abstract.append(String(line.dropFirst(label.count)).trimmingCharacters(in: .whitespaces))
            } else {
                abstract.append(line)
            }
        }
        record.abstract = abstract.joined(separator: " ")
        return record
    }

    private static func json(_ bytes: [UInt8], path: String) throws(SearchFileError) -> [SearchRecord] {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: bytes)
        } catch {
            throw SearchFileError(path: path, location: "line \(error.line)", expected: error.expected)
        }
        let expected = "an array of records (objects with title, keywords, abstract)"
        guard case .array(let items) = document.value() else {
            throw SearchFileError(path: path, location: "the document", expected: expected)
        }
        var records: [SearchRecord] = []
        for (index, item) in items.enumerated() {
            guard case .object(let members) = item else {
                throw SearchFileError(path: path, location: "[\(index)]", expected: expected)
            }
            var record = SearchRecord()
            for member in members {
                let location = "[\(index)].\(member.key)"
                switch (member.key, member.value) {
                case ("title", .string(let text)): record.title = text
                case ("abstract", .string(let text)): record.abstract = text
                case ("keywords", .string(let text)): record.keywords = SearchRecord.keywords(in: text)
                case ("keywords", .array(let values)):
                    record.keywords = []
                    for (number, value) in values.enumerated() {
                        guard case .string(let text) = value else {
                            throw SearchFileError(path: path, location: "\(location)[\(number)]", expected: "a string")
                        }
                        record.keywords += SearchRecord.keywords(in: text)
                    }
                case ("title", _), ("abstract", _):
                    throw SearchFileError(path: path, location: location, expected: "a string")
                case ("keywords", _):
                    throw SearchFileError(path: path, location: location, expected: "a string or an array of strings")
                default: continue
                }
            }
            records.append(record)
        }
        return records
    }

    private static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
        var line = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            if String(validating: bytes[start..<index], as: UTF8.self) == nil { return line }
            line += 1
            start = index + 1
        }
        return line
    }
}
