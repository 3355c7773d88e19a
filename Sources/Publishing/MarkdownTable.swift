import TextSupport

/// GitHub-flavoured Markdown tables: every cell escaped (`|`, Markdown punctuation, `<`, line breaks
/// as `<br>`), one line per row, columns padded by display width so Chinese text lines up in a
/// monospace view. Cells are escaped once into one byte buffer and measured there.
enum MarkdownTable {
    static func render(_ table: PublishedTable) -> String {
        String(decoding: bytes(table), as: UTF8.self)
    }

    static func bytes(_ table: PublishedTable) -> [UInt8] {
        let columnCount = table.headers.count
        var escaped: [UInt8] = []
        var cells: [(start: Int, end: Int, width: Int)] = []
        cells.reserveCapacity((table.rows.count + 1) * columnCount)
        var widths = Array(repeating: 3, count: columnCount)
        for row in [table.headers] + table.rows {
            for column in 0..<columnCount {
                let start = escaped.count
                TextEscaping.appendMarkdownCell(column < row.count ? row[column] : "", to: &escaped)
                let width = DisplayWidth.of(utf8: escaped[start...])
                cells.append((start, escaped.count, width))
                widths[column] = max(widths[column], width)
            }
        }
        var output: [UInt8] = []
        output.reserveCapacity(escaped.count + (table.rows.count + 2) * (widths.reduce(0, +) + 3 * columnCount + 2))
        func appendSpaces(_ count: Int) {
            if count > 0 { output.append(contentsOf: repeatElement(0x20, count: count)) }
        }
        func appendRow(_ row: Int) {
            output.append(0x7C)
            for column in 0..<columnCount {
                let cell = cells[row * columnCount + column]
                let padding = widths[column] - cell.width
                output.append(0x20)
                if table.numericColumns.contains(column) { appendSpaces(padding) }
                output.append(contentsOf: escaped[cell.start..<cell.end])
                if !table.numericColumns.contains(column) { appendSpaces(padding) }
                output.append(contentsOf: [0x20, 0x7C])
            }
            output.append(0x0A)
        }
        appendRow(0)
        output.append(0x7C)
        for column in 0..<columnCount {
            output.append(0x20)
            let dashes = widths[column] - (table.numericColumns.contains(column) ? 1 : 0)
            output.append(contentsOf: repeatElement(0x2D, count: dashes))
            if table.numericColumns.contains(column) { output.append(0x3A) }
            output.append(contentsOf: [0x20, 0x7C])
        }
        output.append(0x0A)
        for row in table.rows.indices { appendRow(row + 1) }
        return output
    }
}
