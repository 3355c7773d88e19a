import Bibliography
import Foundation
import Testing

/// What lit writes reads back the same, special characters included.
@Suite struct WriterTests {
    static var records: [(key: String, record: BibRecord)] {
        var article = BibRecord()
        article.type = .journalArticle
        article.title = "Caching {ETag} & 100% of 304s_in $5 ~#^\\ 天气"
        article.authors = ["张会佳", "Shannon, Claude E."]
        article.container = "计算机应用"
        article.year = "2023"
        article.volume = "5"
        article.pages = "12-20"
        article.doi = "10.1000/abc"
        article.keywords = ["缓存策略", "ETag"]
        article.abstract = "A first line and a second."
        var thesis = BibRecord()
        thesis.type = .thesis
        thesis.title = "基于iOS的天气App设计"
        thesis.authors = ["胡婕伦"]
        thesis.school = "南昌大学"
        thesis.degree = "硕士"
        thesis.year = "2021"
        return [("L001", article), ("L002", thesis)]
    }

    @Test(arguments: BibliographyWriter.formats)
    func writtenRecordsReadBack(_ format: BibliographyFormat) throws {
        let text = try #require(try BibliographyWriter.write(Self.records, as: format))
        let file = try BibliographyReader.read(Data(text.utf8), file: "out")
        #expect(file.format == format)
        for (read, (_, written)) in zip(file.records, Self.records) {
            #expect(read.type == written.type)
            #expect(read.title == written.title, "\(format)")
            #expect(read.authors == written.authors)
            #expect(read.year == written.year && read.doi == written.doi && read.pages == written.pages)
            #expect(read.keywords == written.keywords && read.abstract == written.abstract)
            #expect(read.container == written.container || written.type == .thesis)
        }
        #expect(file.records.count == 2)
    }

    @Test func bibTeXKeysAndEscapes() throws {
        let text = try #require(try BibliographyWriter.write(Self.records, as: .bibtex))
        #expect(text.hasPrefix("@article{L001,\n  title = {Caching \\{ETag\\} \\& 100\\% of 304s\\_in \\$5"))
        #expect(text.contains("@mastersthesis{L002,") && text.contains("school = {南昌大学}"))
    }
}
