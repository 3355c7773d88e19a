/// The kind of evidence a work gives.
public enum EvidenceKind: String, CaseIterable, Sendable {
    /// A principle or theory, including normative standards.
    case principle
    /// An engineering solution: an API, framework, tool or template.
    case engineering
    /// Real data or user feedback: measurements, surveys, field studies.
    case data

    /// Reads "principle", "P", "原理", "engineering", "工程", "data", "数据", ...
    public init?(text: String) {
        switch text.lowercased() {
        case "principle", "p", "theory", "原理", "理论": self = .principle
        case "engineering", "e", "engineering solution", "工程", "工程方案": self = .engineering
        case "data", "d", "real data", "数据", "实测数据", "用户反馈": self = .data
        default: return nil
        }
    }
}

/// An appraisal rating: how well a work does on timeliness, data sufficiency or reproducibility.
public enum Rating: String, CaseIterable, Sendable {
    /// Good: recent, sufficient, reproducible.
    case high
    /// Acceptable with reservations.
    case medium
    /// Weak: dated, thin data, or not reproducible.
    case low

    /// Reads "high", "medium", "low", "高", "中", "低", "h", "m", "l".
    public init?(text: String) {
        switch text.lowercased() {
        case "high", "h", "高", "good": self = .high
        case "medium", "m", "中", "mid", "fair": self = .medium
        case "low", "l", "低", "poor": self = .low
        default: return nil
        }
    }
}

/// Turns list text ("a; b，c") into items and back ("a; b; c").
enum ListText {
    /// Splits on ; ； , ， and line breaks, trims, drops empties and repeats, keeps the order.
    static func items(_ text: String) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for part in text.split(whereSeparator: { ";；,，\n\r".contains($0) }) {
            let item = String(part).trimmingSpaces
            if !item.isEmpty && seen.insert(item).inserted { result.append(item) }
        }
        return result
    }

    /// Joins items with "; ".
    static func join(_ items: [String]) -> String { items.joined(separator: "; ") }
}

extension String {
    /// The text without leading and trailing white space (including the ideographic space).
    var trimmingSpaces: String {
        guard let first = utf8.first, let last = utf8.last else { return "" }
        let plain: (UInt8) -> Bool = { $0 > 0x20 && $0 < 0x80 }
        if plain(first) && plain(last) { return self }
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = lastIndex(where: { !isSpace($0) })!
        return String(self[start...end])
    }
}
