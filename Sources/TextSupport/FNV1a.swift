/// The 64-bit FNV-1a hash: small stable fingerprints (entity tags, review fingerprints, seeds, inputs).
public enum FNV1a {
    /// The hash of `parts` joined by U+001F (so ["ab", "c"] and ["a", "bc"] differ).
    public static func hash(_ parts: [String]) -> UInt64 {
        var hasher = Hasher()
        hasher.add(parts.joined(separator: "\u{1F}").utf8)
        return hasher.value
    }

    /// FNV-1a over bytes given piece by piece.
    public struct Hasher: Sendable {
        /// The hash of the bytes added so far.
        public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

        /// A hasher that has seen no bytes.
        public init() {}

        /// Adds `bytes` to what was hashed.
        public mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0100_0000_01B3 }
        }

        /// The hash as 16 hexadecimal digits.
        public var hex: String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }
}
