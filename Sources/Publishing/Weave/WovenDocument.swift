import Foundation

/// A Markdown document cut into the text around `lit:` blocks and the blocks themselves, on its
/// UTF-8 bytes, so that everything outside the blocks is written back byte for byte.
public struct WovenDocument: Sendable {
    /// A block: its directive, where its content lies in the bytes, and the line of its marker.
    public struct Block: Sendable {
        public let directive: WeaveDirective
        /// The content between the markers.
        let content: Range<Int>
        /// Whether the markers sit on one line (content inline) rather than on their own lines.
        public let isInline: Bool
        public let line: Int
    }

    let bytes: [UInt8]
    /// The blocks, in document order.
    public let blocks: [Block]

    private static let open = Array("<!--".utf8)
    private static let close = Array("-->".utf8)

    /// Reads `bytes` (the file `file`, for messages); a broken structure is a problem naming its line.
    public init(bytes: [UInt8], file: String) throws(WeaveProblem) {
        self.bytes = bytes
        if let bad = Self.firstInvalidUTF8(bytes) {
            throw WeaveProblem(file: file, line: Self.line(of: bad, in: bytes), reason: .malformed("UTF-8 text"))
        }
        var blocks: [Block] = []
        var pending: (directive: WeaveDirective, end: Int, line: Int)?
        var index = 0
        let fences = Self.fencedCode(bytes)
        while let start = Self.find(Self.open, in: bytes, from: index) {
            if let fence = fences.first(where: { $0.contains(start) }) {  // examples in code stay text
                index = fence.upperBound
                continue
            }
            if Self.isInCodeSpan(start, bytes) {
                index = start + 4
                continue
            }
            guard let end = Self.find(Self.close, in: bytes, from: start + 4) else {
                if pending != nil || Self.isLitComment(bytes, start) {
                    throw WeaveProblem(
                        file: file, line: Self.line(of: start, in: bytes), reason: .malformed("'-->' ending the marker")
                    )
                }
                break
            }
            let body = String(decoding: bytes[(start + 4)..<end], as: UTF8.self)
                .trimmingCharacters(in: CharacterSet(charactersIn: " \t\r\n"))
            index = end + 3
            let line = Self.line(of: start, in: bytes)
            if body == "/lit" {
                guard let opened = pending else {
                    throw WeaveProblem(
                        file: file, line: line, reason: .malformed("a lit: marker before this '<!-- /lit -->'"))
                }
                let isInline = !bytes[opened.end..<start].contains(0x0A)
                blocks.append(
                    Block(
                        directive: opened.directive, content: opened.end..<start, isInline: isInline, line: opened.line)
                )
                pending = nil
            } else if body.hasPrefix("lit:") {
                if let opened = pending {
                    throw WeaveProblem(
                        file: file, line: opened.line,
                        reason: .malformed("'<!-- /lit -->' closing this block before the next one on line \(line)"))
                }
                switch WeaveDirective.parse(String(body.dropFirst(4))) {
                case .success(let directive): pending = (directive, end + 3, line)
                case .failure(let reason): throw WeaveProblem(file: file, line: line, reason: reason)
                }
            }
        }
        if let opened = pending {
            throw WeaveProblem(file: file, line: opened.line, reason: .malformed("'<!-- /lit -->' closing this block"))
        }
        var ids: [String: Int] = [:]
        for block in blocks {
            guard let id = block.directive.id else { continue }
            if let first = ids[id] {
                throw WeaveProblem(
                    file: file, line: block.line, reason: .malformed("a new id: id=\(id) is taken on line \(first)"))
            }
            ids[id] = block.line
        }
        self.blocks = blocks
    }

    /// The current content of `block`, as `replacing` would compare it.
    public func content(of block: Block) -> String {
        String(decoding: bytes[block.content], as: UTF8.self)
    }

    /// The form new content takes in `block`: on its own lines, or inline.
    public static func framed(_ text: String, for block: Block) -> String {
        block.isInline ? text : "\n" + text + (text.hasSuffix("\n") ? "" : "\n")
    }

    /// The document with each block's content replaced by `contents` (one per block, already framed).
    public func replacing(_ contents: [String]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var position = 0
        for (block, content) in zip(blocks, contents) {
            output.append(contentsOf: bytes[position..<block.content.lowerBound])
            output.append(contentsOf: content.utf8)
            position = block.content.upperBound
        }
        output.append(contentsOf: bytes[position...])
        return output
    }

    /// Whether `offset` lies inside `inline code` (an odd number of backticks before it on its line).
    static func isInCodeSpan(_ offset: Int, _ bytes: [UInt8]) -> Bool {
        let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return bytes[lineStart..<offset].reduce(0) { $0 + ($1 == 0x60 ? 1 : 0) } % 2 == 1
    }

    /// The byte ranges of fenced code blocks (between lines starting with ``` or ~~~).
    static func fencedCode(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var open: (start: Int, marker: UInt8)?
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
            var first = lineStart
            while first < lineEnd, bytes[first] == 0x20 { first += 1 }
            let isFence =
                first + 2 < lineEnd && (bytes[first] == 0x60 || bytes[first] == 0x7E)
                && bytes[first + 1] == bytes[first] && bytes[first + 2] == bytes[first]
            if isFence {
                if let opened = open {
                    if bytes[first] == opened.marker {
                        ranges.append(opened.start..<lineEnd)
                        open = nil
                    }
                } else {
                    open = (lineStart, bytes[first])
                }
            }
            lineStart = lineEnd
        }
        if let opened = open { ranges.append(opened.start..<bytes.count) }
        return ranges
    }

    private static func isLitComment(_ bytes: [UInt8], _ start: Int) -> Bool {
        String(decoding: bytes[start..<min(bytes.count, start + 16)], as: UTF8.self).contains("lit")
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        1 + bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// The offset of the first byte that is not UTF-8, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
