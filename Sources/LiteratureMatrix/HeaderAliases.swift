/// The header names, English and Chinese, that import recognises for each built-in column.
enum HeaderAliases {
    /// The field a header names, if any (case, spaces, '_' and '-' and full-width forms ignored).
    static func field(for header: String) -> MatrixField? {
        table[fold(header)]
    }

    /// The folded form headers are compared in.
    static func fold(_ header: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in header.unicodeScalars {
            var value = scalar.value
            if (0xFF01...0xFF5E).contains(value) { value -= 0xFEE0 }
            if value == 0xFEFF || value == 0x3000 { continue }
            let folded = Unicode.Scalar(value)!
            if folded == " " || folded == "_" || folded == "-" || folded == "*" || folded.properties.isWhitespace {
                continue
            }
            result.append(contentsOf: folded.properties.lowercaseMapping.unicodeScalars)
        }
        return String(result)
    }

    private static let aliases: [MatrixField: [String]] = [
        .id: ["编号", "序号", "文献编号", "key"],
        .title: ["标题", "文献标题", "题名", "篇名", "题目"],
        .year: ["年份", "年", "发表年份", "出版年", "出版年份"],
        .stack: ["技术栈", "核心技术栈", "techstack", "技术"],
        .dataSource: ["数据来源", "数据源"],
        .reusablePoint: ["可复用点", "可借鉴点", "reusable"],
        .limitation: ["limitations", "局限性", "局限", "不足"],
        .authors: ["author", "作者"],
        .venue: ["出处", "来源", "期刊", "刊名", "出版物", "journal", "source"],
        .url: ["网址", "链接", "link"],
        .language: ["语言", "lang"],
        .tags: ["tag", "标签", "关键词", "keywords"],
        .notes: ["note", "备注", "笔记"],
        .buckets: ["bucket", "主题", "分桶", "主题分类"],
        .kind: ["evidencekind", "证据类型"],
        .timeliness: ["时效性"],
        .timelinessReason: ["时效性理由", "时效性说明"],
        .dataSufficiency: ["数据充分性"],
        .dataSufficiencyReason: ["数据充分性理由", "数据充分性说明"],
        .reproducibility: ["可复现性"],
        .reproducibilityReason: ["可复现性理由", "可复现性说明"],
    ]

    private static let table: [String: MatrixField] = {
        var table: [String: MatrixField] = [:]
        for field in MatrixField.allCases {
            for name in [field.columnName, field.label(chinese: false), field.label(chinese: true)]
                + (aliases[field] ?? [])
            {
                table[fold(name)] = field
            }
        }
        return table
    }()
}
