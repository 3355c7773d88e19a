/// A column of the matrix as exports and tables see it: built-in or the user's own.
public enum MatrixColumn: Hashable, Sendable {
    /// A built-in column.
    case field(MatrixField)
    /// One of the user's own columns, by name.
    case custom(String)

    /// The name used in CSV headers and JSON keys.
    public var name: String {
        switch self {
        case .field(let field): field.columnName
        case .custom(let name): name
        }
    }

    /// A heading for people.
    public func label(chinese: Bool) -> String {
        switch self {
        case .field(let field): field.label(chinese: chinese)
        case .custom(let name): name
        }
    }

    /// The column's text in `record`.
    public func value(in record: MatrixRecord) -> String {
        switch self {
        case .field(let field): record[field]
        case .custom(let name): record.custom[name] ?? ""
        }
    }

    /// Every column: the built-in ones, then the user's own.
    public static func all(custom: [String]) -> [MatrixColumn] {
        MatrixField.allCases.map { .field($0) } + custom.map { .custom($0) }
    }

    /// The columns named in a comma-separated list ("id,title,研究方法"), or `all` for every column.
    public static func parse(list: String, custom: [String]) throws -> [MatrixColumn] {
        if list.trimmingSpaces == "all" { return all(custom: custom) }
        return try list.split(separator: ",").map { part in
            let name = String(part).trimmingSpaces
            if let field = HeaderAliases.field(for: name) { return .field(field) }
            if custom.contains(name) { return .custom(name) }
            throw MatrixError.unknownColumn(name)
        }
    }
}
