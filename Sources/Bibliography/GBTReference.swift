import Foundation

/// The edition of GB/T 7714 a school asks for.
public enum GBTStyle: String, CaseIterable, Sendable {
    /// GB/T 7714-2015, what most thesis templates still require.
    case edition2015 = "gbt7714-2015"
    /// GB/T 7714-2025 (in force 2026-07-01): no access date for documents that are not online.
    case edition2025 = "gbt7714-2025"
}

/// References in GB/T 7714 by document type ([J], [D], [C], [M], [EB/OL], [R], [S], [P], [N]):
/// at most three authors, then ", 等" (Chinese) or ", et al." (others); Chinese names whole,
/// Western surnames in capitals with initials; the template of the type as GB/T 7714—2015
/// (信息与文献 参考文献著录规则) prescribes it for each document type.
public enum GBTReference {
    /// The reference of `record`; `accessed` is the date an online resource was read.
    public static func format(_ record: BibRecord, style: GBTStyle, accessed: String = "") -> String {
        let code = typeCode(record)
        let authors = self.authors(record.authors)
        var text = (authors.isEmpty ? "" : authors + (authors.hasSuffix(".") ? " " : ". ")) + record.title + "[\(code)]"
        let publication = [record.place, record.publisher.isEmpty ? record.school : record.publisher]
            .filter { !$0.isEmpty }.joined(separator: ": ")
        let issue = record.issue.isEmpty ? "" : "(\(record.issue))"
        let online = code.hasSuffix("/OL")
        let access = accessed.isEmpty || (style == .edition2025 && !online) ? "" : "[\(accessed)]"
        switch record.type {
        case .journalArticle:
            let volume = [record.year, record.volume + issue].filter { !$0.isEmpty }.joined(separator: ", ")
            text += ". " + [record.container, volume].filter { !$0.isEmpty }.joined(separator: ", ")
            if !record.pages.isEmpty { text += ": " + record.pages }
            text += access
        case .conferencePaper, .bookSection:
            text += record.container.isEmpty ? "" : "//" + record.container
            text += ". " + [publication, record.year].filter { !$0.isEmpty }.joined(separator: ", ")
            if !record.pages.isEmpty { text += ": " + record.pages }
        case .newspaper:
            text +=
                ". "
                + [record.container, record.date.isEmpty ? record.year : record.date].filter { !$0.isEmpty }
                .joined(separator: ", ") + issue
        case .webpage:
            let dates = (record.date.isEmpty ? "" : "(\(record.date))") + access
            if !dates.isEmpty { text += ". " + dates }
        case .patent:
            text += ". " + (record.date.isEmpty ? record.year : record.date)
        default:
            text += ". " + [publication, record.year].filter { !$0.isEmpty }.joined(separator: ", ")
        }
        var parts = [text]
        if !record.url.isEmpty && (online || record.doi.isEmpty && !access.isEmpty) { parts.append(record.url) }
        if !record.doi.isEmpty { parts.append("DOI:" + record.doi) }
        return parts.map { $0.hasSuffix(".") ? $0 : $0 + "." }.joined(separator: " ")
    }

    /// The fields GB/T 7714 needs for the record's type that it lacks ("journal", "year", ...).
    public static func missingFields(_ record: BibRecord, accessed: String = "") -> [String] {
        var missing: [String] = []
        if record.title.isEmpty { missing.append("title") }
        let dated = !record.year.isEmpty || !record.date.isEmpty
        switch record.type {
        case .journalArticle:
            if record.container.isEmpty { missing.append("journal") }
            if !dated { missing.append("year") }
        case .thesis:
            if record.school.isEmpty && record.publisher.isEmpty { missing.append("school") }
            if !dated { missing.append("year") }
        case .conferencePaper, .bookSection:
            if record.container.isEmpty { missing.append("proceedings or book") }
            if !dated { missing.append("year") }
        case .book, .report, .standard:
            if record.publisher.isEmpty && record.school.isEmpty { missing.append("publisher") }
            if !dated { missing.append("year") }
        case .webpage:
            if record.url.isEmpty { missing.append("url") }
            if accessed.isEmpty { missing.append("accessed (the date you read it)") }
        case .newspaper:
            if record.container.isEmpty { missing.append("newspaper") }
            if !dated { missing.append("date") }
        case .patent, .dataset, .other:
            if !dated { missing.append("year") }
        }
        return missing
    }

    /// The type code with the carrier for online resources: "J", "D", "EB/OL", ...
    public static func typeCode(_ record: BibRecord) -> String {
        record.type == .webpage ? "EB/OL" : record.type.gbtCode
    }

    /// "张会佳, 侯相竹, 王五, 等", "SHANNON C E, WEAVER W": three names, then 等 or et al.; a list
    /// that already ends in "et al." or "等" keeps saying so.
    public static func authors(_ names: [String]) -> String {
        var names = names
        var more = false
        while let last = names.last, last.lowercased().hasPrefix("et al") || last == "等" {
            names.removeLast()
            more = true
        }
        let shown = names.prefix(3).map(author)
        guard names.count > 3 || more, let first = names.first else { return shown.joined(separator: ", ") }
        return shown.joined(separator: ", ") + (FieldCleanup.hasCJK(first) ? ", 等" : ", et al")
    }

    /// Whether `name` reads as a person's name: 2–4 Chinese characters, or a surname and initials
    /// ("Shannon C E", "van den Broek E", "Shannon, C. E."); "et al." and "等" count as the end of a list.
    public static func isPersonName(_ name: String) -> Bool {
        if name.lowercased().hasPrefix("et al") || name == "等" { return true }
        if FieldCleanup.hasCJK(name) {
            return (2...4).contains(name.count) && name.unicodeScalars.allSatisfy(FieldCleanup.isCJK)
        }
        return author(name) != name
    }

    /// A Chinese name or an organisation as written; a Western name as its surname in capitals and
    /// its initials: "Shannon, Claude E.", "Shannon C E" → "SHANNON C E"; "van den Broek E" →
    /// "VAN DEN BROEK E".
    public static func author(_ name: String) -> String {
        guard !FieldCleanup.hasCJK(name) else { return name }
        let parts = name.split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2 {
            let initials = parts[1].split(whereSeparator: { $0 == " " || $0 == "." || $0 == "-" })
                .compactMap(\.first).map { String($0).uppercased() }
            return ([parts[0].uppercased()] + initials).joined(separator: " ")
        }
        let words = name.split(separator: " ").map(String.init)
        let isInitial = { (word: String) in word.count == 1 && word.first!.isUppercase }
        guard let firstInitial = words.firstIndex(where: isInitial), firstInitial > 0,
            words[firstInitial...].allSatisfy(isInitial),
            words[..<firstInitial].allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" } })
        else { return name }
        return (words[..<firstInitial].map { $0.uppercased() } + words[firstInitial...]).joined(separator: " ")
    }
}
