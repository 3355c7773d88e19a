import Publishing
import ToolSupport

/// `lit coverage`: the bucket × kind-of-evidence grid, and the thin cells named.
enum CoverageCommand {
    static let command = Command(
        CommandSpec(
            name: "coverage", abstract: "Show works per bucket and kind of evidence, and name the empty cells.",
            discussion: """
                Buckets: 定位/location, 数据获取/data acquisition, 界面表达/UI presentation, 异常与性能/errors and
                performance, then any other bucket the works name (lit edit ID --buckets ...). Kinds: principle,
                engineering solution, real data or user feedback (--kind). A cell whose works are all blogs
                (source_type blog, or a blog as venue) is marked: blogs count as supporting material only.
                """,
            options: [
                OptionSpec("format", value: "FORMAT", help: "table (default), csv, json or md."),
                OutputOptions.langSpec, WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let format = try SearchWorkspace.format(arguments)
        let chinese = try OutputOptions.chinese(arguments)
        let context = try PublishingContext.open(arguments, console, chinese: chinese)
        let table = try TableCatalog.build(TableRequest(name: "coverage"), in: context.tables)
        var gaps = try CoverageGrid(context.tables).gaps()
        if gaps.isEmpty, format == .table || format == .md {
            gaps = [
                chinese ? "默认主题桶的每一格都有文献，且不只靠博客" : "every cell of the default buckets has works that are not only blogs"
            ]
        }
        let keys = ["bucket", "principle", "engineering", "data", "no_kind", "total"]
        try console.out.write(
            DataTable(headers: table.headers, keys: keys, rows: table.rows, numeric: table.numericColumns).render(
                format))
        switch format {
        case .table: try console.out.write(gaps.isEmpty ? "" : "\n" + gaps.joined(separator: "\n") + "\n")
        case .md:
            try console.out.write(gaps.isEmpty ? "" : "\n" + gaps.map { "- " + $0 }.joined(separator: "\n") + "\n")
        case .csv, .json: for gap in gaps { console.diagnostic("note: \(gap)") }
        }
    }
}
