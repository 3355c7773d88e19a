/// A built-in column of the literature matrix, in the order exports list them.
public enum MatrixField: Int, CaseIterable, Sendable {
    /// The review matrix's seven columns.
    case id, title, year, stack, dataSource, reusablePoint, limitation
    /// Bibliographic and classification columns.
    case authors, venue, doi, url, language, tags, notes, buckets, kind
    /// The appraisal: a rating (high, medium, low) and a short reason for each of three criteria.
    case timeliness, timelinessReason, dataSufficiency, dataSufficiencyReason, reproducibility, reproducibilityReason

    /// The column name in CSV headers, JSON keys and the database.
    public var columnName: String { Self.columnNames[rawValue] }

    /// The field with this column name, if any.
    public init?(columnName: String) {
        guard let index = Self.columnNames.firstIndex(of: columnName) else { return nil }
        self.init(rawValue: index)
    }

    private static let columnNames = [
        "id", "title", "year", "stack", "data_source", "reusable_point", "limitation",
        "authors", "venue", "doi", "url", "language", "tags", "notes", "buckets", "kind",
        "timeliness", "timeliness_reason", "data_sufficiency", "data_sufficiency_reason", "reproducibility",
        "reproducibility_reason",
    ]

    /// The seven columns of the classic review matrix.
    public static let core: [MatrixField] = [.id, .title, .year, .stack, .dataSource, .reusablePoint, .limitation]

    /// A heading for people, in English or Chinese.
    public func label(chinese: Bool) -> String {
        let (english, zh) = Self.labels[self]!
        return chinese ? zh : english
    }

    /// Fields whose value is a list ("a; b").
    public var isList: Bool { self == .tags || self == .buckets }

    private static let labels: [MatrixField: (String, String)] = [
        .id: ("ID", "编号"), .title: ("Title", "标题"), .year: ("Year", "年份"), .stack: ("Stack", "技术栈"),
        .dataSource: ("Data source", "数据来源"), .reusablePoint: ("Reusable point", "可复用点"),
        .limitation: ("Limitation", "局限性"), .authors: ("Authors", "作者"), .venue: ("Venue", "出处"),
        .doi: ("DOI", "DOI"), .url: ("URL", "网址"), .language: ("Language", "语言"), .tags: ("Tags", "标签"),
        .notes: ("Notes", "备注"), .buckets: ("Buckets", "主题"), .kind: ("Evidence kind", "证据类型"),
        .timeliness: ("Timeliness", "时效性"), .timelinessReason: ("Timeliness reason", "时效性理由"),
        .dataSufficiency: ("Data sufficiency", "数据充分性"),
        .dataSufficiencyReason: ("Data sufficiency reason", "数据充分性理由"),
        .reproducibility: ("Reproducibility", "可复现性"),
        .reproducibilityReason: ("Reproducibility reason", "可复现性理由"),
    ]
}
