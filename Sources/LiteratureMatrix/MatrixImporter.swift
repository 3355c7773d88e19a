import CSVCodec
import TextSupport

/// Reads a CSV file into the matrix inside the caller's transaction: header mapping (English or
/// Chinese), validation, updates by id, and duplicate detection by DOI or folded title.
///
/// Records are compared for duplicates with those present before the import began; a record with an
/// id already in the matrix updates it, touching only the columns the file has.
struct MatrixImporter {
    let store: MatrixStore
    let options: ImportOptions
    /// The file's name as the user gave it, for messages.
    let displayName: String

    /// Imports `path`; `progress` hears (bytes read, file size).
    func importFile(at path: String, progress: (Int, Int) -> Void = { _, _ in }) throws -> ImportReport {
        let file: InputFile
        do {
            file = try InputFile(path: path)
        } catch let error as FileError {
            throw ImportError(file: displayName, line: nil, message: "cannot read: \(error.reason)")
        }
        let encoding = try options.encoding ?? file.peek(1 << 16).withUnsafeBytes { TextEncoding.detect($0) }
        let session = try ImportSession(store: store, options: options, file: displayName, encoding: encoding)
        do {
            let reader = try CSVReader { try session.accept($0) }
            let transcoder = encoding == .utf8 ? nil : Transcoder(from: encoding)
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
            defer { buffer.deallocate() }
            while true {
                let count = try file.read(into: buffer)
                progress(file.bytesRead, file.size)
                let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
                if let transcoder {
                    try transcoder.convert(chunk, isFinal: count == 0) { try reader.feed($0) }
                } else {
                    try reader.feed(chunk)
                }
                if count == 0 { break }
            }
            try reader.finish()
        } catch let error as CSVError {
            throw ImportError(file: displayName, line: error.line, message: error.description)
        } catch let error as TranscodingError {
            throw ImportError(file: displayName, line: error.line, message: error.description)
        } catch let error as FileError {
            throw ImportError(file: displayName, line: nil, message: "cannot read: \(error.reason)")
        }
        return try session.finish()
    }
}
