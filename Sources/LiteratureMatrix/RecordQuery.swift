import SQLiteStore

/// Which records to list: filters combined with AND.
public struct RecordQuery: Sendable {
    /// Earliest year, inclusive.
    public var yearFrom: Int?
    /// Latest year, inclusive.
    public var yearTo: Int?
    /// Records in this bucket.
    public var bucket: String?
    /// Records of this evidence kind.
    public var kind: EvidenceKind?
    /// Records with this tag.
    public var tag: String?
    /// Only these ids, when set.
    public var ids: [String]?
    /// Words that must all appear (as substrings, ASCII case ignored) in some text field.
    public var text: String?

    /// Every record.
    public init(
        yearFrom: Int? = nil, yearTo: Int? = nil, bucket: String? = nil, kind: EvidenceKind? = nil, tag: String? = nil,
        text: String? = nil, ids: [String]? = nil
    ) {
        self.ids = ids
        self.yearFrom = yearFrom
        self.yearTo = yearTo
        self.bucket = bucket
        self.kind = kind
        self.tag = tag
        self.text = text
    }

    /// The WHERE clause (possibly empty) and its bound values; only fixed SQL fragments are used.
    func whereClause() -> (sql: String, parameters: [SQLValue]) {
        var conditions: [String] = []
        var parameters: [SQLValue] = []
        if let yearFrom {
            conditions.append("m.year <> '' AND CAST(m.year AS INTEGER) >= ?")
            parameters.append(.integer(Int64(yearFrom)))
        }
        if let yearTo {
            conditions.append("m.year <> '' AND CAST(m.year AS INTEGER) <= ?")
            parameters.append(.integer(Int64(yearTo)))
        }
        if let bucket {
            conditions.append("instr('; ' || m.buckets || '; ', '; ' || ? || '; ') > 0")
            parameters.append(.text(bucket.trimmingSpaces))
        }
        if let tag {
            conditions.append("instr('; ' || m.tags || '; ', '; ' || ? || '; ') > 0")
            parameters.append(.text(tag.trimmingSpaces))
        }
        if let ids {
            conditions.append("m.id IN (\(ids.map { _ in "?" }.joined(separator: ", ")))")
            parameters += ids.map { .text($0) }
        }
        if let kind {
            conditions.append("m.kind = ?")
            parameters.append(.text(kind.rawValue))
        }
        for word in (text ?? "").split(whereSeparator: \.isWhitespace) {
            conditions.append(
                "((\(Self.searchedText)) LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM custom_values c "
                    + "WHERE c.record = m.seq AND c.value LIKE ? ESCAPE '\\'))")
            let pattern = SQLValue.text("%" + Self.escapeLike(String(word)) + "%")
            parameters += [pattern, pattern]
        }
        return (conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "), parameters)
    }

    /// All text fields joined, for substring search.
    private static let searchedText = MatrixField.allCases.filter { $0 != .year }
        .map { "m.\($0.columnName)" }.joined(separator: " || char(31) || ")

    private static func escapeLike(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
