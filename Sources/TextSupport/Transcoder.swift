#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes that cannot be decoded in the stated encoding.
public struct TranscodingError: Error, CustomStringConvertible, Sendable {
    /// The encoding the input was read as.
    public let encoding: TextEncoding
    /// The line (1-based) where the undecodable bytes are.
    public let line: Int
    public var description: String { "invalid \(encoding.rawValue) bytes: expected text in \(encoding.rawValue)" }
}

/// Streams bytes from one encoding to UTF-8 through glibc's iconv.
public final class Transcoder {
    private let converter: iconv_t
    private let encoding: TextEncoding
    private var carry: [UInt8] = []
    private var output: UnsafeMutableRawBufferPointer
    private var newlinesEmitted = 0
    private let passingInvalidBytes: Bool

    /// Makes a converter from `encoding` to UTF-8; throws when this system's iconv lacks the encoding.
    ///
    /// With `passingInvalidBytes`, a byte that does not decode is passed on as it is (never valid
    /// UTF-8 there, so a UTF-8 reader flags just that spot) instead of stopping the conversion.
    public init(from encoding: TextEncoding, passingInvalidBytes: Bool = false) throws {
        self.passingInvalidBytes = passingInvalidBytes
        let converter = iconv_open("UTF-8", encoding.iconvName)
        guard let converter, converter != iconv_t(bitPattern: -1) else {
            throw FileError(
                path: "iconv", operation: "decode \(encoding.rawValue)", reason: "not supported on this system")
        }
        self.converter = converter
        self.encoding = encoding
        output = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 17, alignment: 16)
    }

    deinit {
        iconv_close(converter)
        output.deallocate()
    }

    /// Converts `input` (plus any incomplete sequence held from the last call) and hands UTF-8 to `emit`.
    ///
    /// With `isFinal`, a sequence still incomplete at the end is an error.
    public func convert(
        _ input: UnsafeRawBufferPointer, isFinal: Bool = false, emit: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        var pending = carry
        pending.append(contentsOf: input)
        carry = []
        try pending.withUnsafeMutableBytes { raw in
            var inPointer = raw.baseAddress?.assumingMemoryBound(to: CChar.self)
            var inLeft = raw.count
            while inLeft > 0 {
                var outPointer = output.baseAddress?.assumingMemoryBound(to: CChar.self)
                var outLeft = output.count
                let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                let produced = output.count - outLeft
                if produced > 0 {
                    let chunk = UnsafeRawBufferPointer(rebasing: output[0..<produced])
                    for byte in chunk where byte == 0x0A { newlinesEmitted += 1 }
                    try emit(chunk)
                }
                if result != -1 { continue }
                switch errno {
                case E2BIG: continue
                case EINVAL where !isFinal:
                    carry = Array(UnsafeRawBufferPointer(start: inPointer, count: inLeft))
                    return
                case EILSEQ where passingInvalidBytes, EINVAL where passingInvalidBytes:
                    let byte = inPointer!.pointee
                    try withUnsafeBytes(of: byte) { try emit($0) }
                    inPointer = inPointer! + 1
                    inLeft -= 1
                default:
                    throw TranscodingError(encoding: encoding, line: newlinesEmitted + 1)
                }
            }
        }
    }
}
