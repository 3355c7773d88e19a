import Foundation
import LiteratureMatrix
import TestSupport
import Testing

@Suite struct QueryAndExportTests {
    func sample() throws -> WorkspaceFixture {
        let fixture = try WorkspaceFixture()
        _ = try fixture.importCSV(
            """
            id,title,year,buckets,kind,tags,notes
            A,天气应用中的协商缓存,2019,数据获取,engineering,cache; http,
            B,Core Location accuracy,2021,定位,principle,location,100% of_the time
            C,Offline-first UI,2023,界面表达; 数据获取,data,cache,

            """)
        return fixture
    }

    func ids(_ fixture: WorkspaceFixture, _ query: RecordQuery) throws -> [String] {
        try fixture.open().store.records(query).map(\.id)
    }

    @Test func filtersCombine() throws {
        let fixture = try sample()
        #expect(try ids(fixture, RecordQuery(yearFrom: 2020)) == ["B", "C"])
        #expect(try ids(fixture, RecordQuery(yearFrom: 2019, yearTo: 2021)) == ["A", "B"])
        #expect(try ids(fixture, RecordQuery(bucket: "数据获取")) == ["A", "C"])
        #expect(try ids(fixture, RecordQuery(kind: .principle)) == ["B"])
        #expect(try ids(fixture, RecordQuery(tag: "cache")) == ["A", "C"])
        #expect(try ids(fixture, RecordQuery(bucket: "数据获取", tag: "http")) == ["A"])
    }

    @Test func textSearchFindsChineseSubstringsAndIgnoresASCIICase() throws {
        let fixture = try sample()
        #expect(try ids(fixture, RecordQuery(text: "缓存")) == ["A"])
        #expect(try ids(fixture, RecordQuery(text: "core LOCATION")) == ["B"])
        #expect(try ids(fixture, RecordQuery(text: "offline ui")) == ["C"])
        // LIKE wildcards in the query are taken literally.
        #expect(try ids(fixture, RecordQuery(text: "100%")) == ["B"])
        #expect(try ids(fixture, RecordQuery(text: "x_y")) == [])
        #expect(try ids(fixture, RecordQuery(text: "of_the")) == ["B"])
    }

    func export(_ fixture: WorkspaceFixture, _ format: ExportFormat, columns: [MatrixColumn]) throws -> String {
        var bytes: [UInt8] = []
        try MatrixExporter(store: fixture.open().store).export(format: format, columns: columns) {
            bytes.append(contentsOf: $0)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func markdownEscapesAndKeepsOneLinePerRecord() throws {
        let fixture = try WorkspaceFixture()
        _ = try fixture.importCSV(
            "title,notes\n\"a | b <script>x</script>\nsecond line\",\"'); DROP TABLE matrix;--\"\n")
        let markdown = try export(fixture, .md, columns: [.field(.id), .field(.title), .field(.notes)])
        #expect(
            markdown == """
                | ID | Title | Notes |
                | --- | --- | --- |
                | L001 | a \\| b &lt;script&gt;x&lt;/script&gt;<br>second line | '); DROP TABLE matrix;-- |

                """)
        #expect(try fixture.open().store.count() == 1)
    }

    @Test func jsonHasTypedValues() throws {
        let fixture = try sample()
        let json = try export(fixture, .json, columns: [.field(.id), .field(.year), .field(.tags)])
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: Any]]
        #expect(parsed.count == 3)
        #expect(parsed[0]["year"] as? Int == 2019)
        #expect(parsed[0]["tags"] as? [String] == ["cache", "http"])
        #expect(json.hasPrefix("[\n  {\"id\": \"A\", \"year\": 2019"))
    }

    @Test func csvExportImportsBackByteForByte() throws {
        let fixture = try sample()
        try fixture.open().mutate { try $0.addCustomColumn("研究方法") }
        let first = try fixture.exportCSV()
        let other = try WorkspaceFixture()
        _ = try other.importCSV(first, options: ImportOptions(addUnknownColumns: true))
        #expect(try other.exportCSV() == first)
    }
}
