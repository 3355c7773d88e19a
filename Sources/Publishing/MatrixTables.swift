import LiteratureMatrix

/// Tables straight from the matrix: selected columns, and coverage of buckets by kind of evidence.
enum MatrixTables {
    static func matrix(_ request: TableRequest, _ context: TableContext) throws -> PublishedTable {
        let columns = request.columns ?? MatrixField.core.map { .field($0) }
        var rows: [[String]] = []
        try context.store.forEach(request.query) { record in rows.append(columns.map { $0.value(in: record) }) }
        let numeric = Set(columns.indices.filter { columns[$0] == .field(.year) })
        return PublishedTable(
            name: "matrix", caption: context.text("Literature matrix", "文献矩阵"),
            headers: columns.map { $0.label(chinese: context.chinese) }, rows: rows, numericColumns: numeric,
            citations: rows.compactMap { columns.first == .field(.id) ? $0.first : nil })
    }

    /// Works per bucket and kind of evidence, with totals: where the review is thin. The default
    /// buckets come first (empty ones too), then the others in order of first use; a cell whose
    /// works are all blogs says so.
    static func coverage(_ context: TableContext) throws -> PublishedTable {
        let grid = try CoverageGrid(context)
        let kinds = EvidenceKind.allCases
        var rows = grid.buckets.map { bucket in
            [bucket]
                + (0...kinds.count).map { column in
                    let cell = grid.cells[bucket]![column]
                    return cell.count > 0 && cell.blogs == cell.count
                        ? "\(cell.count)" + context.text(" (blogs only)", "（仅博客）") : String(cell.count)
                } + [String(grid.cells[bucket]!.reduce(0) { $0 + $1.count })]
        }
        let totals = (0...kinds.count).map { column in grid.buckets.reduce(0) { $0 + grid.cells[$1]![column].count } }
        rows.append([context.text("total", "合计")] + totals.map(String.init) + [String(totals.reduce(0, +))])
        let kindNames = context.chinese ? ["原理", "工程", "数据"] : kinds.map(\.rawValue)
        return PublishedTable(
            name: "coverage",
            caption: context.text("Coverage: works per bucket and kind of evidence", "覆盖度：各主题桶的文献数（按证据类型）"),
            headers: [context.text("bucket", "主题桶")] + kindNames + [
                context.text("no kind", "未分类"), context.text("total", "合计"),
            ],
            rows: rows, numericColumns: Set(1...(kinds.count + 2)))
    }
}
