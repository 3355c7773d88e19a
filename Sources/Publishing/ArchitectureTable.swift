import LiteratureMatrix

/// The architecture-evidence table: one row per pattern (rows tagged `pattern:MVVM`, ...), one
/// column per aspect, each cell the tagged rows' values of that aspect's custom column with their ids.
enum ArchitectureTable {
    /// The aspects, each a custom column under an English or a Chinese name.
    static let aspects: [(names: [String], english: String, chinese: String)] = [
        (["state_management", "状态管理"], "state management", "状态管理"),
        (["testability", "可测试性"], "testability", "可测试性"),
        (["weather_fit", "天气应用适配"], "fit for a weather app", "对天气应用的适配"),
        (["review_focus", "综述关注点"], "what the review focuses on", "综述关注点"),
    ]

    static func build(_ context: TableContext) throws -> PublishedTable {
        var patterns: [String] = []
        var members: [String: [MatrixRecord]] = [:]
        try context.store.forEach(RecordQuery()) { record in
            for tag in record.tags {
                guard let colon = tag.firstIndex(of: ":"), tag[..<colon].lowercased() == "pattern" else { continue }
                let pattern = String(tag[tag.index(after: colon)...])
                if members[pattern] == nil { patterns.append(pattern) }
                members[pattern, default: []].append(record)
            }
        }
        var cells = CitingCells()
        let rows = patterns.map { pattern -> [String] in
            let records = members[pattern]!
            return [pattern]
                + aspects.map { aspect in
                    cells.cell(
                        records.compactMap { record in
                            let value = record.custom(aspect.names)
                            return value.isEmpty ? nil : (value, record.id)
                        })
                } + [cells.ids(records.map(\.id))]
        }
        return PublishedTable(
            name: "architecture", caption: context.text("Architecture evidence", "架构证据表"),
            headers: [context.text("pattern", "架构模式")] + aspects.map { context.chinese ? $0.chinese : $0.english }
                + [context.text("literature", "文献")],
            rows: rows, citations: cells.citations)
    }
}
