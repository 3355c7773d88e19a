import LiteratureMatrix
import SearchStrings
import ToolSupport

/// `lit prisma`: PRISMA-style counts from the search log and the screening decisions.
enum PrismaCommand {
    static let command = Command(
        CommandSpec(
            name: "prisma",
            abstract: "PRISMA counts: identified per database, duplicates, screened, excluded, included.",
            discussion: """
                Identified: the hits of each database in the search log (lit search log). Imported and
                duplicates: what importing the logged exports did. Screened, excluded (per reason) and included:
                the screening column (lit screen). Counts that have no source are shown as "—" and named on stderr;
                nothing is estimated.
                """,
            options: [SearchWorkspace.formatSpec, WorkspaceOption.spec])
    ) { arguments, console in
        let format = try SearchWorkspace.format(arguments)
        let session = try WorkspaceOption.open(arguments, console)
        let log = try SearchLog(workspaceRoot: session.workspace.root).load()
        var decisions: [String] = []
        try session.store.forEach(RecordQuery()) { decisions.append($0.custom[KnownColumn.screening] ?? "") }
        let rows = Self.rows(log: log, decisions: decisions)
        if log.isEmpty {
            console.diagnostic("note: no searches logged (lit search log): identification counts are absent")
        }
        if log.allSatisfy({ $0.added == nil }), !log.isEmpty {
            console.diagnostic("note: no logged export was imported yet: import counts are absent")
        }
        let table = DataTable(
            headers: ["stage", "count", "detail"], keys: ["stage", "count", "detail"], rows: rows, numeric: [1])
        try console.out.write(table.render(format))
    }

    /// The flow's rows: (stage, count or "—", detail).
    static func rows(log: [SearchLogEntry], decisions: [String]) -> [[String]] {
        let absent = "—"
        var rows: [[String]] = []
        var perDatabase: [String: Int] = [:]
        for entry in log { perDatabase[entry.database, default: 0] += entry.hits }
        for (database, hits) in perDatabase.sorted(by: { $0.key < $1.key }) {
            rows.append([
                "identified: \(database)", String(hits), "\(log.filter { $0.database == database }.count) searches",
            ])
        }
        rows.append(["identified in all", log.isEmpty ? absent : String(perDatabase.values.reduce(0, +)), ""])
        let imported = log.filter { $0.added != nil }
        rows.append([
            "imported from exports",
            imported.isEmpty ? absent : String(imported.reduce(0) { $0 + ($1.added ?? 0) + ($1.duplicates ?? 0) }),
            "\(imported.count) logged exports imported",
        ])
        rows.append([
            "duplicates removed", imported.isEmpty ? absent : String(imported.reduce(0) { $0 + ($1.duplicates ?? 0) }),
            "",
        ])
        let screened = decisions.filter { !$0.isEmpty }
        rows.append(["works in the matrix", String(decisions.count), ""])
        rows.append(["screened", String(screened.count), "\(decisions.count - screened.count) not screened yet"])
        var reasons: [String: Int] = [:]
        for decision in screened where decision.hasPrefix("excluded: ") {
            reasons[String(decision.dropFirst("excluded: ".count)), default: 0] += 1
        }
        rows.append(["excluded", String(reasons.values.reduce(0, +)), ""])
        for (reason, count) in reasons.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            rows.append(["excluded: \(reason)", String(count), ""])
        }
        rows.append(["maybe", String(screened.filter { $0 == "maybe" }.count), ""])
        rows.append(["included", String(screened.filter { $0 == "included" }.count), ""])
        return rows
    }
}
