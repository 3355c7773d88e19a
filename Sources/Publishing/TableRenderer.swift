import CSVCodec

/// Writes a table in one of the formats.
public enum TableRenderer {
    /// `table` in `format`; `standalone` makes LaTeX a whole document (for compiling on its own).
    public static func render(_ table: PublishedTable, as format: TableFormat, standalone: Bool = false) -> String {
        format == .md
            ? MarkdownTable.render(table)
            : String(decoding: bytes(table, as: format, standalone: standalone), as: UTF8.self)
    }

    /// The same as UTF-8 bytes, without making a string of a large table.
    public static func bytes(_ table: PublishedTable, as format: TableFormat, standalone: Bool = false) -> [UInt8] {
        switch format {
        case .md: return MarkdownTable.bytes(table)
        case .tex: return Array(LatexTable.render(table, standalone: standalone).utf8)
        case .csv:
            var bytes: [UInt8] = []
            CSVWriter.appendRecord(table.headers[...], to: &bytes)
            for row in table.rows { CSVWriter.appendRecord(row[...], to: &bytes) }
            return bytes
        }
    }
}
