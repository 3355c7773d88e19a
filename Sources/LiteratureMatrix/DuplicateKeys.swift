import Bibliography
import TextSupport

/// The keys two records are compared by to find duplicates: the DOI, and the title folded so that
/// case, full-width/half-width forms, punctuation and spaces do not matter.
enum DuplicateKeys {
    /// "https://doi.org/10.1145/ABC" and "doi:10.1145/abc" both give "10.1145/abc".
    static func doi(_ text: String) -> String {
        text.isEmpty ? "" : DOI.normalized(text)
    }

    /// "Ｗｅａｔｈｅｒ  App：设计!" and "weather app 设计" both give "weatherapp设计".
    static func title(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        foldTitle(text) { scalars.append($0) }
        return String(scalars)
    }

    /// A 64-bit FNV-1a hash of the folded title's UTF-8: a small index key; matches are confirmed on
    /// the folded text. Computed without building the folded string.
    static func titleHash(_ text: String) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        foldTitle(text) { scalar in
            for byte in UTF8.encode(scalar)! {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
        }
        return Int64(bitPattern: hash)
    }

    /// Calls `emit` with each scalar of the folded title: letters and digits only, lower-cased,
    /// full-width ASCII forms made half-width.
    private static func foldTitle(_ text: String, _ emit: (Unicode.Scalar) -> Void) {
        for scalar in text.unicodeScalars {
            var value = scalar.value
            if (0xFF01...0xFF5E).contains(value) { value -= 0xFEE0 }
            switch value {
            case 0x41...0x5A: emit(Unicode.Scalar(value + 0x20)!)
            case 0x61...0x7A, 0x30...0x39: emit(Unicode.Scalar(value)!)
            case 0..<0x80, 0x3000...0x303F: continue  // ASCII and CJK punctuation
            default:
                let folded = Unicode.Scalar(value)!
                if HanScript.isHan(folded) {
                    emit(folded)
                    continue
                }
                let properties = folded.properties
                guard properties.isAlphabetic || properties.numericType != nil else { continue }
                if properties.changesWhenLowercased {
                    properties.lowercaseMapping.unicodeScalars.forEach(emit)
                } else {
                    emit(folded)
                }
            }
        }
    }
}
