import TextSupport

/// GitHub-flavoured Markdown tables: every cell escaped (`|`, Markdown punctuation, `<`, line breaks
/// as `<br>`), one line per row, columns padded by display width so Chinese text lines up in a
/// monospace view.
enum MarkdownTable {
    static func render(_ table: PublishedTable) -> String {
        let header = table.headers.map(TextEscaping.markdownCell)
        let body = table.rows.map { $0.map(TextEscaping.markdownCell) }
        var widths = header.map { max(DisplayWidth.of($0), 3) }
        for row in body {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], DisplayWidth.of(cell))
            }
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                DisplayWidth.pad(cell, to: widths[column], alignRight: table.numericColumns.contains(column))
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = widths.enumerated().map { column, width in
            table.numericColumns.contains(column)
                ? String(repeating: "-", count: width - 1) + ":"
                : String(repeating: "-", count: width)
        }
        var lines = [line(header), "| " + rule.joined(separator: " | ") + " |"]
        lines.reserveCapacity(body.count + 2)
        for row in body { lines.append(line(row)) }
        return lines.joined(separator: "\n") + "\n"
    }
}
