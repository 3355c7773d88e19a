import Foundation
import LiteratureMatrix
import ToolSupport

/// `lit appraise ID`: a work's appraisal (timeliness, data sufficiency, reproducibility: each a
/// rating with a reason) beside what its fields suggest looking at again; with ratings given, sets
/// them. `lit appraise --all` lists the works with flags.
enum AppraiseCommand {
    static let command = Command(
        CommandSpec(
            name: "appraise", abstract: "Show or set a work's appraisal, with flags for old or unlinked works.",
            discussion: """
                Each criterion is a rating (high, medium, low) with a reason. Flags: published more than
                --max-age years before the thesis year; a stack naming an older platform version than --platform;
                no DOI or URL to check code, data or text. Whether a service is still alive is not checked
                (no network): say so in the reproducibility reason.
                """,
            arguments: [ArgumentSpec("ID", help: "The work (omit with --all).", isOptional: true)],
            options: [
                .flag("all", help: "List every work with flags."),
                OptionSpec("thesis-year", value: "YEAR", help: "The thesis year (default: this year)."),
                OptionSpec("max-age", value: "YEARS", help: "Older works are flagged (default 5)."),
                OptionSpec(
                    "platform", value: "NAME VERSION", help: "The platform the thesis targets (default: iOS 16)."),
            ] + FieldOptions.specs.filter { appraisalOptions.contains($0.name) } + [
                OutputOptions.langSpec, WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let chinese = try OutputOptions.chinese(arguments)
        let flags = try appraisalFlags(arguments)
        if arguments.has("all") {
            let session = try WorkspaceOption.openForReading(arguments, console)
            var lines: [String] = []
            try session.store.forEach(RecordQuery()) { record in
                let found = flags.flags(record, chinese: chinese)
                if !found.isEmpty {
                    lines.append("\(record.id) \(record.title)\n" + found.map { "  " + $0 }.joined(separator: "\n"))
                }
            }
            return try console.print(
                lines.isEmpty ? (chinese ? "没有需要复查的文献" : "no work has flags") : lines.joined(separator: "\n"))
        }
        guard let id = arguments.positional(0) else { throw UsageError("expected an ID, or --all") }
        let session = try WorkspaceOption.open(arguments, console)
        let setting = appraisalOptions.contains { arguments.value($0) != nil }
        let record = try session.mutate { store -> MatrixRecord in
            guard var record = try store.record(id: id) else { throw MatrixError.noSuchRecord(id) }
            if setting {
                _ = try FieldOptions.apply(arguments, to: &record, customColumns: try store.customColumns())
                try store.update(record)
            }
            return record
        }
        var lines = ["\(record.id) \(record.title)"]
        for (rating, reason) in [
            (MatrixField.timeliness, MatrixField.timelinessReason), (.dataSufficiency, .dataSufficiencyReason),
            (.reproducibility, .reproducibilityReason),
        ] {
            let value = record[rating].isEmpty ? (chinese ? "未评" : "not rated") : record[rating]
            lines.append(
                "  \(rating.label(chinese: chinese)): \(value)\(record[reason].isEmpty ? "" : " — " + record[reason])")
        }
        let found = flags.flags(record, chinese: chinese)
        lines += found.isEmpty ? [] : [chinese ? "复查提示：" : "flags:"] + found.map { "  " + $0 }
        try console.print(lines.joined(separator: "\n"))
    }

    static let appraisalOptions = [
        "timeliness", "timeliness-reason", "data-sufficiency", "data-sufficiency-reason", "reproducibility",
        "reproducibility-reason",
    ]

    private static func appraisalFlags(_ arguments: ParsedArguments) throws -> AppraisalFlags {
        let year =
            try arguments.integer("thesis-year") ?? Calendar(identifier: .gregorian).component(.year, from: Date())
        let age = try arguments.integer("max-age") ?? 5
        guard age >= 0 else { throw UsageError("--max-age: expected 0 or more") }
        var platform = ("iOS", 16)
        if let text = arguments.value("platform") {
            let parts = text.split(separator: " ")
            guard parts.count == 2, let version = Int(parts[1]) else {
                throw UsageError("--platform: expected a name and a version like 'iOS 17', got '\(text)'")
            }
            platform = (String(parts[0]), version)
        }
        return AppraisalFlags(thesisYear: year, maximumAge: age, platform: platform)
    }
}
