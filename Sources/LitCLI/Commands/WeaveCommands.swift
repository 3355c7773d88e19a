import DecisionRecords
import Publishing
import ToolSupport

/// `lit weave` and `lit check`: the generated blocks of the student's Markdown documents.
enum WeaveCommands {
    static let weave = Command(
        CommandSpec(
            name: "weave", abstract: "Regenerate the lit: blocks of Markdown documents; all else stays as written.",
            discussion: """
                Blocks: <!-- lit:table NAME [lang=zh] [columns=..] [bucket=..] [kind=..] [tag=..] [q=..] --> \
                ... <!-- /lit -->, lit:cite ID..., lit:references (every row the document cites), \
                lit:figure RUN latency|hit-rate [trace=T], lit:metric RUN NAME [trace=T] [strategy=S] \
                (inline: markers on one line). id=ID names a block; ids must be unique in a document. \
                With no FILES: every Markdown file of the workspace that has lit: blocks.
                """,
            arguments: [ArgumentSpec("FILES", help: "Markdown files.", isOptional: true, isVariadic: true)],
            options: [OutputOptions.langSpec, WorkspaceOption.spec])
    ) { arguments, console in
        let context = try PublishingContext.open(arguments, console, chinese: try language(arguments))
        let weaver = Weaver(context: context)
        for (path, file) in documents(arguments, console, root: context.root) {
            let changed = try weaver.weave(path: path, file: file)
            try console.print("\(file): \(changed ? "updated" : "unchanged")")
        }
    }

    static let check = Command(
        CommandSpec(
            name: "check",
            abstract: "Check woven documents and decisions: stale blocks, broken markers, missing rows or runs.",
            discussion:
                "Exits 1 naming file and line of every problem. With no FILES: every woven document and decision.",
            arguments: [ArgumentSpec("FILES", help: "Markdown files.", isOptional: true, isVariadic: true)],
            options: [OutputOptions.langSpec, WorkspaceOption.spec])
    ) { arguments, console in
        let context = try PublishingContext.open(arguments, console, chinese: try language(arguments))
        let weaver = Weaver(context: context)
        let problems = documents(arguments, console, root: context.root).flatMap {
            weaver.check(path: $0.path, file: $0.file).map(\.description)
        }
        for problem in problems { console.error(problem) }
        let findings =
            arguments.positionals.isEmpty ? try DecisionChecks.check(context.tables.decisions, in: context.tables) : []
        console.show(findings)
        let failing = problems.count + findings.filter { $0.severity == .error }.count
        guard failing == 0 else { throw CommandFailure("\(failing) problem(s) found") }
        try console.print("lit check: no problems")
    }

    private static func language(_ arguments: ParsedArguments) throws -> Bool {
        try OutputOptions.chinese(arguments)
    }

    /// The files named, or every woven document of the workspace: (absolute path, as shown).
    private static func documents(_ arguments: ParsedArguments, _ console: Console, root: String)
        -> [(path: String, file: String)]
    {
        if arguments.positionals.isEmpty {
            return Weaver.documents(under: root).map { (root + "/" + $0, $0) }
        }
        return arguments.positionals.map { ($0.hasPrefix("/") ? $0 : console.workingDirectory + "/" + $0, $0) }
    }
}
