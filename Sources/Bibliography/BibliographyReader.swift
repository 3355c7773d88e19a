import Foundation
import TextSupport

/// A file of references, read: its format, the encoding it was in, the records and any notes.
public struct BibliographyFile: Sendable {
    public let format: BibliographyFormat
    public let encoding: TextEncoding
    public let records: [BibRecord]
    public let warnings: [BibliographyWarning]
}

/// Reads reference files whatever their format and encoding (UTF-8, UTF-16 with a BOM, GB18030).
public enum BibliographyReader {
    /// Reads `data` (named `file` in messages) as `format`, or as the format its content shows.
    public static func read(_ data: Data, file: String, format: BibliographyFormat? = nil) throws(BibliographyError)
        -> BibliographyFile
    {
        let (text, encoding) = try decode(data, file: file)
        guard let format = format ?? BibliographyFormat.detect(text[...]) else {
            throw BibliographyError(
                file: file, line: 1,
                "expected RIS, BibTeX, CSL-JSON, EndNote XML, EndNote/Refer (%0), RefWorks (RT) or NoteExpress ({Reference Type}) records"
            )
        }
        let (records, warnings): ([BibRecord], [BibliographyWarning])
        switch format {
        case .ris: (records, warnings) = try TaggedReader(format: RISFormat(), file: file).read(Array(text.utf8))
        case .refer: (records, warnings) = try TaggedReader(format: ReferFormat(), file: file).read(Array(text.utf8))
        case .refworks:
            (records, warnings) = try TaggedReader(format: RefWorksFormat(), file: file).read(Array(text.utf8))
        case .noteExpress:
            (records, warnings) = try TaggedReader(format: NoteExpressFormat(), file: file).read(Array(text.utf8))
        case .bibtex: (records, warnings) = try BibTeXReader(file: file).read(text)
        case .cslJSON: (records, warnings) = try CSLJSONReader(file: file).read(text)
        case .endnoteXML: (records, warnings) = try EndNoteXMLReader(file: file).read(Data(text.utf8))
        }
        guard !records.isEmpty else {
            throw BibliographyError(file: file, line: 0, "no records found: expected \(format.rawValue) records")
        }
        return BibliographyFile(format: format, encoding: encoding, records: records, warnings: warnings)
    }

    /// The text of `data` and the encoding it was in; undecodable bytes are an error naming the line.
    static func decode(_ data: Data, file: String) throws(BibliographyError) -> (String, TextEncoding) {
        let encoding = data.withUnsafeBytes { TextEncoding.detect(UnsafeRawBufferPointer(rebasing: $0.prefix(65_536))) }
        var bytes = [UInt8](data)
        if encoding != .utf8 {
            do {
                let transcoder = try Transcoder(from: encoding)
                var output: [UInt8] = []
                try bytes.withUnsafeBytes {
                    try transcoder.convert($0, isFinal: true) { output.append(contentsOf: $0) }
                }
                bytes = output
            } catch let error as TranscodingError {
                throw BibliographyError(file: file, line: error.line, "\(error)")
            } catch {
                throw BibliographyError(file: file, line: 0, "\(error)")
            }
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let line = 1 + (bytes.prefix(firstInvalidUTF8(bytes)).filter { $0 == 0x0A }.count)
            throw BibliographyError(file: file, line: line, "expected UTF-8 or GB18030 text")
        }
        return (text, encoding)
    }

    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int {
        var low = 0
        var high = bytes.count
        while low < high {
            let middle = (low + high + 1) / 2
            // A prefix cut in the middle of a character is not the problem: back up to a boundary.
            var cut = middle
            while cut > 0, cut < bytes.count, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
            if String(validating: bytes[..<cut], as: UTF8.self) != nil { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
