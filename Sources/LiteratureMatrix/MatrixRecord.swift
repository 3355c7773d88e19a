/// One row of the literature matrix.
///
/// Values are kept as the text a user sees; `set(_:_:)` checks and normalises typed fields
/// (year, kind, ratings, lists) so that every stored record is valid.
public struct MatrixRecord: Equatable, Sendable {
    /// The built-in fields' canonical texts, indexed by `MatrixField.rawValue`.
    private var values = [String](repeating: "", count: MatrixField.allCases.count)
    /// The user's own columns, by column name.
    public var custom: [String: String] = [:]

    /// Makes an empty record.
    public init() {}

    /// Makes a record from field texts, checking each one.
    public init(_ fields: [MatrixField: String], custom: [String: String] = [:]) throws {
        for (field, text) in fields { try set(field, text) }
        self.custom = custom
    }

    /// The canonical text of a field ("" when empty).
    public subscript(field: MatrixField) -> String {
        values[field.rawValue]
    }

    /// The texts of every built-in field, in `MatrixField` order.
    var fieldTexts: [String] { values }

    /// The record's id ("" until one is assigned).
    public var id: String {
        get { self[.id] }
        set { values[MatrixField.id.rawValue] = newValue }
    }

    /// The title.
    public var title: String { self[.title] }

    /// Whether the title has something besides white space (every stored record must).
    public var hasTitle: Bool { title.unicodeScalars.contains { !$0.properties.isWhitespace } }

    /// The publication year, nil when unknown ("n.d.").
    public var year: Int? { Int(self[.year]) }

    /// The tags.
    public var tags: [String] { ListText.items(self[.tags]) }

    /// The thematic buckets.
    public var buckets: [String] { ListText.items(self[.buckets]) }

    /// The data sources it names ("WeatherKit; Open-Meteo").
    public var dataSources: [String] { ListText.items(self[.dataSource]) }

    /// The evidence kind, if set.
    public var kind: EvidenceKind? { EvidenceKind(rawValue: self[.kind]) }

    /// Sets a field from user text, normalising typed fields; throws `FieldError` when the text is not valid.
    public mutating func set(_ field: MatrixField, _ text: String) throws {
        values[field.rawValue] = try Self.normalized(field, text)
    }

    /// Stores a value that is already canonical (read back from the database).
    mutating func setStored(_ field: MatrixField, _ value: String) {
        values[field.rawValue] = value
    }

    /// The canonical form of `text` for `field`, or an error saying what was expected.
    static func normalized(_ field: MatrixField, _ text: String) throws -> String {
        switch field {
        case .id:
            let id = text.trimmingSpaces
            guard id.isEmpty || RecordID.isValid(id) else {
                throw FieldError(
                    field: field, expected: "an id of letters, digits, '.', '_' or '-' (at most 32)", found: text)
            }
            return id
        case .year:
            let trimmed = text.trimmingSpaces
            if trimmed.isEmpty || ["n.d.", "nd", "n.d", "无", "不详"].contains(trimmed.lowercased()) { return "" }
            guard let year = Int(trimmed), (1000...2999).contains(year) else {
                throw FieldError(field: field, expected: "a year like 2021 (or empty, or n.d.)", found: text)
            }
            return String(year)
        case .kind:
            let trimmed = text.trimmingSpaces
            if trimmed.isEmpty { return "" }
            guard let kind = EvidenceKind(text: trimmed) else {
                throw FieldError(field: field, expected: "principle, engineering or data", found: text)
            }
            return kind.rawValue
        case .timeliness, .dataSufficiency, .reproducibility:
            let trimmed = text.trimmingSpaces
            if trimmed.isEmpty { return "" }
            guard let rating = Rating(text: trimmed) else {
                throw FieldError(field: field, expected: "high, medium or low", found: text)
            }
            return rating.rawValue
        case .tags, .buckets:
            return ListText.join(ListText.items(text))
        case .doi, .url, .language:
            return text.trimmingSpaces
        default:
            return text
        }
    }
}

/// A field's text is not what the field takes.
public struct FieldError: Error, CustomStringConvertible, Sendable {
    /// The field concerned.
    public let field: MatrixField
    /// What it takes.
    public let expected: String
    /// What it got.
    public let found: String

    public var description: String {
        "\(field.columnName): expected \(expected), found \"\(found.prefix(60))\""
    }
}

/// Record ids: human-friendly ("L007"), stable, never reused.
public enum RecordID {
    /// The prefix of generated ids.
    public static let prefix = "L"

    /// Whether `id` may be used as a record id.
    public static func isValid(_ id: String) -> Bool {
        guard !id.isEmpty, id.utf8.count <= 32, let first = id.unicodeScalars.first,
            ("A"..."Z").contains(first) || ("a"..."z").contains(first) || ("0"..."9").contains(first)
        else { return false }
        return id.unicodeScalars.allSatisfy { scalar in
            ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "." || scalar == "_" || scalar == "-"
        }
    }

    /// The generated id for a number: "L001", "L042", "L1234".
    public static func make(_ number: Int) -> String {
        let digits = String(number)
        return prefix + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// The number of a generated-style id ("L042" → 42), nil for other ids.
    public static func number(of id: String) -> Int? {
        guard id.hasPrefix(prefix), id.count <= prefix.count + 9 else { return nil }
        return Int(id.dropFirst(prefix.count))
    }
}
