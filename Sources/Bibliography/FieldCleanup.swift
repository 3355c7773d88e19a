import Foundation
import TextSupport

/// The clean-ups every format needs, as the public import translators make them (zotero/translators:
/// `RIS.js`, `CNKI Refer.js`, `CNKI RefWorks.js`; comma-split Chinese names after zotero/translators#1419).
enum FieldCleanup {
    /// "张三;李四", "黄瓜；遗传转化", "A，B", "Zhang, San" (one English name) → the items, trimmed, each once.
    /// A comma splits only before a CJK character, so "Family, Given" stays one name, unless
    /// `commas` says every comma separates (keyword fields).
    static func list(_ text: String, spaces: Bool = false, commas: Bool = false) -> [String] {
        var items: [String] = []
        var current = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            let separates: Bool
            switch scalar {
            case ";", "；", "，", "、", "\n", "\r": separates = true
            case ",": separates = commas || (next.map(isCJK) ?? true)
            case " ", "\t": separates = spaces
            default: separates = false
            }
            if separates {
                items.append(current)
                current = ""
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        items.append(current)
        var seen = Set<String>()
        return items.map(\.trimmedSpaces).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// "118-120+123" → "118-120,123"; "12~15" and "12--15" → "12-15".
    static func pages(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where scalar != " " {
            switch scalar {
            case "-", "~", "–": if result.last != "-" { result.append("-") }
            case "+": result.append(",")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// "05" → "5", "S2" and "0" stay.
    static func number(_ text: String) -> String {
        let trimmed = text.trimmedSpaces
        guard trimmed.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return trimmed }
        let stripped = trimmed.drop { $0 == "0" }
        return stripped.isEmpty ? (trimmed.isEmpty ? "" : "0") : String(stripped)
    }

    /// The abstract without CNKI's "<正>" marker.
    static func abstract(_ text: String) -> String {
        // Foundation's search is slow on Linux: look for the "<" byte first.
        (text.utf8.contains(0x3C) && text.contains("<正>") ? text.replacingOccurrences(of: "<正>", with: "") : text)
            .trimmedSpaces
    }

    /// The first run of four digits ("2009/05/01/" → "2009").
    static func year(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
        var start = 0
        while start + 4 <= bytes.count {
            if bytes[start..<start + 4].allSatisfy(isDigit), start == 0 || !isDigit(bytes[start - 1]),
                start + 4 == bytes.count || !isDigit(bytes[start + 4])
            {
                return String(decoding: bytes[start..<start + 4], as: UTF8.self)
            }
            start += 1
        }
        return ""
    }

    /// Whether the text has a CJK ideograph.
    static func hasCJK(_ text: String) -> Bool { HanScript.appears(in: text) }

    static func isCJK(_ scalar: Unicode.Scalar) -> Bool { HanScript.isHan(scalar) }

    /// A name as it should be kept: "杨, 育伟" (a Chinese name split like a Western one) → "杨育伟".
    static func name(_ text: String) -> String {
        let trimmed = text.trimmedSpaces
        let hasLatinLetter = trimmed.utf8.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
        guard !hasLatinLetter, hasCJK(trimmed) else { return trimmed }
        return String(trimmed.unicodeScalars.filter { $0 != "," && $0 != " " })
    }
}

extension BibRecord {
    /// Adds people from one field's value (several per line in CNKI's exports).
    mutating func addAuthors(_ text: String) {
        for name in FieldCleanup.list(text) where !authors.contains(FieldCleanup.name(name)) {
            authors.append(FieldCleanup.name(name))
        }
    }

    /// Adds keywords from one field's value.
    mutating func addKeywords(_ text: String, spaces: Bool = false, commas: Bool = false) {
        for keyword in FieldCleanup.list(text, spaces: spaces, commas: commas) where !keywords.contains(keyword) {
            keywords.append(keyword)
        }
    }

    /// The container, or its translation when one is already set (Wanfang's second `%J`).
    mutating func addContainer(_ text: String) {
        if container.isEmpty {
            container = text
        } else if translatedContainer.isEmpty, !FieldCleanup.hasCJK(text), FieldCleanup.hasCJK(container) {
            translatedContainer = text
        }
    }
}
