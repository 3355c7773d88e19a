import LiteratureMatrix
import Testing

@Suite struct MatrixRecordTests {
    @Test func normalisesTypedFields() throws {
        var record = MatrixRecord()
        try record.set(.year, " 2021 ")
        try record.set(.kind, "工程")
        try record.set(.timeliness, "高")
        try record.set(.tags, "缓存；HTTP, 缓存 ,;")
        #expect(record[.year] == "2021")
        #expect(record.kind == .engineering)
        #expect(record[.timeliness] == "high")
        #expect(record.tags == ["缓存", "HTTP"])
        #expect(record[.tags] == "缓存; HTTP")
        try record.set(.year, "n.d.")
        #expect(record.year == nil)
    }

    @Test func rejectsBadValuesSayingWhatWasExpected() {
        var record = MatrixRecord()
        #expect(throws: FieldError.self) { try record.set(.year, "2021年") }
        #expect(throws: FieldError.self) { try record.set(.year, "99999") }
        #expect(throws: FieldError.self) { try record.set(.kind, "opinion") }
        #expect(throws: FieldError.self) { try record.set(.reproducibility, "excellent") }
        #expect(throws: FieldError.self) { try record.set(.id, "has space") }
        do {
            try record.set(.year, "abc")
        } catch let error as FieldError {
            #expect(error.description == "year: expected a year like 2021 (or empty, or n.d.), found \"abc\"")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func keepsFreeTextExactly() throws {
        var record = MatrixRecord()
        let title = "  \"Quoted\" | <script>alert(1)</script>\n'); DROP TABLE matrix; -- "
        try record.set(.title, title)
        #expect(record.title == title)
    }

    @Test func generatedIDs() {
        #expect(RecordID.make(7) == "L007")
        #expect(RecordID.make(1234) == "L1234")
        #expect(RecordID.number(of: "L042") == 42)
        #expect(RecordID.number(of: "smith2020") == nil)
        #expect(RecordID.isValid("smith-2020.a_b"))
        #expect(!RecordID.isValid("-x"))
        #expect(!RecordID.isValid("中文"))
    }
}
