/// What a command accepts and how its help reads.
public struct CommandSpec: Sendable {
    /// The word that selects the command ("add", "column").
    public let name: String
    /// One line for the OVERVIEW and for the parent's SUBCOMMANDS list.
    public let abstract: String
    /// More paragraphs for --help, if any.
    public let discussion: String?
    /// Positional arguments, in order.
    public let arguments: [ArgumentSpec]
    /// Options (without --help, which every command has).
    public let options: [OptionSpec]

    /// Makes a command description.
    public init(
        name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
    }
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
    /// The placeholder shown in help ("ID", "FILE").
    public let name: String
    /// What it is.
    public let help: String
    /// Whether it may be left out.
    public let isOptional: Bool
    /// Whether it takes all remaining positional words.
    public let isVariadic: Bool

    /// Makes an argument description.
    public init(_ name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isVariadic = isVariadic
    }
}

/// An option: a flag (`--dry-run`) or one that takes a value (`--year 2021`), possibly repeated.
public struct OptionSpec: Sendable {
    /// How many values an option takes.
    public enum Kind: Sendable {
        /// No value: present or not.
        case flag
        /// One value; given twice, the last wins.
        case single
        /// One value each time; may be given several times.
        case repeated
    }

    /// The long name without dashes ("data-source").
    public let name: String
    /// An optional one-letter alias ("o" for -o).
    public let short: Character?
    /// The placeholder for the value in help ("YEAR").
    public let valueName: String
    /// What it does.
    public let help: String
    /// Flag, single or repeated.
    public let kind: Kind

    /// Makes an option description.
    public init(_ name: String, short: Character? = nil, value: String = "VALUE", kind: Kind = .single, help: String) {
        self.name = name
        self.short = short
        self.valueName = value
        self.help = help
        self.kind = kind
    }

    /// A flag option.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name, short: short, kind: .flag, help: help)
    }
}
