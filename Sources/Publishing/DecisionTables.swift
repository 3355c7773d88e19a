import DecisionRecords

/// Tables from the decision records: the questions and the modules they shaped, and the technical
/// decision table with its rejected options, literature and evidence.
enum DecisionTables {
    static func modules(_ context: TableContext) -> PublishedTable {
        PublishedTable(
            name: "modules", caption: context.text("Questions, modules and decisions", "问题、模块与决策"),
            headers: [
                context.text("question discussed", "讨论的问题"), context.text("module", "工程模块"),
                context.text("decision", "决策"),
            ],
            rows: context.decisions.map {
                [$0.question, $0.module, "\($0.id) \($0.title) (\(status($0, context)))"]
            })
    }

    static func decisions(_ context: TableContext) -> PublishedTable {
        var cells = CitingCells()
        let rows = context.decisions.map { record -> [String] in
            let chosen = record.chosenOption.map { context.text("chosen: \($0)", "选定：\($0)") }
            return [
                record.module, ([record.id + " " + record.title] + (chosen.map { [$0] } ?? [])).joined(separator: "; "),
                record.rejected.map { "\($0.option): \($0.reason)" }.joined(separator: "; "),
                cells.ids(record.literature),
                record.evidence.joined(separator: ", "),
            ]
        }
        return PublishedTable(
            name: "decisions", caption: context.text("Technical decisions", "技术决策表"),
            headers: [
                context.text("module", "模块"), context.text("decision", "决策"),
                context.text("rejected options and why", "放弃的方案及理由"), context.text("literature", "文献"),
                context.text("evidence", "实测证据"),
            ], rows: rows, citations: cells.citations)
    }

    static func status(_ record: DecisionRecord, _ context: TableContext) -> String {
        guard context.chinese, let status = record.status else { return record.statusText }
        return status.chinese
    }
}
