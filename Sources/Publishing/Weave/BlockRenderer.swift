import DecisionRecords
import Evaluation
import Foundation
import LiteratureMatrix
import TextSupport

/// What blocks are made from, and where figures go.
public struct WeaveContext {
    /// The matrix, decisions and evidence.
    public let tables: TableContext
    /// The workspace's root (absolute); charts go to `Evidence/charts/` under it.
    public let root: String

    /// A context.
    public init(tables: TableContext, root: String) {
        self.tables = tables
        self.root = root
    }
}

/// Makes the content of one block.
struct BlockRenderer {
    let context: WeaveContext
    /// The document's folder (absolute), for relative figure paths.
    let folder: String
    /// Whether figures may be written (weave), or only compared (check).
    let writes: Bool
    /// The decision record the document is, if it is one.
    let record: DecisionRecord?

    /// The block's text and the matrix rows it cites; `cited` are the document's citations so far
    /// (for `references`).
    func render(_ directive: WeaveDirective, cited: [String], inline: Bool) throws(WeaveProblem.Reason)
        -> (String, [String])
    {
        do {
            switch directive.kind {
            case .table: return try table(directive)
            case .cite: return (try references(directive.arguments, directive, inline: inline), directive.arguments)
            case .references: return (try references(cited, directive, inline: inline), [])
            case .figure: return (try figure(directive), [])
            case .metric: return (try metric(directive), [])
            case .search:
                return (
                    try SearchBlock(
                        root: context.root, chinese: context.tables.chinese || directive.options["lang"] == "zh"
                    ).render(), []
                )
            case .summary: return (try decision(directive).summary(), [])
            case .literature: return try decision(directive).literature()
            case .evidence: return (try decision(directive).evidence(), [])
            }
        } catch let reason as WeaveProblem.Reason {
            throw reason
        } catch {
            throw .cannotRender("\(error)")
        }
    }

    private func decision(_ directive: WeaveDirective) throws -> DecisionBlocks {
        guard let record else {
            throw WeaveProblem.Reason.malformed("lit:\(directive.kind.rawValue) only in a decision record")
        }
        return DecisionBlocks(record: record, context: context.tables)
    }

    private func chinese(_ directive: WeaveDirective) throws -> Bool {
        switch directive.options["lang"] ?? (context.tables.chinese ? "zh" : "en") {
        case "zh", "zh-Hans": return true
        case "en": return false
        case let other: throw WeaveProblem.Reason.malformed("lang=zh or lang=en, not lang=\(other)")
        }
    }

    private func tables(_ directive: WeaveDirective) throws -> TableContext {
        let base = context.tables
        return TableContext(
            store: base.store, decisions: base.decisions, evidence: base.evidence, chinese: try chinese(directive),
            sources: base.sources)
    }

    private func table(_ directive: WeaveDirective) throws -> (String, [String]) {
        let options = directive.options
        var query = RecordQuery()
        query.bucket = options["bucket"]
        query.tag = options["tag"]
        query.text = options["q"]
        query.yearFrom = options["from"].flatMap { Int($0) }
        query.yearTo = options["to"].flatMap { Int($0) }
        if let kind = options["kind"] {
            guard let parsed = EvidenceKind(text: kind) else {
                throw WeaveProblem.Reason.malformed("kind=principle, engineering or data, not kind=\(kind)")
            }
            query.kind = parsed
        }
        let columns = try options["columns"].map {
            try MatrixColumn.parse(list: $0, custom: try context.tables.store.customColumns())
        }
        let request = TableRequest(name: directive.arguments[0], columns: columns, query: query)
        let tableContext = try tables(directive)
        let table = try TableCatalog.build(request, in: tableContext)
        let rendered = TableRenderer.render(table, as: .md)
        guard table.rows.isEmpty else { return (rendered, table.citations) }
        return (rendered + "\n" + EmptyTableNote.text(request, tableContext), table.citations)
    }

