/// The custom columns lit itself fills and reads, by name: one place for each.
public enum KnownColumn {
    /// `included`, `excluded: reason`, `maybe`, or empty (`lit screen`).
    public static let screening = "screening"
    /// Where an imported work came from: the kept export, line, format, database and date.
    public static let provenance = "provenance"
    /// The kind of source with its GB/T 7714 code: `journal-article [J]`.
    public static let sourceType = "source_type"
    /// The work's abstract, as imported.
    public static let abstract = "abstract"
    /// When an online work was read (YYYY-MM-DD), for GB/T 7714's access date.
    public static let accessed = "accessed"
}
