import Foundation
import LiteratureMatrix
import TestSupport
import Testing

@Suite struct ImportTests {
    @Test func readsChineseHeadersInAnyOrder() throws {
        let fixture = try WorkspaceFixture()
        let report = try fixture.importCSV(
            "局限性,文献标题,年份,核心技术栈,数据来源,可复用点,编号\n样本小,天气应用的协商缓存,2021,Swift,WeatherKit,ETag 复用,Z1\n")
        #expect(report.added == 1)
        let record = try #require(try fixture.open().store.record(id: "Z1"))
        #expect(record.title == "天气应用的协商缓存")
        #expect(record[.limitation] == "样本小")
        #expect(record[.stack] == "Swift")
        #expect(record.year == 2021)
    }

    @Test func generatesIDsWhenTheFileHasNone() throws {
        let fixture = try WorkspaceFixture()
        _ = try fixture.importCSV("title,year\nA,2020\nB,2021\n")
        #expect(try fixture.open().store.records().map(\.id) == ["L001", "L002"])
    }

    @Test func readsUTF8WithBOMAndGB18030() throws {
        let fixture = try WorkspaceFixture()
        let bom = fixture.directory.write("bom.csv", bytes: [0xEF, 0xBB, 0xBF] + Array("标题,年份\n带BOM,2020\n".utf8))
        let gb = fixture.directory.write("gb.csv", bytes: Samples.gb18030CSV)
        let session = try fixture.open()
        #expect(try session.importCSV(at: bom, displayName: "bom.csv", options: ImportOptions()).encoding == .utf8)
        let report = try session.importCSV(at: gb, displayName: "gb.csv", options: ImportOptions())
        #expect(report.encoding == .gb18030)
        #expect(try session.store.records().map(\.title) == ["带BOM", "协商缓存研究"])
        #expect(try session.store.records().last?[.stack] == "Swift")
    }

    @Test func reportsDuplicatesByDOIAndFoldedTitle() throws {
        let fixture = try WorkspaceFixture()
        _ = try fixture.importCSV("title,doi\nWeather App: Design,10.1145/ABC\n天气应用，设计与实现,\n")
        let report = try fixture.importCSV(
            "title,doi\nSomething else,https://doi.org/10.1145/abc\nＷＥＡＴＨＥＲ  app design!,\n天气应用设计与实现,\nNew work,\n")
        #expect(report.added == 1)
        #expect(report.duplicates.map(\.line) == [2, 3, 4])
        #expect(report.duplicates[0].message == "duplicate of L001 (same DOI 10.1145/abc), not imported")
        #expect(report.duplicates[1].message.contains("L001"))
        #expect(report.duplicates[2].message.contains("L002"))
        #expect(try fixture.open().store.count() == 3)
    }

    @Test func duplicatesWithinOneFileToo() throws {
        let fixture = try WorkspaceFixture()
        let report = try fixture.importCSV("title,doi\nA,10.1/x\nB,10.1/X\nC,\nc,\n")
        #expect(report.added == 2)
        #expect(report.duplicates.map(\.line) == [3, 5])
        // Rows that carry their own distinct ids are distinct works even when titles match.
        let withIDs = try fixture.importCSV("id,title\nN1,Same title\nN2,Same title\n")
        #expect(withIDs.added == 2)
    }

    @Test func rowsWithKnownIDsUpdateOnlyTheirColumns() throws {
        let fixture = try WorkspaceFixture()
        _ = try fixture.importCSV("id,title,year,notes\nA1,First,2020,keep me\nA2,Second,2021,\n")
        let report = try fixture.importCSV("id,title,year\nA1,First,2022\nA2,Second,2021\n")
        #expect((report.added, report.updated, report.unchanged) == (0, 1, 1))
        let record = try #require(try fixture.open().store.record(id: "A1"))
        #expect(record.year == 2022)
        #expect(record[.notes] == "keep me")
    }

    @Test func dryRunChangesNothing() throws {
        let fixture = try WorkspaceFixture()
        _ = try fixture.importCSV("title\nOld\n")
        let before = (try fixture.exportCSV(), fixture.snapshot)
        let report = try fixture.importCSV("title\nNew one\nAnother\n", dryRun: true)
        #expect(report.added == 2)
        #expect((try fixture.exportCSV(), fixture.snapshot) == before)
    }

    @Test(arguments: [
        ("title,year\n\"never closed,2020\n", 2, "unterminated quoted field"),
        ("title,year\nA,2020\nB,2021,extra\n", 3, "expected 2 fields as in the header, found 3"),
        ("title,year\nA,2020\nB,twenty\n", 3, "year: expected a year like 2021"),
        ("title,colour\nA,red\n", 1, "unknown column \"colour\""),
        ("title,year\nA,2020\n,2021\n", 3, "title: expected a title"),
        ("year\n2020\n", 1, "no title column"),
        ("title,标题\nA,B\n", 1, "appears twice"),
        ("", 1, "empty file"),
    ])
    func badInputNamesTheLineAndImportsNothing(input: String, line: Int, message: String) throws {
        let fixture = try WorkspaceFixture()
        _ = try fixture.importCSV("title\nExisting\n")
        let before = (try fixture.exportCSV(), fixture.snapshot)
        do {
            _ = try fixture.importCSV(input)
            Issue.record("expected an error")
        } catch let error as ImportError {
            #expect(error.file == "input.csv")
            #expect(error.line == line)
            #expect(error.message.contains(message), "\(error)")
            #expect(!error.description.contains("\n"))
        }
        #expect((try fixture.exportCSV(), fixture.snapshot) == before)
    }

