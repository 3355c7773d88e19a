/// What a marker asks for: `<!-- lit:table architecture lang=zh -->` is the kind `table`, the
/// argument `architecture` and the option `lang=zh`.
public struct WeaveDirective: Sendable, Equatable {
    /// The kinds of block.
    public enum Kind: String, CaseIterable, Sendable {
        /// A table (`lit:table NAME`), GB/T 7714 entries (`lit:cite ID ...`), the references of the
        /// document (`lit:references`), a chart of a run (`lit:figure RUN latency|hit-rate trace=T`),
        /// one figure of a run (`lit:metric RUN NAME trace=T strategy=S`), the concept groups and each
        /// database's query string (`lit:search`).
        case table, cite, references, figure, metric, search
        /// In a decision record only: its one-sentence summary, its literature table, its evidence table.
        case summary, literature, evidence
    }

    public var kind: Kind
    public var arguments: [String]
    public var options: [String: String]

    /// The block's id: its `id=` option, or nil (blocks without one may repeat).
    public var id: String? { options["id"] }

    /// Parses the text after `lit:` ("table architecture lang=zh"), or says what is malformed.
    static func parse(_ text: String) -> Result<WeaveDirective, WeaveProblem.Reason> {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
            } else if character.isWhitespace && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if quoted { return .failure(.malformed("a closing '\"'")) }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first, let kind = Kind(rawValue: first) else {
            return .failure(.malformed("a block kind: " + Kind.allCases.map(\.rawValue).joined(separator: ", ")))
        }
        var arguments: [String] = []
        var options: [String: String] = [:]
        for word in words.dropFirst() {
            if let equals = word.firstIndex(of: "=") {
                let key = String(word[..<equals])
                guard !key.isEmpty, options[key] == nil else {
                    return .failure(.malformed("each option once, as key=value"))
                }
                options[key] = String(word[word.index(after: equals)...])
            } else {
                arguments.append(word)
            }
        }
        let needed: [Kind: (Int, String)] = [
            .table: (1, "a table name"), .cite: (1, "one or more matrix ids"),
            .figure: (2, "RUN and latency or hit-rate"),
            .metric: (2, "RUN and a figure's name"),
        ]
        if let (count, what) = needed[kind], arguments.count < count {
            return .failure(.malformed(what + " after lit:\(first)"))
        }
        return .success(WeaveDirective(kind: kind, arguments: arguments, options: options))
    }
}

/// Something wrong in a woven document: where, and what.
public struct WeaveProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Error, Sendable, Equatable {
        /// A marker that cannot be read: what was expected.
        case malformed(String)
        /// The block's content is not what `lit weave` would write now.
        case stale
        /// The block cannot be made (a missing row, run, table): why.
        case cannotRender(String)
    }

    /// The file as given, and the line of the block's opening marker.
    public let file: String
    public let line: Int
    public let reason: Reason

    public var description: String {
        switch reason {
        case .malformed(let expected): "\(file):\(line): expected \(expected)"
        case .stale: "\(file):\(line): block is out of date: run lit weave \(file)"
        case .cannotRender(let why): "\(file):\(line): \(why)"
        }
    }
}
