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

    /// Works per bucket and kind of evidence, with totals: where the review is thin.
    static func coverage(_ context: TableContext) throws -> PublishedTable {
        let kinds = EvidenceKind.allCases
        var counts: [String: [Int]] = [:]
        var order: [String] = []
        try context.store.forEach(RecordQuery()) { record in
            let column = record.kind.flatMap { kinds.firstIndex(of: $0) } ?? kinds.count
            for bucket in record.buckets.isEmpty ? [context.text("(no bucket)", "（未分桶）")] : record.buckets {
                if counts[bucket] == nil {
                    counts[bucket] = Array(repeating: 0, count: kinds.count + 1)
                    order.append(bucket)
                }
                counts[bucket]![column] += 1
            }
        }
        let kindNames =
            context.chinese ? ["原理", "工程", "数据"] : kinds.map(\.rawValue)
        var rows = order.map { bucket in
            [bucket] + counts[bucket]!.map(String.init) + [String(counts[bucket]!.reduce(0, +))]
        }
        let totals = (0...kinds.count).map { column in order.reduce(0) { $0 + counts[$1]![column] } }
        rows.append([context.text("total", "合计")] + totals.map(String.init) + [String(totals.reduce(0, +))])
        return PublishedTable(
            name: "coverage",
            caption: context.text("Coverage: works per bucket and kind of evidence", "覆盖度：各主题桶的文献数（按证据类型）"),
            headers: [context.text("bucket", "主题桶")] + kindNames + [
                context.text("no kind", "未分类"), context.text("total", "合计"),
            ],
            rows: rows, numericColumns: Set(1...(kinds.count + 2)))
    }
}
