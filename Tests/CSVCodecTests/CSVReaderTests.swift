import CSVCodec
import Testing

/// Reads `text` fed in chunks of `chunk` bytes.
func readCSV(_ text: String, chunk: Int = 1 << 16) throws -> [CSVRecord] {
    try readCSV(bytes: Array(text.utf8), chunk: chunk)
}

func readCSV(bytes: [UInt8], chunk: Int = 1 << 16) throws -> [CSVRecord] {
    var records: [CSVRecord] = []
    let reader = try CSVReader { records.append($0) }
    var start = 0
    while start < bytes.count {
        let end = min(bytes.count, start + chunk)
        try bytes[start..<end].withUnsafeBytes { try reader.feed($0) }
        start = end
    }
    try reader.finish()
    return records
}

@Suite struct CSVReaderTests {
    @Test func readsQuotesDoubledQuotesAndEmbeddedNewlines() throws {
        let records = try readCSV("a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n")
        #expect(records.map(\.fields) == [["a", "b", "c"], ["x, y", "say \"hi\"", "two\nlines"]])
    }

    @Test func keepsLeadingAndTrailingSpaces() throws {
        let records = try readCSV("a,b\n  padded , x \n")
        #expect(records[1].fields == ["  padded ", " x "])
    }

    @Test func acceptsLFAndCRLFAndAMissingFinalNewline() throws {
        #expect(try readCSV("a,b\nc,d").map(\.fields) == [["a", "b"], ["c", "d"]])
        #expect(try readCSV("a,b\r\nc,d\r\n").map(\.fields) == [["a", "b"], ["c", "d"]])
    }

    @Test func keepsEmptyFields() throws {
        #expect(try readCSV("a,,c\n,,\n").map(\.fields) == [["a", "", "c"], ["", "", ""]])
    }

    @Test func skipsByteOrderMark() throws {
        let records = try readCSV(bytes: [0xEF, 0xBB, 0xBF] + Array("标题,年份\n".utf8), chunk: 1)
        #expect(records.first?.fields == ["标题", "年份"])
    }

    @Test func countsLinesAcrossEmbeddedNewlinesAndBlankLines() throws {
        let text = "h1,h2\r\n\"a\nb\nc\",x\r\n\r\nlast,row\r\n"
        let records = try readCSV(text)
        #expect(records.map(\.line) == [1, 2, 6])
    }

    @Test func countsLoneCarriageReturnsAsLineEnds() throws {
        let records = try readCSV("h1,h2\r\"a\rb\",x\rlast,row\r")
        #expect(records.map(\.line) == [1, 2, 4])
    }

    @Test func sameResultWhateverTheChunkSize() throws {
        let text = "id,title\r\n1,\"逗号, 引号 \"\"x\"\" and\r\nnewline\"\r\n2,  spaced  \r\n"
        let whole = try readCSV(text)
        for chunk in [1, 2, 3, 5, 7] {
            #expect(try readCSV(text, chunk: chunk) == whole)
        }
    }

    @Test func unterminatedQuoteNamesTheLineWhereItOpens() throws {
        #expect(throws: CSVError.unterminatedQuote(line: 3)) {
            try readCSV("a,b\n1,2\n3,\"never closed\n4,5\n")
        }
    }

    @Test func misplacedQuoteIsAnError() throws {
        #expect(throws: CSVError.misplacedQuote(line: 2)) {
            try readCSV("a,b\n1,\"closed\"junk\n")
        }
    }

    @Test func flagsInvalidUTF8WithItsField() throws {
        let bytes = Array("a,b\nok,".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        let records = try readCSV(bytes: bytes)
        #expect(records[1].invalidUTF8Field == 1)
        #expect(records[0].invalidUTF8Field == nil)
    }

    @Test func anErrorFromTheConsumerStopsReading() throws {
        struct Stop: Error {}
        let reader = try CSVReader { _ in throw Stop() }
        #expect(throws: Stop.self) {
            try Array("a\nb\n".utf8).withUnsafeBytes { try reader.feed($0) }
        }
    }
}

@Suite struct CSVWriterTests {
    func write(_ records: [[String]]) throws -> String {
        var bytes: [UInt8] = []
        var writer = CSVWriter(capacity: 4) { bytes.append(contentsOf: $0) }
        for record in records { try writer.write(record) }
        try writer.flush()
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func quotesOnlyWhenNeeded() throws {
        let text = try write([["plain", "with,comma", "with \"quote\"", "line\nbreak", " lead", "trail ", "", "中文"]])
        #expect(text == "plain,\"with,comma\",\"with \"\"quote\"\"\",\"line\nbreak\",\" lead\",\"trail \",,中文\r\n")
    }

    @Test func readerReadsBackWhatTheWriterWrote() throws {
        let records = [
            ["id", "title"], ["1", "a \"quoted\" | pipe"], ["2", "<script>alert(1)</script>\r\nx"],
            ["3", "'); DROP TABLE matrix; --"], ["4", "  both  "], ["5", ""],
        ]
        #expect(try readCSV(try write(records)).map(\.fields) == records)
    }
}

@Suite struct UTF8CheckTests {
    @Test func agreesWithTheStandardLibraryOnRandomBytes() throws {
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [
            0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xA0, 0xED, 0x9F, 0xEF, 0xF0, 0x90, 0xF4, 0x8F, 0xF5, 0xFF,
        ]
        for _ in 0..<3000 {
            let length = Int.random(in: 1...6, using: &generator)
            let field = (0..<length).map { _ in interesting.randomElement(using: &generator)! }
            let records = try readCSV(bytes: Array("h\n".utf8) + field + [0x0A])
            let expectedValid = String(validating: field, as: UTF8.self) != nil
            #expect((records.last?.invalidUTF8Field == nil) == expectedValid, "\(field)")
        }
    }
}
