import CSVCodec
import Foundation
import TextSupport

/// Reads a CSV file into the matrix inside the caller's transaction: header mapping (English or
/// Chinese), validation, updates by id, and duplicate detection by DOI or folded title.
///
/// Two threads share the work: one reads and parses the file and prepares records (`RowReader`),
/// the calling thread, which owns the database connection, applies them (`ImportSession`).
struct MatrixImporter {
    let store: MatrixStore
    let options: ImportOptions
    /// The file's name as the user gave it, for messages.
    let displayName: String

    /// Imports `path`, appending inserted records to `appender`; `progress` hears (bytes read, file size).
    func importFile(
        at path: String, appender: SnapshotAppender? = nil, progress: (Int, Int) -> Void = { _, _ in },
        onNote: @escaping (ImportNote) -> Void = { _ in }
    ) throws -> ImportReport {
        let file: InputFile
        let encoding: TextEncoding
        do {
            file = try InputFile(path: path)
            encoding = try options.encoding ?? file.peek(1 << 16).withUnsafeBytes { TextEncoding.detect($0) }
        } catch let error as FileError {
            throw ImportError(file: displayName, line: nil, message: "cannot read: \(error.reason)")
        }
        let session = try ImportSession(
            store: store, options: options, file: displayName, encoding: encoding, onNote: onNote)
        let reader = RowReader(file: file, encoding: encoding, passInvalidBytes: options.skipInvalid)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            reader.run()
            finished.signal()
        }
        defer {
            reader.messages.close()
            reader.layouts.close()
            finished.wait()
        }
        while let message = reader.messages.receive() {
            switch message {
            case .header(let record):
                do {
                    _ = reader.layouts.send(try session.acceptHeader(record))
                } catch {
                    _ = reader.layouts.send(nil)
                    throw error
                }
            case .rows(let rows, let bytesRead):
                for row in rows { try session.apply(row, appender: appender) }
                progress(bytesRead, file.size)
            case .finished:
                return try session.finish()
            case .failed(let error):
                throw importError(error)
            }
        }
        return try session.finish()  // not reached: the reader always ends with .finished or .failed
    }

    private func importError(_ error: any Error) -> any Error {
        switch error {
        case let error as CSVError: ImportError(file: displayName, line: error.line, message: error.description)
        case let error as TranscodingError:
            ImportError(file: displayName, line: error.line, message: error.description)
        case let error as FileError: ImportError(file: displayName, line: nil, message: "cannot read: \(error.reason)")
        default: error
        }
    }
}
