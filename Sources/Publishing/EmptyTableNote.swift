/// What an empty table says below its headings, so a new chapter reads as unfinished, not broken.
enum EmptyTableNote {
    /// The note for an empty `request` table, in the context's language.
    static func text(_ request: TableRequest, _ context: TableContext) -> String {
        switch request.name {
        case "matrix":
            guard let named = request.query.bucket else {
                return context.text(
                    "*No works yet: add them with lit add or lit import.*", "*暂无文献：用 lit add 或 lit import 加入文献。*")
            }
            let bucket = BlockRenderer.escapeProse(named)
            return context.text(
                "*No works in the bucket \(bucket) yet: add them with lit add or lit import and give them this bucket.*",
                "*“\(bucket)”主题桶暂无文献：用 lit add 或 lit import 加入文献，并把主题桶（buckets）设为“\(bucket)”。*")
        case "architecture":
            return context.text(
                "*No architecture patterns yet: tag works pattern:NAME (for example pattern:MVVM).*",
                "*暂无架构模式：给文献加上 pattern:名称 标签（例如 pattern:MVVM）。*")
        case "modules", "decisions":
            return context.text(
                "*No decision records yet: start one with lit decision new.*",
                "*暂无决策记录：用 lit decision new 新建。*")
        default:
            return context.text("*This table is empty.*", "*本表暂无内容。*")
        }
    }

    /// What an empty references block says.
    static func references(chinese: Bool) -> String {
        chinese
            ? "*正文尚未引用文献：用 lit:cite 标记引用矩阵中的文献。*"
            : "*No works cited yet: cite matrix rows with lit:cite blocks.*"
    }
}
