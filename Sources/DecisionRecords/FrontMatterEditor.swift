import Foundation
import TextSupport

/// Changes front-matter keys of a record's text, leaving every other line as it was.
public struct FrontMatterEditor {
    private var lines: [String]
    private let close: Int

    /// The editor over `text` (a record that parses).
    public init(_ text: String, path: String) throws {
        lines = text.components(separatedBy: "\n")
        guard lines.first == "---", let close = lines.dropFirst().firstIndex(of: "---") else {
            throw InputError(file: path, line: 1, expected: "front matter between '---' lines")
        }
        self.close = close
    }

    /// The edited text.
    public var text: String { lines.joined(separator: "\n") }

    /// Sets `key` to `value` (a scalar, or a list written `[a, b]`), replacing its line or adding one
    /// before the closing `---`.
    public mutating func set(_ key: String, _ value: String) {
        let line = "\(key): \(value)"
        if let index = index(of: key) {
            let end = nestedEnd(after: index)
            lines.replaceSubrange(index..<end, with: [line])
        } else {
            lines.insert(line, at: closing)
        }
    }

    /// Sets `key` to a list.
    public mutating func set(_ key: String, list: [String]) {
        set(key, "[" + list.joined(separator: ", ") + "]")
    }

    /// Sets `key` to a nested map, one `  name: value` line per entry, sorted.
    public mutating func set(_ key: String, map: [String: String]) {
        let block = ["\(key):"] + map.keys.sorted().map { "  \($0): \(map[$0]!)" }
        if let index = index(of: key) {
            lines.replaceSubrange(index..<nestedEnd(after: index), with: block)
        } else {
            lines.insert(contentsOf: block, at: closing)
        }
    }

    private var closing: Int { lines.dropFirst().firstIndex(of: "---") ?? close }

    private func index(of key: String) -> Int? {
        lines[1..<closing].firstIndex { $0.hasPrefix(key + ":") }
    }

    /// The line after `index` and its indented continuation lines.
    private func nestedEnd(after index: Int) -> Int {
        var end = index + 1
        while end < closing, lines[end].first == " " || lines[end].first == "\t" { end += 1 }
        return end
    }
}
