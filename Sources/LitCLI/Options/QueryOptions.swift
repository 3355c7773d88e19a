import LiteratureMatrix
import ToolSupport

/// The filter options of `lit list` and `lit export`.
enum QueryOptions {
    static let specs: [OptionSpec] = [
        OptionSpec("from", value: "YEAR", help: "Only works from this year on."),
        OptionSpec("to", value: "YEAR", help: "Only works up to this year."),
        OptionSpec("bucket", value: "NAME", help: "Only works in this bucket."),
        OptionSpec("kind", value: "KIND", help: "Only works of this evidence kind (principle, engineering, data)."),
        OptionSpec("tag", value: "TAG", help: "Only works with this tag."),
        OptionSpec(
            "query", short: "q", value: "TEXT",
            help: "Only works whose text contains every word (Chinese substrings too)."),
    ]

    /// The query the options describe.
    static func query(_ arguments: ParsedArguments) throws -> RecordQuery {
        var kind: EvidenceKind?
        if let text = arguments.value("kind") {
            guard let parsed = EvidenceKind(text: text) else {
                throw UsageError("--kind: expected principle, engineering or data, got '\(text)'")
            }
            kind = parsed
        }
        return RecordQuery(
            yearFrom: try arguments.integer("from"), yearTo: try arguments.integer("to"),
            bucket: arguments.value("bucket"), kind: kind, tag: arguments.value("tag"), text: arguments.value("query"))
    }
}
