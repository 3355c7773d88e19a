import CSVCodec
import TextSupport
import ToolSupport

/// Rows of figures written as a terminal table, CSV, JSON or Markdown (`--format`).
struct DataTable {
    /// Column headings for people.
    let headers: [String]
    /// Keys for JSON, one per column.
    let keys: [String]
    /// The cells, as text.
    let rows: [[String]]
    /// Columns written as JSON numbers and right-aligned in tables.
    let numeric: Set<Int>

    /// The table in `format`.
    func render(_ format: OutputOptions.Format, bold: Bool = false) -> String {
        switch format {
        case .table:
            return TerminalTable(headers: headers, rows: rows, rightAligned: numeric).render(bold: bold)
        case .csv:
            var bytes: [UInt8] = []
            CSVWriter.appendRecord(keys[...], to: &bytes)
            for row in rows { CSVWriter.appendRecord(row[...], to: &bytes) }
            return String(decoding: bytes, as: UTF8.self)
        case .md:
            var lines = ["| " + headers.map(TextEscaping.markdownCell).joined(separator: " | ") + " |"]
            lines.append("|" + headers.indices.map { numeric.contains($0) ? "---:|" : "---|" }.joined())
            for row in rows { lines.append("| " + row.map(TextEscaping.markdownCell).joined(separator: " | ") + " |") }
            return lines.joined(separator: "\n") + "\n"
        case .json:
            let objects = rows.map { row in
                "  {"
                    + zip(keys, row).enumerated().map { column, pair in
                        let value =
                            numeric.contains(column) && Double(pair.1) != nil ? pair.1 : TextEscaping.jsonString(pair.1)
                        return TextEscaping.jsonString(pair.0) + ": " + value
                    }.joined(separator: ", ") + "}"
            }
            return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
        }
    }
}
