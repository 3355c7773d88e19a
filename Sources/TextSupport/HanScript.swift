/// Chinese characters: the one rule every target uses to tell Chinese text (CJK ideographs) from
/// the rest, for search terms, names, title keys, language guesses and encoding detection.
public enum HanScript {
    /// Whether `scalar` is a CJK ideograph: the unified block, extensions A to H, and the
    /// compatibility ideographs (Unicode 15.1, Script=Han ideographs).
    public static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x2EBEF, 0x2F800...0x2FA1F,
            0x30000...0x323AF:
            true
        default: false
        }
    }

    /// Whether `text` has any Chinese character.
    public static func appears(in text: String) -> Bool {
        text.unicodeScalars.contains(where: isHan)
    }
}
