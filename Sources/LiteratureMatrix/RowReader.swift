import CSVCodec
import TextSupport

/// What the reading thread tells the database thread.
enum ImportMessage: Sendable {
    /// The header row: the reader waits for its layout before going on.
    case header(CSVRecord)
    /// Prepared rows, and how many bytes of the file have been read.
    case rows([PreparedRow], bytesRead: Int)
    /// The end of the file.
    case finished
    /// Reading stopped: unreadable bytes, malformed CSV, an I/O error.
    case failed(any Error)
}

/// The reading side of an import: reads the file (transcoding it to UTF-8 when needed), parses
/// CSV and prepares rows in batches, on a thread of its own.
///
/// `@unchecked Sendable`: once `run()` starts, only the reading thread touches the file; the two
/// threads meet only through the channels, which lock.
final class RowReader: @unchecked Sendable {
    /// Messages to the database thread.
    let messages = BoundedChannel<ImportMessage>(capacity: 8)
    /// The header's layout from the database thread (nil: stop).
    let layouts = BoundedChannel<RowLayout?>(capacity: 1)
    private let file: InputFile
    private let encoding: TextEncoding
    private let passInvalidBytes: Bool
    private static let batchSize = 256

    /// A reader of `file` in `encoding`; with `passInvalidBytes`, bytes that do not decode reach the
    /// CSV parser as invalid UTF-8, so that only their row is skipped.
    init(file: InputFile, encoding: TextEncoding, passInvalidBytes: Bool) {
        self.file = file
        self.encoding = encoding
        self.passInvalidBytes = passInvalidBytes
    }

    /// Reads the whole file, sending what it finds; returns when done, failed or stopped.
    func run() {
        do {
            try readAll()
            _ = messages.send(.finished)
        } catch is Stopped {
            return
        } catch {
            _ = messages.send(.failed(error))
        }
    }

    private func readAll() throws {
        var preparer: RowPreparer?
        var batch: [PreparedRow] = []
        batch.reserveCapacity(Self.batchSize)
        let reader = try CSVReader { [self] record in
            guard let preparer else {
                guard messages.send(.header(record)), let layout = layouts.receive() ?? nil else { throw Stopped() }
                preparer = RowPreparer(layout: layout)
                return
            }
            if let row = preparer.prepare(record) { batch.append(row) }
            if batch.count >= Self.batchSize {
                try send(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        let transcoder = encoding == .utf8 ? nil : try Transcoder(from: encoding, passingInvalidBytes: passInvalidBytes)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        do {
            while true {
                let count = try file.read(into: buffer)
                let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
                if let transcoder {
                    try transcoder.convert(chunk, isFinal: count == 0) { try reader.feed($0) }
                } else {
                    try reader.feed(chunk)
                }
                if count == 0 { break }
            }
            try reader.finish()
        } catch {
            // Rows before the error go first, so an earlier bad row is reported before a later fault.
            if !batch.isEmpty { try send(batch) }
            throw error
        }
        if !batch.isEmpty { try send(batch) }
    }

    private func send(_ batch: [PreparedRow]) throws {
        guard messages.send(.rows(batch, bytesRead: file.bytesRead)) else { throw Stopped() }
    }

    /// The database thread gave up: stop reading.
    private struct Stopped: Error {}
}