    @Test func invalidUTF8NamesTheLine() throws {
        let fixture = try WorkspaceFixture()
        let bytes = Array("title,year\n天气应用的缓存设计,2020\n定位偏差".utf8) + [0xFF] + Array(",2021\n".utf8)
        let path = fixture.directory.write("bad.csv", bytes: bytes)
        #expect {
            try fixture.open().importCSV(at: path, displayName: "bad.csv", options: ImportOptions())
        } throws: { error in
            (error as? ImportError)?.description.hasPrefix("bad.csv:3: invalid UTF-8 in field 1") == true
        }
        #expect(try fixture.open().store.count() == 0)
    }

    @Test func strayLatin1BytesAreInvalidUTF8NotChinese() throws {
        let fixture = try WorkspaceFixture()
        let path = fixture.directory.write("latin1.csv", bytes: Array("title\ncaf".utf8) + [0xE9, 0x73] + [0x0A])
        #expect {
            try fixture.open().importCSV(at: path, displayName: "latin1.csv", options: ImportOptions())
        } throws: { error in
            (error as? ImportError)?.description.hasPrefix("latin1.csv:2: invalid UTF-8") == true
        }
    }

    @Test func gbkWithChinesePunctuationIsDetected() throws {
        let fixture = try WorkspaceFixture()
        let path = fixture.directory.write("gbk.csv", bytes: Samples.gbkWithPunctuation)
        let report = try fixture.open().importCSV(at: path, displayName: "gbk.csv", options: ImportOptions())
        #expect(report.encoding == .gb18030)
        #expect(try fixture.open().store.records().first?.title == "基于“协商缓存”的天气应用——性能评估…")
    }

    @Test func skipInvalidSkipsOnlyTheRowWithBrokenGB18030Bytes() throws {
        let fixture = try WorkspaceFixture()
        let path = fixture.directory.write("broken.csv", bytes: Samples.gb18030WithABrokenRow)
        let session = try fixture.open()
        #expect(throws: ImportError.self) {
            try session.importCSV(at: path, displayName: "broken.csv", options: ImportOptions(encoding: .gb18030))
        }
        let report = try session.importCSV(
            at: path, displayName: "broken.csv", options: ImportOptions(encoding: .gb18030, skipInvalid: true))
        #expect(report.added == 1 && report.skipped.map(\.line) == [3])
        #expect(try session.store.records().map(\.title) == ["好"])
    }

    @Test func anEarlierBadRowIsReportedBeforeALaterParseError() throws {
        let fixture = try WorkspaceFixture()
        #expect {
            try fixture.importCSV("title,year\nA,2020\nB,soon\nC,2021\nD,\"x\"y\n")
        } throws: { error in
            (error as? ImportError)?.line == 3
        }
    }

    @Test func anUnclosedQuoteStopsAt16MiB() throws {
        let fixture = try WorkspaceFixture()
        let text = "title\n\"" + String(repeating: "长", count: 6_000_000) + "\n"
        #expect {
            try fixture.importCSV(text)
        } throws: { error in
            (error as? ImportError)?.description.hasPrefix("input.csv:2: field longer than 16 MiB") == true
        }
    }

    @Test func notesArriveAsTheyHappenAndOnlyAFewAreKept() throws {
        let fixture = try WorkspaceFixture()
        let rows = (1...1500).map { "Bad \($0),year\($0)" }.joined(separator: "\n")
        let path = fixture.directory.write("many.csv", "title,year\n" + rows + "\n")
        var heard = 0
        let report = try fixture.open().importCSV(
            at: path, displayName: "many.csv", options: ImportOptions(skipInvalid: true), onNote: { _ in heard += 1 })
        #expect(heard == 1500)
        #expect(report.skippedCount == 1500)
        #expect(report.notes.count == ImportReport.keptNotes)
    }

    @Test func skipInvalidImportsTheGoodRowsAndListsTheBad() throws {
        let fixture = try WorkspaceFixture()
        let report = try fixture.importCSV(
            "title,year\nGood,2020\nBad,soon\nAlso good,2021\nToo,many,fields\n",
            options: ImportOptions(skipInvalid: true))
        #expect(report.added == 2)
        #expect(report.skipped.map(\.line) == [3, 5])
    }

    @Test func unknownColumnsCanBecomeCustomColumns() throws {
        let fixture = try WorkspaceFixture()
        let report = try fixture.importCSV(
            "title,研究方法\nA,问卷\n", options: ImportOptions(addUnknownColumns: true))
        #expect(report.newColumns == ["研究方法"])
        #expect(try fixture.open().store.records().first?.custom == ["研究方法": "问卷"])
    }

    @Test func repeatedIDInOneFileIsAnError() throws {
        let fixture = try WorkspaceFixture()
        #expect(throws: ImportError.self) { try fixture.importCSV("id,title\nX,a\nX,b\n") }
        #expect(try fixture.open().store.count() == 0)
        _ = try fixture.importCSV("id,title\nA,existing\n")
        for repeated in ["id,title\nN,new\nN,again\n", "id,title\nA,changed\nA,again\n"] {
            #expect(throws: ImportError.self) { try fixture.importCSV(repeated) }
        }
        #expect(try fixture.open().store.records().map(\.title) == ["existing"])
    }

    @Test func skipsRowsThatAreAllEmpty() throws {
        let fixture = try WorkspaceFixture()
        let report = try fixture.importCSV("title,year\nA,2020\n,\n,\n")
        #expect(report.added == 1)
        #expect(report.skipped.isEmpty)
    }
}
