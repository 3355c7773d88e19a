/// Walks UTF-8 bytes one sequence at a time, after Unicode's table 3-7 of well-formed sequences.
public enum UTF8Scanner {
    /// What starts at a position.
    public enum Step: Equatable, Sendable {
        /// A well-formed sequence of this many bytes (1 for ASCII).
        case valid(Int)
        /// A byte that cannot start, or continue, a well-formed sequence here.
        case invalid
        /// The start of a sequence that the end of the bytes cuts off.
        case truncated
    }

    /// The sequence that starts at `index`.
    @inlinable
    public static func step<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Bytes.Index) -> Step {
        let lead = bytes[index]
        if lead < 0x80 { return .valid(1) }
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, high) = (3, 0x9F)
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, high) = (4, 0x8F)
        default: return .invalid
        }
        var position = bytes.index(after: index)
        for offset in 1..<length {
            guard position != bytes.endIndex else { return .truncated }
            let byte = bytes[position]
            let inRange = offset == 1 ? (byte >= low && byte <= high) : (byte & 0xC0 == 0x80)
            guard inRange else { return .invalid }
            position = bytes.index(after: position)
        }
        return .valid(length)
    }

    /// Whether all of `bytes` is well-formed UTF-8.
    @inlinable
    public static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard case .valid(let length) = step(bytes, at: index) else { return false }
            index += length
        }
        return true
    }
}