    /// GB/T 7714 entries of `ids`, labelled with the row id: a list, or the entry alone when one is
    /// cited inline.
    private func references(_ ids: [String], _ directive: WeaveDirective, inline: Bool) throws -> String {
        let entries = try ids.map { id in
            guard let record = try context.tables.store.record(id: id) else {
                throw WeaveProblem.Reason.cannotRender("no matrix row \(id)")
            }
            return "[\(id)] " + Self.escapeProse(GBT7714.reference(record))
        }
        if entries.isEmpty && !inline { return EmptyTableNote.references(chinese: try chinese(directive)) }
        return inline ? entries.joined(separator: "; ") : entries.map { "- " + $0 }.joined(separator: "\n")
    }

    /// Markdown's emphasis, code and HTML characters made literal; brackets stay as GB/T 7714 writes them.
    static func escapeProse(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\", "*", "_", "`": escaped += "\\" + String(character)
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private func run(_ id: String) throws -> EvidenceRun {
        guard let run = try context.tables.evidence?.run(id) else {
            throw WeaveProblem.Reason.cannotRender("no evidence run '\(id)' (lit bench list shows the stored runs)")
        }
        return run
    }

    private func trace(_ directive: WeaveDirective, in run: EvidenceRun) throws -> String {
        let trace = directive.options["trace"] ?? run.traces.first ?? ""
        guard run.traces.contains(trace) else {
            throw WeaveProblem.Reason.cannotRender("run \(run.id) has no trace '\(trace)'")
        }
        return trace
    }

    /// A chart of a run, written to Evidence/charts/ and linked from the document.
    private func figure(_ directive: WeaveDirective) throws -> String {
        let run = try run(directive.arguments[0])
        let trace = try trace(directive, in: run)
        let kind = directive.arguments[1]
        let charts = EvidenceCharts(run: run, chinese: try chinese(directive))
        let svg: String
        let caption: String
        switch kind {
        case "latency":
            svg = charts.latencyCDF(trace: trace)
            caption = try chinese(directive) ? "延迟累积分布（\(trace)，\(run.id)）" : "Latency CDF (\(trace), \(run.id))"
        case "hit-rate":
            svg = charts.hitRates(trace: trace)
            caption =
                try chinese(directive)
                ? "命中率与理论上限（\(trace)，\(run.id)）" : "Hit rates against the oracle (\(trace), \(run.id))"
        default: throw WeaveProblem.Reason.malformed("latency or hit-rate after the run, not \(kind)")
        }
        // Named as the marker names the run, so `latest` keeps one file that follows the newest run.
        let path = context.root + "/Evidence/charts/\(directive.arguments[0])-\(trace)-\(kind).svg"
        if writes, (try? String(contentsOfFile: path, encoding: .utf8)) != svg {
            try FileManager.default.createDirectory(
                atPath: context.root + "/Evidence/charts", withIntermediateDirectories: true)
            try AtomicFile.write(svg, to: path)
        }
        if !writes, !FileManager.default.fileExists(atPath: path) { throw WeaveProblem.Reason.stale }
        return "![\(TextEscaping.markdownCell(caption))](\(Self.relative(path, from: folder)))"
    }

    /// One figure of a run, with its unit.
    private func metric(_ directive: WeaveDirective) throws -> String {
        let run = try run(directive.arguments[0])
        let trace = try trace(directive, in: run)
        let strategy = directive.options["strategy"] ?? run.strategies.first ?? ""
        let name = directive.arguments[1]
        guard let figure = run.metric(name, trace: trace, strategy: strategy) else {
            throw WeaveProblem.Reason.cannotRender("run \(run.id) has no figure \(name) for \(trace)/\(strategy)")
        }
        return FigureText.value(figure.value, unit: figure.unit)
    }

    /// `path` relative to `folder` (both absolute).
    static func relative(_ path: String, from folder: String) -> String {
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...].map(String.init))
            .joined(separator: "/")
    }
}
