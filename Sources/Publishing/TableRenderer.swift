import CSVCodec

/// Writes a table in one of the formats.
public enum TableRenderer {
    /// `table` in `format`; `standalone` makes LaTeX a whole document (for compiling on its own).
    public static func render(_ table: PublishedTable, as format: TableFormat, standalone: Bool = false) -> String {
        switch format {
        case .md: return MarkdownTable.render(table)
        case .tex: return LatexTable.render(table, standalone: standalone)
        case .csv:
            var bytes: [UInt8] = []
            CSVWriter.appendRecord(table.headers[...], to: &bytes)
            for row in table.rows { CSVWriter.appendRecord(row[...], to: &bytes) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
