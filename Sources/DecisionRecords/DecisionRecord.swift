/// One module decision, as written in `Decisions/<module>-<NN>-<slug>.md`.
public struct DecisionRecord: Sendable, Equatable {
    /// "storage-02".
    public var id: String
    /// "Store multi-city data with SwiftData".
    public var title: String
    /// "storage".
    public var module: String
    /// The status as written in the front matter.
    public var statusText: String
    /// The status, when the text names one.
    public var status: DecisionStatus? { DecisionStatus(rawValue: statusText) }
    /// YYYY-MM-DD of the last status change.
    public var date: String
    /// The question the decision answers (front matter `question`, else the first paragraph of
    /// "Context and Problem Statement").
    public var question: String
    /// Matrix row ids that support it.
    public var literature: [String]
    /// Evidence it rests on: run ids ("R002") or figures of a run ("R002:crowd/revalidation/hit_rate").
    public var evidence: [String]
    /// Ids it supersedes, is superseded by, amends, relates to.
    public var supersedes: [String]
    public var supersededBy: [String]
    public var amends: [String]
    public var relatesTo: [String]
    /// Free tags.
    public var tags: [String]
    /// The quality the decision aims at, and what it accepts in exchange (for the one-sentence summary).
    public var goal: String
    public var cost: String
    /// Fingerprints of the cited rows and evidence when the record was last reviewed (`lit decision review`).
    public var reviewed: [String: String]
    /// The heading language: zh, en or zh+en.
    public var language: String
    /// The options considered, in order.
    public var consideredOptions: [String]
    /// The option chosen, if the outcome names one.
    public var chosenOption: String?
    /// Each rejected option and why, with the line of its heading.
    public var rejected: [RejectedOption]
    /// Where it is (workspace-relative), and the line of each front-matter key (for messages).
    public var path: String
    public var lines: [String: Int]

    /// An empty record at `path`.
    public init(path: String) {
        id = ""
        title = ""
        module = ""
        statusText = ""
        date = ""
        question = ""
        literature = []
        evidence = []
        supersedes = []
        supersededBy = []
        amends = []
        relatesTo = []
        tags = []
        goal = ""
        cost = ""
        reviewed = [:]
        language = "en"
        consideredOptions = []
        chosenOption = nil
        rejected = []
        self.path = path
        lines = [:]
    }

    /// The line of front-matter `key`, or 1.
    public func line(of key: String) -> Int { lines[key] ?? 1 }
}

/// An option that was not chosen, and the reason.
public struct RejectedOption: Sendable, Equatable {
    /// The option's name, as in "Considered Options".
    public var option: String
    /// Why it was not chosen (empty when the record gives none).
    public var reason: String
    /// The line of the option's heading (0 when not read from a file).
    public var line: Int

    /// A rejected option.
    public init(option: String, reason: String, line: Int = 0) {
        self.option = option
        self.reason = reason
        self.line = line
    }
}
