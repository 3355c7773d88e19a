import Foundation

/// A work as the term suggestions read it: plain text, so any source (the matrix, an import, a file)
/// can feed them.
public struct SearchRecord: Sendable, Equatable {
    /// The title.
    public var title: String
    /// The keywords, one term each.
    public var keywords: [String]
    /// The abstract (or any other running text about the work).
    public var abstract: String

    /// Makes a record.
    public init(title: String = "", keywords: [String] = [], abstract: String = "") {
        self.title = title
        self.keywords = keywords
        self.abstract = abstract
    }

    /// The keywords of a keyword field: split on ; , ； ， 、 and line breaks, spaces trimmed, empties
    /// dropped ("缓存策略；后台刷新, ETag" → 缓存策略, 后台刷新, ETag).
    public static func keywords(in field: String) -> [String] {
        field.split(whereSeparator: { ";,；，、\n\r".contains($0) })
            .map { String($0).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}
