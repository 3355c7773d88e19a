/// What kind of source a work is, for weighing evidence: blogs count as supporting material only.
public enum SourceType: String, CaseIterable, Sendable {
    /// A journal or conference paper.
    case paper
    case thesis
    /// Official documentation (vendor docs, API references, session videos).
    case documentation
    case standard
    /// A technical blog post.
    case blog
    /// A book, report or anything else.
    case other

    /// The source type of `record`: its `source_type` column (set by imports, or by hand: "blog",
    /// "技术博客", "journal-article [J]"), else the GB/T 7714 type in its notes; a venue or title
    /// naming a blog makes it a blog.
    public init(of record: MatrixRecord) {
        let stated = (record.custom[KnownColumn.sourceType] ?? "").lowercased()
        let notes = record[.notes]
        let code = stated.isEmpty ? Self.noteCode(notes) : stated
        let venue = (record[.venue] + " " + record.title).lowercased()
        if code.contains("blog") || code.contains("博客") || venue.contains("blog") || venue.contains("博客") {
            self = .blog
        } else if code.contains("thesis") || code.contains("[d]") || code.contains("学位") {
            self = .thesis
        } else if code.contains("standard") || code.contains("[s]") || code.contains("标准") {
            self = .standard
        } else if code.contains("journal") || code.contains("conference") || code.contains("paper")
            || code.contains("[j]") || code.contains("[c]") || code.contains("论文")
        {
            self = .paper
        } else if code.contains("documentation") || code.contains("webpage") || code.contains("[eb")
            || code.contains("文档")
        {
            self = .documentation
        } else {
            self = .other
        }
    }

    /// "[J]" from "GB/T 7714 type: [J]" in the notes, lower-cased.
    private static func noteCode(_ notes: String) -> String {
        guard let marker = notes.range(of: "GB/T 7714 type: ["),
            let end = notes[marker.upperBound...].firstIndex(of: "]")
        else { return "" }
        return "[" + notes[marker.upperBound..<end].lowercased() + "]"
    }
}
