import LiteratureMatrix
import Publishing
import ToolSupport

/// `lit init [DIR]`: makes a workspace.
enum InitCommand {
    static let command = Command(
        CommandSpec(
            name: "init",
            abstract: "Make a workspace: Literature/ with a review-chapter skeleton, Decisions/ with a template.",
            discussion: """
                Writes Literature/matrix.csv and matrix.json (the matrix), Literature/review.md (a review \
                chapter with a section per bucket and the woven tables; placeholder prose is marked) and \
                Decisions/TEMPLATE.md (what lit decision new starts from), and makes the database in .lit/. \
                Running it again changes nothing that is already there.
                """,
            arguments: [ArgumentSpec("DIR", help: "Where (default: the current folder).", isOptional: true)],
            options: [OptionSpec("lang", value: "LANG", help: "The chapter and template in zh (default) or en.")])
    ) { arguments, console in
        let root = Workspace.absolute(arguments.positional(0) ?? ".", from: console.workingDirectory)
        let language = arguments.value("lang") ?? "zh"
        guard language == "zh" || language == "en" else {
            throw UsageError("--lang: expected zh or en, got '\(language)'")
        }
        let created = try WorkspaceStarter.create(
            root: root, chinese: language == "zh", sources: PublishingContext.sources)
        if created.isEmpty {
            try console.print("workspace already set up in \(root)")
        } else {
            try console.print("initialised workspace in \(root)")
        }
    }
}
