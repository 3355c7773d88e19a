import LiteratureMatrix
import ToolSupport

/// `lit screen ID… --include | --exclude REASON | --maybe | --reset`: the screening decision per work,
/// kept in the `screening` column ("included", "excluded: reason", "maybe", or empty: unscreened).
enum ScreenCommand {
    static let command = Command(
        CommandSpec(
            name: "screen",
            abstract: "Record the screening decision for works (include, exclude with a reason, maybe).",
            arguments: [ArgumentSpec("ID", help: "The works.", isVariadic: true)],
            options: [
                .flag("include", help: "Included in the review."),
                OptionSpec("exclude", value: "REASON", help: "Excluded, and why (counted per reason by lit prisma)."),
                .flag("maybe", help: "Undecided: read the full text."),
                .flag("reset", help: "Back to unscreened."),
                WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let decisions = [
            arguments.has("include") ? "included" : nil, arguments.value("exclude").map { "excluded: \($0)" },
            arguments.has("maybe") ? "maybe" : nil, arguments.has("reset") ? "" : nil,
        ].compactMap { $0 }
        guard decisions.count == 1 else {
            throw UsageError("expected exactly one of --include, --exclude REASON, --maybe or --reset")
        }
        if let reason = arguments.value("exclude"), reason.trimmingCharacters(in: .whitespaces).isEmpty {
            throw UsageError("--exclude: expected a reason")
        }
        let ids = arguments.positionals
        guard !ids.isEmpty else { throw UsageError("expected at least one ID") }
        let session = try WorkspaceOption.open(arguments, console)
        try session.mutate { store in
            if !(try store.customColumns()).contains(KnownColumn.screening) {
                try store.addCustomColumn(KnownColumn.screening)
            }
            for id in ids {
                guard var record = try store.record(id: id) else { throw MatrixError.noSuchRecord(id) }
                record.custom[KnownColumn.screening] = decisions[0].isEmpty ? nil : decisions[0]
                try store.update(record)
            }
        }
        try console.print("\(ids.joined(separator: ", ")): \(decisions[0].isEmpty ? "unscreened" : decisions[0])")
    }
}
