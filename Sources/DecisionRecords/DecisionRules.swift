import Foundation
import TextSupport

/// Something a check found in a decision record: an error fails the check, a warning does not.
public struct DecisionFinding: Sendable, Equatable, CustomStringConvertible {
    /// How serious it is.
    public enum Severity: String, Sendable {
        case error, warning
    }

    public let severity: Severity
    public let file: String
    public let line: Int
    public let message: String

    /// A finding at `line` of `file`.
    public init(_ severity: Severity, _ file: String, _ line: Int, _ message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(severity.rawValue): \(message)" }
}

/// The rules every set of decision records keeps, whatever language its headings are in.
public enum DecisionRules {
    /// The statuses a record may have, as written.
    public static let statuses = DecisionStatus.allCases.map(\.rawValue)

    /// What is wrong with `records`, in file order.
    public static func check(_ records: [DecisionRecord]) -> [DecisionFinding] {
        var findings: [DecisionFinding] = []
        var byID: [String: DecisionRecord] = [:]
        for record in records {
            func error(_ key: String, _ message: String) {
                findings.append(DecisionFinding(.error, record.path, record.line(of: key), message))
            }
            func warning(_ key: String, _ message: String) {
                findings.append(DecisionFinding(.warning, record.path, record.line(of: key), message))
            }
            let name = (record.path as NSString).lastPathComponent
            if !isID(record.id) {
                error("id", "an id such as storage-02 (module, dash, number), found '\(record.id)'")
            } else if name != record.id + ".md" && !name.hasPrefix(record.id + "-") {
                error("id", "the file to be named \(record.id).md or \(record.id)-<slug>.md")
            }
            if let first = byID[record.id] {
                error("id", "a unique id: \(record.id) is also \(first.path)")
            }
            byID[record.id] = record
            if record.module.isEmpty || !record.id.hasPrefix(record.module + "-") {
                error("module", "a module that starts the id (\(record.id)), found '\(record.module)'")
            }
            if record.status == nil {
                error("status", "a status: \(statuses.joined(separator: ", ")); found '\(record.statusText)'")
            }
            if !CalendarDay.isDay(record.date) { error("date", "a date as YYYY-MM-DD, found '\(record.date)'") }
            if record.consideredOptions.count < 2 {
                warning("id", "at least two considered options (found \(record.consideredOptions.count))")
            }
            if let chosen = record.chosenOption, !record.consideredOptions.contains(chosen) {
                error("id", "the chosen option '\(chosen)' among the considered options")
            }
            if record.status == .accepted && record.chosenOption == nil {
                error("status", "an accepted record to name its chosen option in the outcome")
            }
            for option in record.consideredOptions where option != record.chosenOption {
                if !record.rejected.contains(where: { $0.option == option }) {
                    error("id", "'\(option)' under Rejected Options and Why, with its reason")
                }
            }
            for rejected in record.rejected where rejected.reason.isEmpty {
                findings.append(
                    DecisionFinding(.error, record.path, rejected.line, "a reason for rejecting '\(rejected.option)'"))
            }
            if record.status == .superseded && record.supersededBy.isEmpty {
                error("status", "superseded-by to name the record that superseded it")
            }
            let texts = record.consideredOptions + record.rejected.map(\.reason) + [record.question]
            if texts.contains(where: { $0.contains("TODO") }) {
                warning("id", "the template's TODO text to be replaced")
            }
            if record.status == .accepted && record.literature.isEmpty && record.evidence.isEmpty {
                warning("status", "an accepted decision to cite literature or evidence")
            }
        }
        for record in records {
            for old in record.supersedes {
                guard let target = byID[old] else {
                    findings.append(
                        DecisionFinding(.error, record.path, record.line(of: "supersedes"), "a record \(old)"))
                    continue
                }
                if !target.supersededBy.contains(record.id) {
                    findings.append(
                        DecisionFinding(
                            .error, target.path, target.line(of: "superseded-by"),
                            "superseded-by to name \(record.id), which supersedes it (lit decision supersede writes both)"
                        ))
                }
            }
            for new in record.supersededBy where !(byID[new]?.supersedes.contains(record.id) ?? false) {
                findings.append(
                    DecisionFinding(
                        .error, record.path, record.line(of: "superseded-by"),
                        "\(new) to name \(record.id) under supersedes"))
            }
        }
        return findings
    }

    /// "storage-02": a module key, a dash, two or more digits.
    public static func isID(_ id: String) -> Bool {
        guard let dash = id.lastIndex(of: "-") else { return false }
        let module = id[..<dash]
        let number = id[id.index(after: dash)...]
        return !module.isEmpty && number.count >= 2 && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
            && module.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
            && module.first!.isLowercase
    }

}
