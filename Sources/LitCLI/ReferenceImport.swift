import Bibliography
import ES256Signing
import Foundation
import LiteratureMatrix
import SearchStrings
import TextSupport
import ToolSupport

/// `lit import` for database exports (RIS, BibTeX, CSL-JSON, EndNote XML and tagged, RefWorks,
/// NoteExpress; CNKI and Wanfang included): the file is kept byte for byte under
/// `Literature/imports/` and every work added points to its record there (the provenance column).
struct ReferenceImport {
    let session: MatrixSession
    let console: Console
    /// The file as the user named it, and where it is.
    let name: String
    let path: String

    /// How many duplicates are named one by one.
    static let listedDuplicates = 20

    /// The columns an imported work fills besides the built-in ones.
    static let columns = [KnownColumn.sourceType, KnownColumn.abstract, KnownColumn.provenance]

    func run(format: BibliographyFormat?, notDuplicate: Set<Int>, dryRun: Bool) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure("\(name): cannot read the file")
        }
        let file: BibliographyFile
        do {
            file = try BibliographyReader.read(data, file: name, format: format)
        } catch {
            throw CommandFailure(error.description)
        }
        for warning in file.warnings { console.diagnostic("warning: \(name):\(warning.line): \(warning.message)") }
        let today = CalendarDay.today()
        let kept = dryRun ? KeptFile(path: name, isNew: false) : try keptFile(for: data, date: today)
        let works = try file.records.map { record in
            (record.line, try work(record, format: file.format, keptAt: kept, date: today))
        }
        if kept.isNew { try write(data, to: kept) }
        let result: ReferenceImportResult
        do {
            result = try session.importReferences(
                works, customColumns: Self.columns, linkColumn: KnownColumn.provenance, notDuplicate: notDuplicate,
                dryRun: dryRun)
        } catch {
            if kept.isNew { try? FileManager.default.removeItem(atPath: session.workspace.root + "/" + kept.path) }
            throw error
        }
        // The first duplicates one by one; a re-import of a whole export would flood the terminal.
        for duplicate in result.duplicates.prefix(Self.listedDuplicates) {
            console.diagnostic(
                "warning: \(name):\(duplicate.line): duplicate of \(duplicate.of) (\(duplicate.reason)): linked to it, not added; --not-duplicate \(duplicate.line) adds it"
            )
        }
        if result.duplicates.count > Self.listedDuplicates {
            console.diagnostic(
                "warning: \(name): \(result.duplicates.count - Self.listedDuplicates) more duplicates not listed")
        }
        let logged = dryRun ? [] : try recordInSearchLog(data, result)
        let verb = dryRun ? "dry run, nothing changed" : "imported"
        try console.print(
            "\(name) (\(file.format.rawValue), \(file.encoding.rawValue)): \(verb): added \(result.added.count), duplicates \(result.duplicates.count)"
                + (result.added.isEmpty ? "" : " (\(result.added.first!.id)–\(result.added.last!.id))")
                + (logged.isEmpty ? "" : "; search log \(logged.joined(separator: ", ")) updated"))
    }

    /// Notes in the search log what importing this export did (for the searches it was saved from).
    private func recordInSearchLog(_ data: Data, _ result: ReferenceImportResult) throws -> [String] {
        let log = SearchLog(workspaceRoot: session.workspace.root)
        var entries = try log.load()
        let hash = SHA256.hex(data)
        var updated: [String] = []
        for index in entries.indices where entries[index].exportSHA256 == hash {
            entries[index].added = result.added.count
            entries[index].duplicates = result.duplicates.count
            updated.append(entries[index].id)
        }
        if !updated.isEmpty { try log.save(entries) }
        return updated
    }

    /// The matrix row for a record; a record without a title is an error naming its line.
    private func work(_ record: BibRecord, format: BibliographyFormat, keptAt kept: KeptFile, date: String) throws
        -> MatrixRecord
    {
        guard !record.title.isEmpty else {
            throw CommandFailure("\(name):\(record.line): the record has no title: expected one")
        }
        let language =
            record.language.isEmpty
            ? (HanScript.appears(in: record.title) ? "zh" : "en")
            : record.language
        let database = record.database.isEmpty ? "" : ", \(record.database)"
        do {
            return try MatrixRecord(
                [
                    .title: record.title, .year: record.year,
                    .authors: record.authors.map(PersonName.surnameInitials).joined(separator: ", "),
                    .venue: record.container.isEmpty ? record.school : record.container, .doi: record.doi,
                    .url: record.url, .language: language, .tags: record.keywords.joined(separator: "; "),
                ],
                custom: [
                    KnownColumn.sourceType: "\(record.type.rawValue) [\(record.type.gbtCode)]",
                    KnownColumn.abstract: record.abstract,
                    KnownColumn.provenance: "\(kept.path):\(record.line) (\(format.rawValue)\(database), \(date))",
                ])
        } catch {
            throw CommandFailure("\(name):\(record.line): \(error)")
        }
    }

    /// Where the export is kept, and whether this import put it there.
    struct KeptFile {
        let path: String
        let isNew: Bool
    }

    /// Where the export is to be kept: `Literature/imports/DATE-NAME`, or an identical copy already there.
    private func keptFile(for data: Data, date: String) throws -> KeptFile {
        let folder = session.workspace.literatureDirectory + "/imports"
        let name = URL(fileURLWithPath: path).lastPathComponent
        var candidate = "\(date)-\(name)"
        var number = 1
        while FileManager.default.fileExists(atPath: folder + "/" + candidate) {
            if FileManager.default.contents(atPath: folder + "/" + candidate) == data {
                return KeptFile(path: "Literature/imports/" + candidate, isNew: false)
            }
            number += 1
            candidate = "\(date)-\(number)-\(name)"
        }
        return KeptFile(path: "Literature/imports/" + candidate, isNew: true)
    }

    /// Writes the copy (atomically: a crash leaves no half file).
    private func write(_ data: Data, to kept: KeptFile) throws {
        try FileManager.default.createDirectory(
            atPath: session.workspace.literatureDirectory + "/imports", withIntermediateDirectories: true)
        let file = try AtomicFile(path: session.workspace.root + "/" + kept.path)
        try data.withUnsafeBytes { try file.write($0) }
        try file.commit()
    }

}
