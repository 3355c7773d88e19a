/// A table for the thesis: a caption, headings and rows of text, and the matrix rows it cites.
public struct PublishedTable: Sendable, Equatable {
    /// The table's name in `lit table NAME` and in weave markers.
    public var name: String
    /// The caption ("架构证据表").
    public var caption: String
    /// The column headings.
    public var headers: [String]
    /// The cells, row by row (as many as headings).
    public var rows: [[String]]
    /// Columns of numbers, right-aligned.
    public var numericColumns: Set<Int>
    /// Matrix row ids the cells cite, in order of first citation.
    public var citations: [String]

    /// A table.
    public init(
        name: String, caption: String, headers: [String], rows: [[String]], numericColumns: Set<Int> = [],
        citations: [String] = []
    ) {
        self.name = name
        self.caption = caption
        self.headers = headers
        self.rows = rows
        self.numericColumns = numericColumns
        self.citations = citations
    }
}

/// The formats a table is written in.
public enum TableFormat: String, CaseIterable, Sendable {
    /// GitHub-flavoured Markdown, LaTeX (booktabs), CSV (RFC 4180).
    case md, tex, csv
}
