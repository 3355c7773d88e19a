/// Parses the words after a command's name according to its `CommandSpec`.
///
/// Accepts `--name value`, `--name=value`, `-n value`, flags, `--` to end options, and checks that
/// required positional arguments are there and no extra ones are.
public enum ArgumentParser {
    /// Parses `words`; throws `UsageError` for anything the spec does not allow.
    public static func parse(_ words: [String], spec: CommandSpec) throws -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") || Self.isNegativeNumber(word) {
                result.add(positional: word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "--help" || word == "-h" { throw HelpRequested() }
            let (option, inlineValue) = try lookUp(word, in: spec)
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw UsageError("--\(option.name) takes no value") }
                result.add(option: option.name, value: "")
            case .single, .repeated:
                if let inlineValue {
                    result.add(option: option.name, value: inlineValue)
                } else if index < words.count {
                    result.add(option: option.name, value: words[index])
                    index += 1
                } else {
                    throw UsageError("--\(option.name) needs a value (\(option.valueName))")
                }
            }
        }
        try checkPositionals(result.positionals, spec: spec)
        return result
    }

    /// "-33.87,151.21" or "-5": a positional value, not an option.
    static func isNegativeNumber(_ word: String) -> Bool {
        word.count > 1 && word.dropFirst().first!.isNumber
    }

    private static func lookUp(_ word: String, in spec: CommandSpec) throws -> (OptionSpec, String?) {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let name: Substring
            let value: String?
            if let equals = body.firstIndex(of: "=") {
                name = body[..<equals]
                value = String(body[body.index(after: equals)...])
            } else {
                name = body
                value = nil
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '--\(name)'")
            }
            return (option, value)
        }
        let letters = Array(word.dropFirst())
        guard letters.count == 1, let option = spec.options.first(where: { $0.short == letters[0] }) else {
            throw UsageError("unknown option '\(word)'")
        }
        return (option, nil)
    }

    private static func checkPositionals(_ words: [String], spec: CommandSpec) throws {
        let required = spec.arguments.filter { !$0.isOptional && !$0.isVariadic }.count
        if words.count < required {
            let missing = spec.arguments[words.count]
            throw UsageError("missing argument \(missing.name)")
        }
        let takesRest = spec.arguments.last?.isVariadic ?? false
        if !takesRest && words.count > spec.arguments.count {
            throw UsageError("unexpected argument '\(words[spec.arguments.count])'")
        }
    }
}

/// `--help` or `-h` stood where an option may: the runner prints the command's help.
public struct HelpRequested: Error, Sendable {}
