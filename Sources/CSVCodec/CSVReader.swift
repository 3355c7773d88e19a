internal import CLibCSV

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A streaming RFC 4180 reader over libcsv: feed it bytes in chunks, it hands over whole records.
///
/// Quotes, doubled quotes, embedded newlines, CRLF and LF are handled; leading and trailing spaces
/// are kept (libcsv would trim them by default); a UTF-8 byte-order mark at the start is skipped;
/// blank lines are skipped but still counted, so every record knows its line.
public final class CSVReader {
    private var parser = csv_parser()
    private let state: ReaderState
    private var pendingPrefix: [UInt8] = []
    private var sawStart = false

    /// Makes a reader that passes each record to `onRecord`; an error thrown there stops the reader.
    public init(onRecord: @escaping (CSVRecord) throws -> Void) throws {
        state = ReaderState(onRecord: onRecord)
        guard csv_init(&parser, UInt8(CSV_STRICT | CSV_STRICT_FINI | CSV_REPALL_NL)) == 0 else {
            throw CSVError.fieldTooLong(line: 1)
        }
        csv_set_space_func(&parser, noSpaces)
        csv_set_realloc_func(&parser, cappedRealloc)
    }

    deinit {
        csv_free(&parser)
    }

    /// Parses the next chunk of input.
    public func feed(_ bytes: UnsafeRawBufferPointer) throws {
        guard sawStart else { return try feedStart(bytes) }
        try parse(bytes)
    }

    /// Ends the input: the last record (without a final newline) is delivered, and an unclosed quote is an error.
    public func finish() throws {
        if !sawStart {
            sawStart = true
            let prefix = pendingPrefix
            try prefix.withUnsafeBytes { try parse($0) }
        }
        let result = withUnsafeMutablePointer(to: &parser) { pointer in
            csv_fini(pointer, readerFieldCallback, readerRecordCallback, Unmanaged.passUnretained(state).toOpaque())
        }
        try state.rethrowPending()
        if result != 0 { throw CSVError.unterminatedQuote(line: state.currentLine) }
    }

    /// Holds back the first bytes until a possible byte-order mark can be recognised.
    private func feedStart(_ bytes: UnsafeRawBufferPointer) throws {
        pendingPrefix.append(contentsOf: bytes)
        guard pendingPrefix.count >= 3 else { return }
        sawStart = true
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = Array(pendingPrefix.prefix(3)) == bom ? 3 : 0
        let prefix = pendingPrefix
        pendingPrefix = []
        try prefix.withUnsafeBytes { try parse(UnsafeRawBufferPointer(rebasing: $0[start...])) }
    }

    private func parse(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        let parsed = withUnsafeMutablePointer(to: &parser) { pointer in
            csv_parse(
                pointer, base, bytes.count, readerFieldCallback, readerRecordCallback,
                Unmanaged.passUnretained(state).toOpaque())
        }
        try state.rethrowPending()
        if parsed != bytes.count {
            let code = withUnsafeMutablePointer(to: &parser) { csv_error($0) }
            if Int32(code) == CSV_EPARSE { throw CSVError.misplacedQuote(line: state.currentLine) }
            throw CSVError.fieldTooLong(line: state.currentLine)
        }
    }
}

/// The longest field the reader accepts: an unclosed quote must not make memory grow with the file.
let maximumFieldBytes = 16 << 20

/// libcsv's field buffer allocator, refusing to grow past `maximumFieldBytes` (libcsv then reports
/// CSV_ENOMEM, which the reader turns into `CSVError.fieldTooLong`).
private func cappedRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    size > maximumFieldBytes ? nil : realloc(pointer, size)
}

/// Tells libcsv that no byte is a space to trim, so leading and trailing spaces are kept.
private func noSpaces(_ byte: UInt8) -> Int32 { 0 }

/// Called by libcsv for every field: kept out of top-level code so no actor check runs per call.
private func readerFieldCallback(_ bytes: UnsafeMutableRawPointer?, _ count: Int, _ context: UnsafeMutableRawPointer?) {
    Unmanaged<ReaderState>.fromOpaque(context!).takeUnretainedValue().field(bytes, count)
}

/// Called by libcsv at the end of every record, and for every bare newline (CSV_REPALL_NL).
private func readerRecordCallback(_ terminator: Int32, _ context: UnsafeMutableRawPointer?) {
    Unmanaged<ReaderState>.fromOpaque(context!).takeUnretainedValue().endRecord(terminator)
}
