/// Renders --help in the OVERVIEW / USAGE / ARGUMENTS / OPTIONS / SUBCOMMANDS layout.
public enum HelpFormatter {
    /// The help text of `spec`, reached as `path` (e.g. "lit column add").
    public static func help(for spec: CommandSpec, path: String, subcommands: [CommandSpec] = []) -> String {
        var lines = ["OVERVIEW: \(spec.abstract)", ""]
        if let discussion = spec.discussion {
            lines += [discussion, ""]
        }
        lines += ["USAGE: \(usage(for: spec, path: path, hasSubcommands: !subcommands.isEmpty))", ""]
        if !spec.arguments.isEmpty {
            lines.append("ARGUMENTS:")
            lines += twoColumns(spec.arguments.map { ("<\($0.name)>", $0.help) })
            lines.append("")
        }
        lines.append("OPTIONS:")
        let options = spec.options.map { option -> (String, String) in
            var left = option.short.map { "-\($0), " } ?? ""
            left += "--\(option.name)"
            if option.kind != .flag { left += " <\(option.valueName)>" }
            let help = option.kind == .repeated ? option.help + " (repeatable)" : option.help
            return (left, help)
        }
        lines += twoColumns(options + [("-h, --help", "Show help information.")])
        if !subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"]
            lines += twoColumns(subcommands.map { ($0.name, $0.abstract) })
            lines += ["", "  See '\(path) <subcommand> --help' for detailed help."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The one-line USAGE form.
    public static func usage(for spec: CommandSpec, path: String, hasSubcommands: Bool = false) -> String {
        var parts = [path]
        if hasSubcommands { parts.append("<subcommand>") }
        if !spec.options.isEmpty { parts.append("[<options>]") }
        for argument in spec.arguments {
            var word = "<\(argument.name)>"
            if argument.isVariadic { word += " ..." }
            parts.append(argument.isOptional || argument.isVariadic ? "[\(word)]" : word)
        }
        return parts.joined(separator: " ")
    }

    private static func twoColumns(_ rows: [(String, String)]) -> [String] {
        let width = min(34, (rows.map { $0.0.count }.max() ?? 0) + 2)
        return rows.map { left, right in
            if left.count + 2 > width {
                return "  \(left)\n" + String(repeating: " ", count: width + 2) + right
            }
            return "  " + left + String(repeating: " ", count: width - left.count) + right
        }
    }
}
