/// A streaming RFC 4180 writer: fields are quoted only when they need it, records end with CRLF.
///
/// A field is quoted when it holds a comma, a quote, CR or LF, or starts or ends with a space or
/// tab (so readers that trim keep it). Output collects in a buffer handed to `sink` when it fills.
public struct CSVWriter {
    private var buffer: [UInt8] = []
    private let capacity: Int
    private let lineEnding: [UInt8]
    private let sink: (UnsafeRawBufferPointer) throws -> Void

    /// Makes a writer that hands its output to `sink` in chunks of about `capacity` bytes.
    public init(
        lineEnding: String = "\r\n", capacity: Int = 1 << 16, sink: @escaping (UnsafeRawBufferPointer) throws -> Void
    ) {
        self.lineEnding = Array(lineEnding.utf8)
        self.capacity = capacity
        self.sink = sink
        buffer.reserveCapacity(capacity + 1024)
    }

    /// Writes one record.
    public mutating func write(_ fields: [String]) throws {
        Self.appendRecord(fields[...], lineEnding: lineEnding, to: &buffer)
        if buffer.count >= capacity { try flush() }
    }

    /// Appends one record, with its line ending, to `bytes`.
    public static func appendRecord(
        _ fields: ArraySlice<String>, lineEnding: [UInt8] = [0x0D, 0x0A], to bytes: inout [UInt8]
    ) {
        var first = true
        for field in fields {
            if !first { bytes.append(0x2C) }
            first = false
            appendField(field, to: &bytes)
        }
        bytes.append(contentsOf: lineEnding)
    }

    /// Hands whatever is buffered to the sink.
    public mutating func flush() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { try sink($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private static func appendField(_ field: String, to output: inout [UInt8]) {
        if field.isEmpty { return }
        var field = field
        field.withUTF8 { bytes in
            guard needsQuotes(bytes) else {
                output.append(contentsOf: bytes)
                return
            }
            output.append(0x22)
            for byte in bytes {
                if byte == 0x22 { output.append(0x22) }
                output.append(byte)
            }
            output.append(0x22)
        }
    }

    static func needsQuotes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        if first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09 { return true }
        for byte in bytes where byte == 0x2C || byte == 0x22 || byte == 0x0A || byte == 0x0D {
            return true
        }
        return false
    }
}
