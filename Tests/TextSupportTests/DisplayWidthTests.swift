import Foundation
import TestSupport
import Testing
import TextSupport

@Suite struct DisplayWidthTests {
    @Test func cjkTakesTwoColumnsAndMarksNone() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("协商缓存") == 8)
        #expect(DisplayWidth.of("ＡＢ") == 4)  // full-width forms
        #expect(DisplayWidth.of("e\u{301}") == 1)  // e + combining acute
        #expect(DisplayWidth.of("☀️") == 2)
        #expect(DisplayWidth.of("한국") == 4)
    }

    @Test func truncatesByColumnsNotCharacters() {
        #expect(DisplayWidth.truncate("天气应用设计", to: 7) == "天气应…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("天气应用设计", to: 7)) <= 7)
        #expect(DisplayWidth.truncate("short", to: 10) == "short")
    }

    @Test func padsToColumns() {
        #expect(DisplayWidth.pad("缓存", to: 6) == "缓存  ")
        #expect(DisplayWidth.pad("42", to: 4, alignRight: true) == "  42")
    }
}

@Suite struct TextEncodingTests {
    @Test func detectsUTF8GB18030AndByteOrderMarks() {
        func detect(_ bytes: [UInt8]) -> TextEncoding { bytes.withUnsafeBytes { TextEncoding.detect($0) } }
        #expect(detect(Array("标题,年份\n".utf8)) == .utf8)
        #expect(detect([0xEF, 0xBB, 0xBF] + Array("a".utf8)) == .utf8)
        #expect(detect([0xFF, 0xFE, 0x61, 0x00]) == .utf16LE)
        #expect(detect([0xB1, 0xEA, 0xCC, 0xE2, 0x2C, 0xC4, 0xEA, 0xB7, 0xDD]) == .gb18030)
        // Mostly UTF-8 with one broken byte stays UTF-8, so the reader can name the line.
        #expect(detect(Array("天气应用,缓存策略,定位偏差\n".utf8) + [0xFF]) == .utf8)
    }

    @Test func parsesUsersSpellings() {
        #expect(TextEncoding(name: "GBK") == .gb18030)
        #expect(TextEncoding(name: "utf8") == .utf8)
        #expect(TextEncoding(name: "latin1") == nil)
    }

    @Test func transcodesGB18030AcrossChunkBoundaries() throws {
        let gb: [UInt8] = [0xD0, 0xAD, 0xC9, 0xCC, 0xBB, 0xBA, 0xB4, 0xE6, 0x0A, 0xB1, 0xEA, 0xCC, 0xE2]  // 协商缓存\n标题
        for chunk in [1, 3, 64] {
            let transcoder = try Transcoder(from: .gb18030)
            var output: [UInt8] = []
            var start = 0
            while start < gb.count {
                let end = min(gb.count, start + chunk)
                try gb[start..<end].withUnsafeBytes { bytes in
                    try transcoder.convert(bytes) { output.append(contentsOf: $0) }
                }
                start = end
            }
            try [UInt8]().withUnsafeBytes {
                try transcoder.convert($0, isFinal: true) { output.append(contentsOf: $0) }
            }
            #expect(String(decoding: output, as: UTF8.self) == "协商缓存\n标题")
        }
    }

    @Test func undecodableBytesNameTheirLine() throws {
        let transcoder = try Transcoder(from: .gb18030)
        let bytes: [UInt8] = Array("a\nb\n".utf8) + [0xFF, 0x30]
        #expect(throws: TranscodingError.self) {
            try bytes.withUnsafeBytes { try transcoder.convert($0, isFinal: true) { _ in } }
        }
        do {
            let again = try Transcoder(from: .gb18030)
            try bytes.withUnsafeBytes { try again.convert($0, isFinal: true) { _ in } }
        } catch let error as TranscodingError {
            #expect(error.line == 3)
        }
    }
}

@Suite struct TextEscapingTests {
    @Test func markdownCellsStayOneSafeLine() {
        #expect(TextEscaping.markdownCell("a|b") == "a\\|b")
        #expect(TextEscaping.markdownCell("one\ntwo\r\nthree") == "one<br>two<br>three")
        #expect(TextEscaping.markdownCell("<script>alert(1)</script>") == "&lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(TextEscaping.markdownCell("*bold* _x_ `c` [l]") == "\\*bold\\* \\_x\\_ \\`c\\` \\[l\\]")
        #expect(TextEscaping.markdownCell("协商缓存") == "协商缓存")
    }

    @Test func jsonStringsEscapeQuotesAndControls() {
        #expect(TextEscaping.jsonString("say \"hi\"\n\\ \u{1}") == "\"say \\\"hi\\\"\\n\\\\ \\u0001\"")
        #expect(TextEscaping.jsonString("缓存") == "\"缓存\"")
    }
}

@Suite struct AtomicFileTests {
    @Test func commitReplacesAndAbandonKeepsTheOldFile() throws {
        let directory = TemporaryDirectory()
        let path = directory.write("f.txt", "old")
        let abandoned = try AtomicFile(path: path)
        try abandoned.write("new but dropped")
        abandoned.abandon()
        #expect(directory.read("f.txt") == "old")
        try AtomicFile.write("new", to: path)
        #expect(directory.read("f.txt") == "new")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["f.txt"])
    }
}
