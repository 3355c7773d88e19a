import Bibliography
import Testing

/// GB/T 7714-2015 against the examples of the standard's Appendix A (as collected in
/// zepinglee/gb-t-7714-csl-style, `standard-numeric.txt`).
@Suite struct GBTReferenceTests {
    func record(_ type: BibType, _ build: (inout BibRecord) -> Void) -> BibRecord {
        var record = BibRecord()
        record.type = type
        build(&record)
        return record
    }

    @Test func theStandardsExamples() {
        let cases: [(BibRecord, String, String)] = [
            (
                record(.journalArticle) {
                    $0.authors = ["袁训来", "陈哲", "肖书海", "王五"]
                    $0.title = "蓝田生物群: 一个认识多细胞生物起源和早期演化的新窗口"
                    $0.container = "科学通报"
                    $0.year = "2012"
                    $0.volume = "57"
                    $0.issue = "34"
                    $0.pages = "3219"
                }, "",
                "袁训来, 陈哲, 肖书海, 等. 蓝田生物群: 一个认识多细胞生物起源和早期演化的新窗口[J]. 科学通报, 2012, 57(34): 3219."
            ),
            (
                record(.journalArticle) {
                    $0.authors = ["Kanamori, Hiroo"]
                    $0.title = "Shaking without quaking"
                    $0.container = "Science"
                    $0.year = "1998"
                    $0.volume = "279"
                    $0.issue = "5359"
                    $0.pages = "2063"
                }, "", "KANAMORI H. Shaking without quaking[J]. Science, 1998, 279(5359): 2063."
            ),
            (
                record(.thesis) {
                    $0.authors = ["Calms R B"]
                    $0.title = "Infrared spectroscopic studies on solid oxygen"
                    $0.place = "Berkeley"
                    $0.school = "Univ. of California"
                    $0.year = "1965"
                }, "",
                "CALMS R B. Infrared spectroscopic studies on solid oxygen[D]. Berkeley: Univ. of California, 1965."
            ),
            (
                record(.book) {
                    $0.authors = ["徐光宪", "王祥云"]
                    $0.title = "物质结构"
                    $0.place = "北京"
                    $0.publisher = "科学出版社"
                    $0.year = "2010"
                }, "", "徐光宪, 王祥云. 物质结构[M]. 北京: 科学出版社, 2010."
            ),
            (
                record(.webpage) {
                    $0.authors = ["Bawden, D."]
                    $0.title = "Origins and concepts of digital literacy"
                    $0.date = "2008-05-04"
                    $0.url = "http://www.soi.city.ac.uk/~dbawden/digital%20literacy%20chapter.pdf"
                }, "2013-03-08",
                "BAWDEN D. Origins and concepts of digital literacy[EB/OL]. (2008-05-04)[2013-03-08]. http://www.soi.city.ac.uk/~dbawden/digital%20literacy%20chapter.pdf."
            ),
            (
                record(.newspaper) {
                    $0.authors = ["丁文详"]
                    $0.title = "数字革命与竞争国际化"
                    $0.container = "中国青年报"
                    $0.date = "2000-11-20"
                    $0.issue = "15"
                }, "", "丁文详. 数字革命与竞争国际化[N]. 中国青年报, 2000-11-20(15)."
            ),
            (
                record(.patent) {
                    $0.authors = ["邓一刚"]
                    $0.title = "全智能节电器: 200610171314.3"
                    $0.date = "2006-12-13"
                },
                "", "邓一刚. 全智能节电器: 200610171314.3[P]. 2006-12-13."
            ),
        ]
        for (record, accessed, expected) in cases {
            #expect(GBTReference.format(record, style: .edition2015, accessed: accessed) == expected)
            #expect(GBTReference.missingFields(record, accessed: accessed).isEmpty, "\(expected)")
        }
    }

    @Test func the2025EditionDropsAccessDatesOfDocumentsNotOnline() {
        let article = record(.journalArticle) {
            $0.authors = ["张三"]
            $0.title = "天气"
            $0.container = "软件学报"
            $0.year = "2024"
            $0.url = "https://x.cn/1"
        }
        #expect(GBTReference.format(article, style: .edition2015, accessed: "2026-11-30").contains("2024[2026-11-30]"))
        #expect(GBTReference.format(article, style: .edition2025, accessed: "2026-11-30") == "张三. 天气[J]. 软件学报, 2024.")
    }

    @Test func missingFieldsAreNamedPerType() {
        #expect(GBTReference.missingFields(record(.journalArticle) { $0.title = "T" }) == ["journal", "year"])
        #expect(
            GBTReference.missingFields(
                record(.thesis) {
                    $0.title = "T"
                    $0.year = "2020"
                }) == ["school"])
        #expect(
            GBTReference.missingFields(record(.webpage) { $0.title = "T" }) == [
                "url", "accessed (the date you read it)",
            ])
    }
}

@Test func namesAreKeptInTheMatrixAsSurnameAndInitials() {
    #expect(PersonName.surnameInitials("Shannon, Claude E.") == "Shannon C E")
    #expect(PersonName.surnameInitials("van den Broek, Egon") == "van den Broek E")
    #expect(PersonName.surnameInitials("World Meteorological Organization") == "World Meteorological Organization")
    #expect(PersonName.surnameInitials("张会佳") == "张会佳")
    #expect(PersonName.familyCommaGiven("Shannon C E") == "Shannon, C. E.")
    #expect(PersonName.familyCommaGiven("Apple Inc.") == "Apple Inc.")
    #expect(PersonName.list("Almuhimedi H, Schaub F, Sadeh N") == ["Almuhimedi H", "Schaub F", "Sadeh N"])
    #expect(PersonName.list("Shannon, C. E.; Weaver, W.") == ["Shannon, C. E.", "Weaver, W."])
    #expect(PersonName.list("张会佳，侯相竹") == ["张会佳", "侯相竹"])
}
