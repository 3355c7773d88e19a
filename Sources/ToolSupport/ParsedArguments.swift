/// The options and positional words of one command invocation, after parsing.
public struct ParsedArguments: Sendable {
    /// The values given to each option, in order (flags have one empty string per use).
    public private(set) var options: [String: [String]] = [:]
    /// Positional words, in order.
    public private(set) var positionals: [String] = []

    /// Makes an empty result.
    public init() {}

    mutating func add(option name: String, value: String) {
        options[name, default: []].append(value)
    }

    mutating func add(positional word: String) {
        positionals.append(word)
    }

    /// The last value given to option `name`, if any.
    public func value(_ name: String) -> String? { options[name]?.last }

    /// Every value given to option `name`.
    public func values(_ name: String) -> [String] { options[name] ?? [] }

    /// Whether option `name` was given.
    public func has(_ name: String) -> Bool { options[name] != nil }

    /// The positional word at `index`, if given.
    public func positional(_ index: Int) -> String? {
        index < positionals.count ? positionals[index] : nil
    }

    /// The value of `name` as an integer; a usage error when it is not one.
    public func integer(_ name: String) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text) else {
            throw UsageError("--\(name): expected a whole number, got '\(text)'")
        }
        return number
    }
}
