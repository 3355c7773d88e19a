/// The 64-bit FNV-1a hash: small stable fingerprints (entity tags, review fingerprints, seeds).
public enum FNV1a {
    /// The hash of `parts` joined by U+001F (so ["ab", "c"] and ["a", "bc"] differ).
    public static func hash(_ parts: [String]) -> UInt64 {
        parts.joined(separator: "\u{1F}").utf8.reduce(UInt64(0xCBF2_9CE4_8422_2325)) {
            ($0 ^ UInt64($1)) &* 0x0100_0000_01B3
        }
    }
}
