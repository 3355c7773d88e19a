import TextSupport

/// A table for the terminal, aligned by display width (a CJK character is two columns).
public struct TerminalTable {
    /// Column titles.
    public var headers: [String]
    /// Cells, one array per row.
    public var rows: [[String]]
    /// The widest a column may get before its cells are cut with "…".
    public var maxColumnWidth: Int
    /// Columns to align right (numbers).
    public var rightAligned: Set<Int>

    /// Makes a table.
    public init(headers: [String], rows: [[String]], maxColumnWidth: Int = 48, rightAligned: Set<Int> = []) {
        self.headers = headers
        self.rows = rows
        self.maxColumnWidth = maxColumnWidth
        self.rightAligned = rightAligned
    }

    /// The table as lines of text; the header in bold when `bold` is true.
    public func render(bold: Bool = false) -> String {
        let cells = rows.map { row in
            row.map { DisplayWidth.truncate(TextEscaping.visibleOnOneLine($0), to: maxColumnWidth) }
        }
        var widths = headers.map { DisplayWidth.of($0) }
        for row in cells {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], DisplayWidth.of(cell))
            }
        }
        func line(_ values: [String]) -> String {
            var parts: [String] = []
            for (index, width) in widths.enumerated() {
                let value = index < values.count ? values[index] : ""
                let isLast = index == widths.count - 1
                let alignRight = rightAligned.contains(index)
                parts.append(isLast && !alignRight ? value : DisplayWidth.pad(value, to: width, alignRight: alignRight))
            }
            return parts.joined(separator: "  ")
        }
        var output = line(headers)
        if bold { output = TextStyle.bold.apply(output) }
        output += "\n" + widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ") + "\n"
        for row in cells { output += line(row) + "\n" }
        return output
    }
}
