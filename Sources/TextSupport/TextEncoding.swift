/// The character encodings `lit` reads: what students' files are really saved in.
public enum TextEncoding: String, Sendable, CaseIterable {
    /// UTF-8, with or without a byte-order mark.
    case utf8 = "utf-8"
    /// GB18030 (a superset of GBK and GB2312), as Excel and WPS save CSV on Chinese Windows.
    case gb18030 = "gb18030"
    /// UTF-16 little-endian (with a byte-order mark), as some Windows tools export.
    case utf16LE = "utf-16le"
    /// UTF-16 big-endian (with a byte-order mark).
    case utf16BE = "utf-16be"

    /// Parses a user's spelling: utf8, UTF-8, gbk, gb2312, gb18030, utf-16le, ...
    public init?(name: String) {
        let folded = String(name.lowercased().map { $0 == "_" ? "-" : $0 })
        switch folded {
        case "utf-8", "utf8", "utf-8-sig": self = .utf8
        case "gb18030", "gbk", "gb2312", "cp936", "gb-18030": self = .gb18030
        case "utf-16le", "utf16le", "utf-16": self = .utf16LE
        case "utf-16be", "utf16be": self = .utf16BE
        default: return nil
        }
    }

    /// The name iconv knows the encoding by.
    var iconvName: String {
        switch self {
        case .utf8: "UTF-8"
        case .gb18030: "GB18030"
        case .utf16LE: "UTF-16LE"
        case .utf16BE: "UTF-16BE"
        }
    }

    /// Guesses the encoding of a file from its first bytes.
    ///
    /// A byte-order mark decides. Otherwise valid UTF-8 is UTF-8. Bytes that are mostly invalid as
    /// UTF-8 (more broken sequences than well-formed multi-byte ones) are taken as GB18030, which is
    /// what a Chinese spreadsheet program writes, but only if they decode as GB18030 into Chinese
    /// text. Anything else stays UTF-8, so the reader can name the broken line.
    public static func detect(_ sample: UnsafeRawBufferPointer) -> TextEncoding {
        if sample.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8 }
        if sample.starts(with: [0xFF, 0xFE]) { return .utf16LE }
        if sample.starts(with: [0xFE, 0xFF]) { return .utf16BE }
        let tally = UTF8Tally(sample)
        guard tally.invalid > 0, tally.invalid > tally.validMultiByte else { return .utf8 }
        return readsAsChinese(sample, in: .gb18030) ? .gb18030 : .utf8
    }

    /// Whether `sample` decodes in `encoding` without error into Chinese text: at least two CJK
    /// ideographs, and nine in ten of its non-ASCII characters ones a GB2312 text uses (CJK, the
    /// punctuation and symbols of Chinese typesetting, Greek, Cyrillic, kana), which stray Latin-1
    /// bytes read as GB18030 are not.
    private static func readsAsChinese(_ sample: UnsafeRawBufferPointer, in encoding: TextEncoding) -> Bool {
        guard let transcoder = try? Transcoder(from: encoding) else { return false }
        var decoded: [UInt8] = []
        // Not final: a character cut off by the end of the sample is not an error.
        guard (try? transcoder.convert(sample) { decoded.append(contentsOf: $0) }) != nil else { return false }
        var ideographs = 0
        var otherCJK = 0
        var nonASCII = 0
        for scalar in String(decoding: decoded, as: UTF8.self).unicodeScalars where scalar.value >= 0x80 {
            nonASCII += 1
            if HanScript.isHan(scalar) {
                ideographs += 1
                continue
            }
            switch scalar.value {
            case 0x3000...0x30FF, 0xFF00...0xFFEF, 0x2010...0x206F, 0x2100...0x22FF, 0x2460...0x26FF,
                0x0391...0x03C9, 0x0401...0x0451, 0x00B0, 0x00B7, 0x00D7, 0x00F7:
                otherCJK += 1
            default: break
            }
        }
        return ideographs >= 2 && (ideographs + otherCJK) * 10 >= nonASCII * 9
    }
}

/// Counts well-formed multi-byte UTF-8 sequences and broken ones in a sample.
struct UTF8Tally {
    var validMultiByte = 0
    var invalid = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        scan: while index < bytes.count {
            switch UTF8Scanner.step(bytes, at: index) {
            case .valid(let length):
                if length > 1 { validMultiByte += 1 }
                index += length
            case .invalid:
                invalid += 1
                index += 1
            case .truncated:
                break scan  // cut off by the end of the sample
            }
        }
    }
}
