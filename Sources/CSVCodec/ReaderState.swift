import TextSupport

/// What the libcsv callbacks accumulate between records, and the line bookkeeping.
final class ReaderState {
    let onRecord: (CSVRecord) throws -> Void
    private var fields: [String] = []
    private var invalidField: Int?
    private var recordLine = 1
    private var lastTerminatorWasCR = false
    private var pendingError: (any Error)?
    /// The physical line the parser has reached (1-based).
    private(set) var currentLine = 1

    init(onRecord: @escaping (CSVRecord) throws -> Void) {
        self.onRecord = onRecord
        fields.reserveCapacity(32)
    }

    func field(_ bytes: UnsafeMutableRawPointer?, _ count: Int) {
        guard pendingError == nil else { return }
        if fields.isEmpty { recordLine = currentLine }
        lastTerminatorWasCR = false
        guard let bytes, count > 0 else {
            fields.append("")
            return
        }
        let buffer = UnsafeBufferPointer(start: bytes.assumingMemoryBound(to: UInt8.self), count: count)
        // LF, CRLF and a lone CR each end a line.
        for index in buffer.indices where buffer[index] == 0x0A || buffer[index] == 0x0D {
            let isCRBeforeLF = buffer[index] == 0x0D && index + 1 < count && buffer[index + 1] == 0x0A
            if !isCRBeforeLF { currentLine += 1 }
        }
        if invalidField == nil && !UTF8Scanner.isValid(buffer) { invalidField = fields.count }
        fields.append(String(decoding: buffer, as: UTF8.self))
    }

    func endRecord(_ terminator: Int32) {
        guard pendingError == nil else { return }
        let isLF = terminator == 0x0A
        let isCR = terminator == 0x0D
        if fields.isEmpty {
            // A bare newline: a blank line, or the LF of a CRLF that already ended a record.
            if !(isLF && lastTerminatorWasCR) && (isLF || isCR) { currentLine += 1 }
            lastTerminatorWasCR = isCR
            return
        }
        let record = CSVRecord(line: recordLine, fields: fields, invalidUTF8Field: invalidField)
        fields.removeAll(keepingCapacity: true)
        invalidField = nil
        if isLF || isCR { currentLine += 1 }
        lastTerminatorWasCR = isCR
        do {
            try onRecord(record)
        } catch {
            pendingError = error
        }
    }

    func rethrowPending() throws {
        if let pendingError { throw pendingError }
    }
}
