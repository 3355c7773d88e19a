import LiteratureMatrix

/// Works per thematic bucket and kind of evidence, with how many of them are blogs, and the cells
/// that are empty or rest on blogs alone.
public struct CoverageGrid {
    /// The default buckets of a weather-app review, in Chinese with their English names.
    public static let defaultBuckets: [(chinese: String, english: String)] = [
        ("定位", "location"), ("数据获取", "data acquisition"), ("界面表达", "UI presentation"),
        ("异常与性能", "errors and performance"),
    ]

    /// A cell: works, and how many of them are blogs.
    public struct Cell {
        public var count = 0
        public var blogs = 0
    }

    /// Bucket names as shown: the defaults (in the context's language) first, then the others.
    public let buckets: [String]
    /// Cells per bucket, one per kind of evidence and a last one for works without a kind.
    public let cells: [String: [Cell]]
    private let chinese: Bool

    /// The grid of the context's matrix.
    public init(_ context: TableContext) throws {
        chinese = context.chinese
        let kinds = EvidenceKind.allCases
        let defaults = Self.defaultBuckets.map { context.chinese ? $0.chinese : $0.english }
        var buckets = defaults
        var cells = Dictionary(
            uniqueKeysWithValues: defaults.map { ($0, [Cell](repeating: Cell(), count: kinds.count + 1)) })
        try context.store.forEach(RecordQuery()) { record in
            let column = record.kind.flatMap { kinds.firstIndex(of: $0) } ?? kinds.count
            let isBlog = SourceType(of: record) == .blog
            let named = record.buckets.isEmpty ? [context.text("(no bucket)", "（未分桶）")] : record.buckets
            for name in named {
                let bucket = Self.shownName(name, chinese: context.chinese)
                if cells[bucket] == nil {
                    cells[bucket] = [Cell](repeating: Cell(), count: kinds.count + 1)
                    buckets.append(bucket)
                }
                cells[bucket]![column].count += 1
                if isBlog { cells[bucket]![column].blogs += 1 }
            }
        }
        self.buckets = buckets
        self.cells = cells
    }

    /// A default bucket under the name of the context's language, whichever name the record used.
    static func shownName(_ name: String, chinese: Bool) -> String {
        guard
            let bucket = defaultBuckets.first(where: {
                $0.chinese == name || $0.english.lowercased() == name.lowercased()
            })
        else { return name }
        return chinese ? bucket.chinese : bucket.english
    }

    /// The thin cells of the default buckets, in words: "定位 has no 数据 work", "… rests on blogs alone".
    public func gaps() -> [String] {
        let kindNames = chinese ? ["原理", "工程方案", "实测数据或用户反馈"] : ["principle", "engineering solution", "real-data"]
        var gaps: [String] = []
        for bucket in buckets.prefix(Self.defaultBuckets.count) {
            for (column, kind) in kindNames.enumerated() {
                let cell = cells[bucket]![column]
                if cell.count == 0 {
                    gaps.append(chinese ? "\(bucket)：没有\(kind)类文献" : "\(bucket) has no \(kind) work")
                } else if cell.blogs == cell.count {
                    gaps.append(
                        chinese
                            ? "\(bucket)：\(kind)类只有博客（仅作辅助材料）"
                            : "\(bucket): \(kind) rests on blogs alone (supporting material only)")
                }
            }
        }
        return gaps
    }
}
