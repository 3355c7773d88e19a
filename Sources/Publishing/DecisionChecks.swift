import DecisionRecords
import Evaluation
import Foundation
import LiteratureMatrix
import TextSupport

/// A record's evidence item: a run ("R002") or one figure of it ("R002:crowd/revalidation/hit_rate").
struct EvidenceCitation {
    let run: String
    let trace: String?
    let strategy: String?
    let metric: String?

    init?(_ text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard let run = parts.first, !run.isEmpty else { return nil }
        self.run = run
        guard parts.count == 2 else {
            trace = nil
            strategy = nil
            metric = nil
            return
        }
        let path = parts[1].split(separator: "/").map(String.init)
        guard path.count == 3 else { return nil }
        trace = path[0]
        strategy = path[1]
        metric = path[2]
    }

    /// The figure it names in `run`, if it names one that exists.
    func figure(in run: EvidenceRun) -> EvidenceMetric? {
        guard let trace, let strategy, let metric else { return nil }
        return run.metric(metric, trace: trace, strategy: strategy)
    }
}

/// Checks of decision records against the matrix and the evidence: links that point nowhere are
/// errors; cited rows or figures that changed since the record's last review are warnings.
public enum DecisionChecks {
    /// The findings of the structural rules, the links and the fingerprints, in file order.
    public static func check(_ records: [DecisionRecord], in context: TableContext) throws -> [DecisionFinding] {
        var findings = DecisionRules.check(records)
        for record in records {
            for id in record.literature {
                guard try context.store.record(id: id) != nil else {
                    findings.append(
                        DecisionFinding(.error, record.path, record.line(of: "literature"), "a matrix row \(id)"))
                    continue
                }
            }
            for item in record.evidence {
                if let problem = try evidenceProblem(item, context) {
                    findings.append(DecisionFinding(.error, record.path, record.line(of: "evidence"), problem))
                }
            }
            for (item, stored) in record.reviewed.sorted(by: { $0.key < $1.key }) {
                guard let current = try fingerprint(of: item, context), current != stored else { continue }
                findings.append(
                    DecisionFinding(
                        .warning, record.path, record.line(of: "reviewed"),
                        "\(item) changed since the record was last reviewed (suspect): reread it, then lit decision review \(record.id)"
                    ))
            }
        }
        return findings.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// What is wrong with an evidence item, if anything.
    static func evidenceProblem(_ item: String, _ context: TableContext) throws -> String? {
        guard let citation = EvidenceCitation(item) else {
            return "evidence as RUN or RUN:trace/strategy/metric, found '\(item)'"
        }
        guard let run = try context.evidence?.run(citation.run) else {
            return "an evidence run \(citation.run) (lit bench list shows the stored runs)"
        }
        if citation.metric != nil && citation.figure(in: run) == nil {
            return "a figure \(item) in run \(run.id)"
        }
        return nil
    }

    /// Fingerprints of everything `record` cites now, for `lit decision review`.
    public static func fingerprints(of record: DecisionRecord, in context: TableContext) throws -> [String: String] {
        var prints: [String: String] = [:]
        for item in record.literature + record.evidence {
            if let print = try fingerprint(of: item, context) { prints[item] = print }
        }
        return prints
    }

    /// A row's fields, or a figure's value (a run's counts and rates when it names a whole run),
    /// hashed; nil when the item does not exist.
    static func fingerprint(of item: String, _ context: TableContext) throws -> String? {
        if let record = try context.store.record(id: item) {
            let custom = record.custom.keys.sorted().map { "\($0)=\(record.custom[$0]!)" }
            return hash(MatrixField.allCases.map { record[$0] } + custom)
        }
        guard let citation = EvidenceCitation(item), let run = try context.evidence?.run(citation.run) else {
            return nil
        }
        if citation.metric != nil {
            return citation.figure(in: run).map { hash([String(format: "%.6g", $0.value)]) }
        }
        let stable = run.metrics.filter { $0.unit == "count" || $0.unit == "ratio" || $0.unit == "bytes" }
        return hash(stable.map { "\($0.trace)/\($0.strategy)/\($0.name)=\(String(format: "%.6g", $0.value))" })
    }

    static func hash(_ parts: [String]) -> String {
        "fnv1a:" + String(FNV1a.hash(parts), radix: 16)
    }
}
