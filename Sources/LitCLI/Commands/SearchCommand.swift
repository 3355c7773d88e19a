import SearchStrings
import ToolSupport

/// `lit search`: the concept groups of the search strings (`Literature/search.json`) and their terms.
enum SearchCommand {
    static let command = Command(
        CommandSpec(
            name: "search",
            abstract: "Keep the search's concept groups and write them as each database's query string.",
            discussion: """
                The model lives in Literature/search.json: concept groups ANDed, the terms of a group ORed.
                Until the first change it is the thesis defaults (platform, topic, sub-field). A term is a
                word or a "quoted phrase"; zh terms go to CNKI and Wanfang, en terms to the others, untagged
                terms (iOS, MVVM) everywhere; Chinese text counts as zh.
                """),
        subcommands: [
            groups, group, term, SearchQueryCommands.render, SearchQueryCommands.suggest, SearchLogCommand.command,
        ])

    static let groups = Command(
        CommandSpec(
            name: "groups", abstract: "List the concept groups and their terms.",
            options: [SearchWorkspace.formatSpec, WorkspaceOption.spec])
    ) { arguments, console in
        let format = try SearchWorkspace.format(arguments)
        let model = try SearchWorkspace.load(arguments, console)
        if format == .json {
            try console.out.write(SearchModelFile.text(of: model))
            return
        }
        var rows: [[String]] = []
        for group in model.groups {
            if group.terms.isEmpty { rows.append([group.name, "", "", "", "", ""]) }
            for term in group.terms {
                rows.append([
                    group.name, term.text, term.effectiveLanguage?.rawValue ?? "any", term.isPhrase ? "yes" : "",
                    term.wildcard ?? "", term.skip.map(\.rawValue).joined(separator: ", "),
                ])
            }
        }
        let table = DataTable(
            headers: ["group", "term", "lang", "phrase", "wildcard", "skip"],
            keys: ["group", "term", "lang", "phrase", "wildcard", "skip"], rows: rows, numeric: [])
        try console.out.write(table.render(format))
    }

    static let group = Command(
        CommandSpec(name: "group", abstract: "Add or remove a concept group."), subcommands: [groupAdd, groupRemove])

    static let groupAdd = Command(
        CommandSpec(
            name: "add", abstract: "Add a concept group (ANDed with the others).",
            arguments: [ArgumentSpec("NAME", help: "The group's name, e.g. \"data source\".")],
            options: [
                OptionSpec("term", value: "TERM", kind: .repeated, help: "A term of the group (quote a phrase)."),
                WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let name = arguments.positional(0)!
        let terms = try arguments.values("term").map { try SearchWorkspace.term($0, what: "--term") }
        try SearchWorkspace.change(arguments, console) { model in
            try model.addGroup(name, terms: terms)
            return "added group \(name)" + (terms.isEmpty ? "" : " (\(terms.count) term\(terms.count == 1 ? "" : "s"))")
        }
    }

    static let groupRemove = Command(
        CommandSpec(
            name: "rm", abstract: "Remove a concept group and its terms.",
            arguments: [ArgumentSpec("NAME", help: "The group's name.")], options: [WorkspaceOption.spec])
    ) { arguments, console in
        let name = arguments.positional(0)!
        try SearchWorkspace.change(arguments, console) { model in
            try model.removeGroup(name)
            return "removed group \(name)"
        }
    }

    static let term = Command(
        CommandSpec(name: "term", abstract: "Add or remove a term of a concept group."),
        subcommands: [termAdd, termRemove])

    static let termAdd = Command(
        CommandSpec(
            name: "add", abstract: "Add a term to a group (ORed with its other terms).",
            discussion: """
                Quote a phrase ('"weather app"'); text with spaces or more than two Chinese characters is a
                phrase anyway. --wildcard gives the truncated form Web of Science and Scopus get (locat*).
                """,
            arguments: [
                ArgumentSpec("GROUP", help: "The group's name."), ArgumentSpec("TERM", help: "A word or a phrase."),
            ],
            options: [
                OptionSpec(
                    "lang", value: "LANG",
                    help: "zh (Chinese databases) or en (the others); default: all databases (zh for Chinese text)."),
                OptionSpec(
                    "wildcard", value: "FORM", help: "The truncated form, e.g. locat* (Web of Science, Scopus)."),
                WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let group = arguments.positional(0)!
        let term = try SearchWorkspace.term(
            arguments.positional(1)!, language: try SearchWorkspace.language(arguments),
            wildcard: arguments.value("wildcard"), what: "TERM")
        try SearchWorkspace.change(arguments, console) { model in
            try model.addTerm(term, to: group)
            return "added \(term.text) to \(model.groups[model.groupIndex(group)!].name)"
        }
    }

    static let termRemove = Command(
        CommandSpec(
            name: "rm", abstract: "Remove a term from a group.",
            arguments: [ArgumentSpec("GROUP", help: "The group's name."), ArgumentSpec("TERM", help: "The term.")],
            options: [WorkspaceOption.spec])
    ) { arguments, console in
        let group = arguments.positional(0)!
        try SearchWorkspace.change(arguments, console) { model in
            let removed = try model.removeTerm(arguments.positional(1)!, from: group)
            return "removed \(removed.text) from \(model.groups[model.groupIndex(group)!].name)"
        }
    }
}
