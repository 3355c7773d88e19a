import Bibliography

/// How a work read from a database export is matched with the matrix: the DOI, then the URL, then
/// the CJK-aware folded title with the year within one and at least one author in common (where
/// both records have them).
extension MatrixStore {
    /// The work `record` duplicates, and why; nil for a new work. `urls` maps URL keys to ids (the
    /// matrix has no URL index: an import reads them once).
    func referenceDuplicate(of record: MatrixRecord, urls: [String: String]) throws -> (id: String, reason: String)? {
        if let found = try duplicate(of: record, titlesUpTo: 0) { return found }
        let url = Self.urlKey(record[.url])
        if !url.isEmpty, let id = urls[url] { return (id, "same URL") }
        let title = DuplicateKeys.title(record.title)
        guard !title.isEmpty else { return nil }
        let candidates = try keptRows(
            "SELECT id, title, year, authors FROM matrix WHERE title_hash = ? ORDER BY seq",
            [.integer(DuplicateKeys.titleHash(record.title))])
        for candidate in candidates where DuplicateKeys.title(candidate[1].textValue ?? "") == title {
            let years = (Int(record[.year]), Int(candidate[2].textValue ?? ""))
            if let mine = years.0, let theirs = years.1, abs(mine - theirs) > 1 { continue }
            let mine = Self.authorKeys(record[.authors])
            let theirs = Self.authorKeys(candidate[3].textValue ?? "")
            if !mine.isEmpty, !theirs.isEmpty, mine.isDisjoint(with: theirs) { continue }
            return (candidate[0].textValue ?? "", "same title, year and author")
        }
        return nil
    }

    /// "HTTPS://Example.org/a/" → "https://example.org/a".
    static func urlKey(_ url: String) -> String {
        var key = url.trimmingSpaces.lowercased()
        while key.hasSuffix("/") { key.removeLast() }
        return key
    }

    /// Authors compared by surname and initials without case, spaces or punctuation: "Shannon C E",
    /// "Shannon, Claude E." and "shannon c. e." are one key.
    static func authorKeys(_ authors: String) -> Set<String> {
        Set(PersonName.list(authors).map { DuplicateKeys.title(PersonName.surnameInitials($0)) }.filter { !$0.isEmpty })
    }
}

/// What importing references did: the works added and the duplicates found, each by its line.
public struct ReferenceImportResult: Sendable, Equatable {
    /// (line in the export, new id).
    public var added: [(line: Int, id: String)] = []
    /// (line in the export, the work it duplicates, why).
    public var duplicates: [(line: Int, of: String, reason: String)] = []

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.added.map { "\($0.line) \($0.id)" } == rhs.added.map { "\($0.line) \($0.id)" }
            && lhs.duplicates.map { "\($0.line) \($0.of) \($0.reason)" }
                == rhs.duplicates.map { "\($0.line) \($0.of) \($0.reason)" }
    }
}

extension MatrixSession {
    /// Adds works read from a database export in one transaction: each gets the next id unless it
    /// duplicates a work already there (or earlier in the same export), in which case it is
    /// reported with the work it duplicates, and linked to it: its `linkColumn` value is added to
    /// that work's (nothing is deleted); `notDuplicate` lines are added whatever they match.
    /// `customColumns` are created first when missing.
    public func importReferences(
        _ works: [(line: Int, record: MatrixRecord)], customColumns: [String], linkColumn: String? = nil,
        notDuplicate: Set<Int> = [], dryRun: Bool = false
    ) throws -> ReferenceImportResult {
        try mutate(dryRun: dryRun) { store, appender in
            let existing = Set(try store.customColumns())
            for name in customColumns where !existing.contains(name) { try store.addCustomColumn(name) }
            var urls: [String: String] = [:]
            for row in try store.database.rows("SELECT id, url FROM matrix WHERE url <> '' ORDER BY seq DESC") {
                urls[MatrixStore.urlKey(row[1].textValue ?? "")] = row[0].textValue
            }
            var result = ReferenceImportResult()
            for (line, record) in works {
                if !notDuplicate.contains(line), let original = try store.referenceDuplicate(of: record, urls: urls) {
                    result.duplicates.append((line, original.id, original.reason))
                    if let linkColumn, let link = record.custom[linkColumn],
                        var work = try store.record(id: original.id)
                    {
                        let links = (work.custom[linkColumn] ?? "").components(separatedBy: "; ").filter { !$0.isEmpty }
                        if !links.contains(link) {
                            work.custom[linkColumn] = (links + [link]).joined(separator: "; ")
                            try store.update(work)
                        }
                    }
                    continue
                }
                var record = record
                record.id = try store.takeNextID()
                try store.insert(record)
                try appender?.append(record)
                let url = MatrixStore.urlKey(record[.url])
                if !url.isEmpty, urls[url] == nil { urls[url] = record.id }
                result.added.append((line, record.id))
            }
            return result
        }
    }
}
