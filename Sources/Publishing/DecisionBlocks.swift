import DecisionRecords
import Evaluation
import Foundation
import LiteratureMatrix

/// The generated parts of a decision record: the one-sentence summary, the literature table and the
/// evidence table (with each figure's spread and whether it changed since the record was reviewed).
struct DecisionBlocks {
    let record: DecisionRecord
    let context: TableContext

    private var chinese: Bool { record.language.hasPrefix("zh") }
    private func text(_ english: String, _ chinese: String) -> String { self.chinese ? chinese : english }

    /// "In the context of refresh, facing ..., we decided for X and neglected Y, to achieve ...,
    /// accepting ..., because of [L16] [L17] and R001:...": a Y-statement from the record.
    func summary() -> String {
        let rejected = record.rejected.map(\.option)
        let support = record.literature.map { "[\($0)]" } + record.evidence
        if chinese {
            var sentence = "在「\(record.module)」模块中"
            if !record.question.isEmpty { sentence += "，面对“\(record.question)”" }
            sentence += "，我们选择了「\(record.chosenOption ?? "（未定）")」"
            if !rejected.isEmpty { sentence += "，放弃了" + rejected.map { "「\($0)」" }.joined(separator: "、") }
            if !record.goal.isEmpty { sentence += "，以实现\(record.goal)" }
            if !record.cost.isEmpty { sentence += "，并接受\(record.cost)" }
            if !support.isEmpty { sentence += "，依据是 " + support.joined(separator: "、") }
            return sentence + "。"
        }
        var sentence = "In the context of *\(record.module)*"
        if !record.question.isEmpty { sentence += ", facing \"\(record.question)\"" }
        sentence += ", we decided for **\(record.chosenOption ?? "(undecided)")**"
        if !rejected.isEmpty { sentence += " and neglected " + rejected.map { "*\($0)*" }.joined(separator: ", ") }
        if !record.goal.isEmpty { sentence += ", to achieve \(record.goal)" }
        if !record.cost.isEmpty { sentence += ", accepting \(record.cost)" }
        if !support.isEmpty { sentence += ", because of " + support.joined(separator: ", ") }
        return sentence + "."
    }

    /// The cited rows: id, reference, reusable point, limitation.
    func literature() throws -> (String, [String]) {
        let rows = try record.literature.map { id -> [String] in
            guard let row = try context.store.record(id: id) else {
                throw WeaveProblem.Reason.cannotRender("no matrix row \(id)")
            }
            return [id, GBT7714.reference(row), row[.reusablePoint], row[.limitation]]
        }
        let table = PublishedTable(
            name: "literature", caption: "",
            headers: [text("row", "文献"), text("reference", "出处"), text("supports", "可复用点"), text("limitation", "局限")],
            rows: rows, citations: record.literature)
        return (TableRenderer.render(table, as: .md), record.literature)
    }

    /// The cited figures: value, spread over the repetitions, the run's conditions, and whether they
    /// changed since the record was reviewed.
    func evidence() throws -> String {
        let rows = try record.evidence.map { item -> [String] in
            guard let citation = EvidenceCitation(item), let run = try context.evidence?.run(citation.run) else {
                throw WeaveProblem.Reason.cannotRender(
                    "no evidence run for \(item) (lit bench list shows the stored runs)")
            }
            let conditions = "\(run.profile), \(run.repetitions)×, seed \(run.seed), \(run.environment.build)"
            let check: String
            if let stored = record.reviewed[item] {
                check =
                    try DecisionChecks.fingerprint(of: item, context) == stored
                    ? text("current", "未变") : text("changed since review", "复核后有变化")
            } else {
                check = text("not reviewed", "未复核")
            }
            guard citation.metric != nil else { return [item, text("whole run", "整次实测"), "", "", conditions, check] }
            guard let figure = citation.figure(in: run) else {
                throw WeaveProblem.Reason.cannotRender("run \(run.id) has no figure \(item)")
            }
            return [
                item, figure.name, FigureText.value(figure.value, unit: figure.unit), Self.spread(figure), conditions,
                check,
            ]
        }
        let table = PublishedTable(
            name: "evidence", caption: "",
            headers: [
                text("evidence", "证据"), text("figure", "指标"), text("value", "数值"), text("spread", "波动"),
                text("conditions", "条件"), text("check", "复核"),
            ], rows: rows)
        return TableRenderer.render(table, as: .md)
    }

    static func spread(_ figure: EvidenceMetric) -> String {
        figure.low == figure.high
            ? "±0"
            : FigureText.value(figure.low, unit: figure.unit) + "–" + FigureText.value(figure.high, unit: figure.unit)
    }
}
