import Bibliography
import Foundation
import TestSupport
import Testing

/// BibTeX, CSL-JSON, EndNote XML, encodings and format detection.
@Suite struct StructuredFormatTests {
    func read(_ text: String, format: BibliographyFormat? = nil) throws -> BibliographyFile {
        try BibliographyReader.read(Data(text.utf8), file: "refs", format: format)
    }

    @Test func bibTeXWithChineseNamesMacrosAndConcatenation() throws {
        let file = try read(
            """
            @string{tosem = "ACM Transactions on Software Engineering"}
            @comment{exported by Zotero}
            @article{yang2021,
              author = {杨, 育伟 and 蔡洪 and {World Meteorological Organization} and Shannon, Claude E.},
              title = {天气应用的{MVVM}架构},
              journal = tosem # " and Methodology",
              year = 2021, volume = {05}, pages = {12--20},
              doi = {10.1145/ABC}, keywords = {缓存; 定位},
              langid = {chinese}
            }
            @phdthesis{li2019, author = "李四", title = "离线天气", school = {清华大学}, year = {2019}}
            """)
        #expect(file.format == .bibtex && file.records.count == 2)
        let article = file.records[0]
        #expect(article.authors == ["杨育伟", "蔡洪", "World Meteorological Organization", "Shannon, Claude E."])
        #expect(
            article.title == "天气应用的MVVM架构"
                && article.container == "ACM Transactions on Software Engineering and Methodology")
        #expect(article.year == "2021" && article.volume == "5" && article.pages == "12-20")
        #expect(article.doi == "10.1145/abc" && article.keywords == ["缓存", "定位"] && article.line == 3)
        let thesis = file.records[1]
        #expect(thesis.type == .thesis && thesis.school == "清华大学" && thesis.degree == "PhD")
    }

    @Test func unbalancedBracesNameTheEntryAndItsLine() {
        #expect(
            throws: BibliographyError(
                file: "refs", line: 3, "entry 'b' is not closed: expected '}' (unbalanced braces)")
        ) {
            try read("@article{a, title = {One}}\n\n@article{b,\n  title = {Two {with a brace},\n  year = 2020\n}\n")
        }
        #expect(
            throws: BibliographyError(
                file: "refs", line: 1,
                "a value in the entry starting here is not closed: expected '}' (unbalanced braces)")
        ) {
            try read("@article{a, title = {One {two}\n")
        }
    }

    @Test func cslJSON() throws {
        let file = try read(
            """
            [{"id": "zhang2023", "type": "article-journal", "title": "SwiftUI 天气应用",
              "author": [{"family": "张", "given": "三"}, {"literal": "某课题组"}, {"family": "Doe", "given": "Jane"}],
              "container-title": "计算机应用", "issued": {"date-parts": [[2023, 5]]},
              "volume": "43", "issue": "5", "page": "100-108", "DOI": "10.1000/XYZ", "language": "zh-CN"}]
            """)
        #expect(file.format == .cslJSON)
        let record = file.records[0]
        #expect(record.authors == ["张三", "某课题组", "Doe, Jane"] && record.year == "2023")
        #expect(record.container == "计算机应用" && record.pages == "100-108" && record.doi == "10.1000/xyz")
    }

    @Test func endNoteXML() throws {
        let file = try read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xml><records><record>
              <ref-type name="Journal Article">17</ref-type>
              <contributors><authors><author><style>王, 小明</style></author><author>Smith, J.</author></authors></contributors>
              <titles><title><style>天气预报的可视化</style></title><secondary-title>软件学报</secondary-title></titles>
              <pages>1-9</pages><volume>3</volume><number>02</number>
              <keywords><keyword>可视化</keyword><keyword>天气</keyword></keywords>
              <dates><year>2022</year></dates>
              <electronic-resource-num>10.1/ABC</electronic-resource-num>
            </record></records></xml>
            """)
        #expect(file.format == .endnoteXML)
        let record = file.records[0]
        #expect(record.authors == ["王小明", "Smith, J."] && record.title == "天气预报的可视化")
        #expect(record.container == "软件学报" && record.issue == "2" && record.year == "2022")
        #expect(record.keywords == ["可视化", "天气"] && record.doi == "10.1/abc")
        #expect(throws: BibliographyError.self) { try read("<?xml version=\"1.0\"?><xml><records><record></xml>") }
    }

    @Test func gb18030FilesAreRead() throws {
        let folder = TemporaryDirectory()
        let utf8 = folder.write("utf8.txt", "%0 Journal Article\n%A 张会佳\n%T 天气应用的缓存策略\n%W CNKI\n")
        try ExternalProgram.run("iconv", ["-f", "UTF-8", "-t", "GB18030", utf8, "-o", folder.file("gbk.txt")])
        let file = try BibliographyReader.read(Data(folder.bytes("gbk.txt")), file: "gbk.txt")
        #expect(file.encoding == .gb18030 && file.records[0].title == "天气应用的缓存策略")
        #expect(throws: BibliographyError.self) {
            try BibliographyReader.read(Data([0x25, 0x30, 0x20, 0xFF, 0xFE, 0x41, 0x0A]), file: "bad.txt")
        }
    }

    @Test func formatsAreRecognisedByContent() {
        let samples: [(String, BibliographyFormat?)] = [
            ("\u{FEFF}TY  - JOUR\nER  - \n", .ris), ("  %0 Thesis\n", .refer), ("RT Journal Article\n", .refworks),
            ("{Reference Type}: Thesis\n", .noteExpress), ("% comment\n@article{k, title={t}}", .bibtex),
            ("[{\"title\": \"t\"}]", .cslJSON), ("<?xml version=\"1.0\"?><xml/>", .endnoteXML),
            ("title,year\nA,2020\n", nil),
        ]
        for (text, format) in samples { #expect(BibliographyFormat.detect(text[...]) == format, "\(text)") }
    }
}

@Suite struct ReviewedEdgeTests {
    @Test func bibTeXFirstLastNamesAndOthers() throws {
        let file = try BibliographyReader.read(
            Data(
                "@article{k, author = {Claude E. Shannon and Ludwig van Beethoven and 蔡洪 and others}, title = {T}}".utf8
            ),
            file: "refs.bib")
        #expect(file.records[0].authors == ["Shannon, Claude E.", "van Beethoven, Ludwig", "蔡洪"])
    }

    @Test func cslNumbersOutOfRangeAndStringDates() throws {
        let file = try BibliographyReader.read(
            Data(
                #"[{"title": "A", "volume": 1e20, "issued": {"date-parts": [["2019", "5"]]}}, {"title": "B", "issued": {"raw": "spring 2018"}}]"#
                    .utf8), file: "x.json")
        #expect(file.records[0].year == "2019" && file.records[0].volume == "1e+20")
        #expect(file.records[1].year == "2018")
    }
}
