/// One CSV record: its fields and the physical line (1-based) where it starts.
public struct CSVRecord: Sendable, Equatable {
    /// The line of the file where the record starts (a quoted field may span more lines).
    public let line: Int
    /// The fields, decoded as UTF-8 (invalid bytes replaced; see `invalidUTF8Field`).
    public let fields: [String]
    /// The index of the first field whose bytes were not valid UTF-8, if any.
    public let invalidUTF8Field: Int?

    /// Makes a record from its parts.
    public init(line: Int, fields: [String], invalidUTF8Field: Int? = nil) {
        self.line = line
        self.fields = fields
        self.invalidUTF8Field = invalidUTF8Field
    }
}

/// Why the input is not well-formed CSV.
public enum CSVError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A quoted field is never closed before the end of the input.
    case unterminatedQuote(line: Int)
    /// A quote appears where RFC 4180 does not allow one (inside an unquoted field, or text after a closing quote).
    case misplacedQuote(line: Int)
    /// A field longer than 16 MiB (most often a quote that is never closed).
    case fieldTooLong(line: Int)

    /// The line the problem was found on.
    public var line: Int {
        switch self {
        case .unterminatedQuote(let line), .misplacedQuote(let line), .fieldTooLong(let line): line
        }
    }

    public var description: String {
        switch self {
        case .unterminatedQuote: "unterminated quoted field: expected a closing \" before the end of the file"
        case .misplacedQuote:
            "misplaced quote: expected a quote only around a whole field, and doubled (\"\") inside it"
        case .fieldTooLong:
            "field longer than 16 MiB starting here: expected a closing \" (is a quote left open?)"
        }
    }
}
