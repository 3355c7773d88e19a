import TextSupport

/// Text rules shared by the model, the renderers and the suggestions: what counts as Chinese, how
/// terms are compared, and whether one text contains another as whole words.
enum SearchText {
    /// Whether `scalar` is a CJK ideograph (`HanScript`).
    static func isHan(_ scalar: Unicode.Scalar) -> Bool { HanScript.isHan(scalar) }

    /// Whether `text` has any Chinese character.
    static func containsHan(_ text: String) -> Bool { HanScript.appears(in: text) }

    /// Whether `scalar` belongs to a word of an alphabetic script (letters and digits, not Chinese).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        !isHan(scalar) && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    }

    /// Full-width forms folded to ASCII (Ａ → A, ： → :, the ideographic space → space).
    static func foldWidth(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0xFF01...0xFF5E: Unicode.Scalar(scalar.value - 0xFEE0)!
        case 0x3000: " "
        default: scalar
        }
    }

    /// The form terms are compared in: widths folded, lower case, runs of white space made one space.
    static func key(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars.map(foldWidth) {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
        }
        return result
    }

    /// Whether `needle` occurs in `haystack` (both keys) such that an alphabetic word is never cut:
    /// "cache" is in "the cache layer" but not in "cached"; Chinese has no word boundaries to respect.
    /// With `prefix`, the needle may be followed by more letters ("locat" finds "location").
    static func contains(_ haystack: [Unicode.Scalar], _ needle: [Unicode.Scalar], prefix: Bool = false) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return false }
        let checksStart = isWordScalar(needle[0])
        let checksEnd = !prefix && isWordScalar(needle[needle.count - 1])
        var start = 0
        while start + needle.count <= haystack.count {
            if haystack[start] == needle[0], haystack[start..<(start + needle.count)].elementsEqual(needle) {
                let end = start + needle.count
                let startsWord = !checksStart || start == 0 || !isWordScalar(haystack[start - 1])
                let endsWord = !checksEnd || end == haystack.count || !isWordScalar(haystack[end])
                if startsWord && endsWord { return true }
            }
            start += 1
        }
        return false
    }
}
