/// Escapes text for the formats `lit` writes, working on UTF-8 bytes (every special character is ASCII).
public enum TextEscaping {
    /// Appends `text` as the content of a GitHub-flavoured Markdown table cell: `|` and Markdown
    /// punctuation are backslash-escaped, `<`, `>` and `&` become entities (so `<script>` stays text),
    /// and line breaks become `<br>` so the row stays on one line.
    public static func appendMarkdownCell(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0  // ordinary bytes are copied in runs
            var previousWasCR = false
            for index in 0..<bytes.count {
                let byte = bytes[index]
                defer { previousWasCR = byte == 0x0D }
                guard markdownSpecial[Int(byte)] else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                switch byte {
                case 0x0A:
                    if !previousWasCR { output.append(contentsOf: "<br>".utf8) }
                case 0x0D: output.append(contentsOf: "<br>".utf8)
                case 0x3C: output.append(contentsOf: "&lt;".utf8)
                case 0x3E: output.append(contentsOf: "&gt;".utf8)
                case 0x26: output.append(contentsOf: "&amp;".utf8)
                case 0x09: output.append(0x20)
                default:  // | \ * _ ` [ ]
                    output.append(0x5C)
                    output.append(byte)
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// The bytes `appendMarkdownCell` does not copy as they are.
    private static let markdownSpecial: [Bool] = (0..<256).map {
        [0x0A, 0x0D, 0x3C, 0x3E, 0x26, 0x7C, 0x5C, 0x2A, 0x5F, 0x60, 0x5B, 0x5D, 0x09].contains($0)
    }

    /// The Markdown-cell form of `text` as a string.
    public static func markdownCell(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendMarkdownCell(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` made safe to show on one line of a terminal: line breaks become " ⏎ ", tabs spaces,
    /// and other control characters (escape sequences included) "�".
    public static func visibleOnOneLine(_ text: String) -> String {
        let needsWork = text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        guard needsWork else { return text }
        var result = ""
        for character in text {
            switch character {
            case "\n", "\r\n", "\r": result += " ⏎ "
            case "\t": result += " "
            default:
                let isControl = character.unicodeScalars.contains {
                    $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
                }
                result += isControl ? "\u{FFFD}" : String(character)
            }
        }
        return result
    }

    /// Appends `text` as a JSON string literal, quotes included.
    public static func appendJSONString(_ text: String, to output: inout [UInt8]) {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        output.append(0x22)
        for byte in text.utf8 {
            switch byte {
            case 0x22: output.append(contentsOf: [0x5C, 0x22])
            case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, 0x6E])
            case 0x0D: output.append(contentsOf: [0x5C, 0x72])
            case 0x09: output.append(contentsOf: [0x5C, 0x74])
            case 0..<0x20:
                output.append(contentsOf: Array("\\u00".utf8))
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(0x22)
    }

    /// `text` as a JSON string literal.
    public static func jsonString(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendJSONString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
