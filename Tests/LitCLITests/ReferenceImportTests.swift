import Foundation
import TestSupport
import Testing
import TextSupport

/// `lit import` of database exports: works added with their provenance, duplicates linked, bad
/// files refused whole.
@Suite struct ReferenceImportTests {
    static let cnki = """
        %0 Journal Article
        %A 张会佳
        %A 侯相竹
        %T 天气应用的缓存策略研究
        %J 计算机应用
        %D 2023
        %K 缓存策略;后台刷新
        %R 10.13386/j.issn1002-0306.2023090315
        %W CNKI

        %0 Thesis
        %A 胡婕伦
        %T 基于iOS的天气App设计
        %Y 谢明勇
        %J 南昌大学
        %9 硕士
        %D 2021
        %W CNKI

        """
    static let wanfang = """
        {Reference Type}: Journal Article
        {Title}: 天气应用的缓存策略研究
        {Author}: 张会佳
        {Journal}: 计算机应用
        {Year}: 2022
        {DOI}: https://doi.org/10.13386/J.ISSN1002-0306.2023090315
        {Reference Type}: Journal Article
        {Title}: 天气应用的缓存策略研究！
        {Author}: 张会佳
        {Year}: 2024
        {Reference Type}: Thesis
        {Title}: 天气应用的缓存策略研究
        {Author}: 李四
        {Year}: 2023

        """

    func rows(_ lit: LitInProcess) async -> [String] {
        await lit.run(["list", "--format", "csv", "--columns", "id,title,year,venue,source_type,provenance"]).out
            .split(whereSeparator: \.isNewline).map(String.init)
    }

    @Test func anExportAddsWorksThatPointToTheirRecord() async throws {
        let lit = await LitInProcess.initialised()
        lit.directory.write("cnki.enw", Self.cnki)
        let result = await lit.run(["import", "cnki.enw"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "cnki.enw (refer, utf-8): imported: added 2, duplicates 0 (L001–L002)\n")
        let listed = await rows(lit)
        #expect(listed.count == 3)
        #expect(listed[1].hasPrefix("L001,天气应用的缓存策略研究,2023,计算机应用,journal-article [J],\"Literature/imports/"))
        #expect(listed[1].hasSuffix("-cnki.enw:1 (refer, CNKI, \(Self.today()))\""))
        #expect(listed[2].hasPrefix("L002,基于iOS的天气App设计,2021,南昌大学,thesis [D],"))
        let kept = "Literature/imports/\(Self.today())-cnki.enw"
        #expect(lit.directory.read(kept) == Self.cnki)
    }

    @Test func duplicatesAreLinkedNotAddedUnlessSaidOtherwise() async throws {
        let lit = await LitInProcess.initialised()
        lit.directory.write("cnki.enw", Self.cnki)
        lit.directory.write("wanfang.txt", Self.wanfang)
        _ = await lit.run(["import", "cnki.enw"])
        let result = await lit.run(["import", "wanfang.txt"])
        #expect(result.status == 0)
        #expect(result.out == "wanfang.txt (noteexpress, utf-8): imported: added 1, duplicates 2 (L003–L003)\n")
        #expect(
            result.err.split(separator: "\n") == [
                "warning: wanfang.txt:1: duplicate of L001 (same DOI 10.13386/j.issn1002-0306.2023090315): linked to it, not added; --not-duplicate 1 adds it",
                "warning: wanfang.txt:7: duplicate of L001 (same title, year and author): linked to it, not added; --not-duplicate 7 adds it",
            ])
        let listed = await rows(lit)
        #expect(listed[1].contains("-cnki.enw:1 (refer, CNKI, ") && listed[1].contains("-wanfang.txt:1 (noteexpress, "))
        #expect(listed[1].contains("-wanfang.txt:7 (noteexpress, "))
        // The same title by another author in the thesis record is a different work.
        #expect(listed[3].hasPrefix("L003,天气应用的缓存策略研究,2023,,thesis [D]"))
        let forced = await lit.run(["import", "wanfang.txt", "--not-duplicate", "7"])
        #expect(forced.out.contains("added 1, duplicates 2 (L004–L004)"), "\(forced.out)")
    }

    @Test func aBadExportChangesNothing() async throws {
        let lit = await LitInProcess.initialised()
        let before = await rows(lit)
        lit.directory.write("bad.ris", "TY  - JOUR\nTI  - One\nTY  - JOUR\nTI  - Two\nER  - \n")
        let result = await lit.run(["import", "bad.ris"])
        #expect(result.status == 1)
        #expect(
            result.err
                == "Error: bad.ris:1: the record starting here has no ER line: expected 'ER  - ' before the next TY (line 3)\n"
        )
        #expect(await rows(lit) == before)
        #expect(!FileManager.default.fileExists(atPath: lit.directory.file("Literature/imports")))
        lit.directory.write("untitled.ris", "TY  - JOUR\nAU  - Doe, J.\nER  - \n")
        let untitled = await lit.run(["import", "untitled.ris"])
        #expect(untitled.err == "Error: untitled.ris:1: the record has no title: expected one\n")
        #expect(await rows(lit) == before)
        #expect(!FileManager.default.fileExists(atPath: lit.directory.file("Literature/imports")))
    }

    @Test func aGB18030RefWorksExportAndADryRun() async throws {
        let lit = await LitInProcess.initialised()
        let utf8 = lit.directory.write(
            "utf8.txt", "RT Journal Article\nA1 薛婉钰;刘娜\nT1 黄瓜胚性愈伤组织的诱导保存和再生\nYR 2024\nDS CNKI\n")
        try ExternalProgram.run("iconv", ["-f", "UTF-8", "-t", "GB18030", utf8, "-o", lit.directory.file("gbk.txt")])
        let before = await rows(lit)
        let dry = await lit.run(["import", "gbk.txt", "--dry-run"])
        #expect(dry.out == "gbk.txt (refworks, gb18030): dry run, nothing changed: added 1, duplicates 0 (L001–L001)\n")
        #expect(await rows(lit) == before)
        #expect(!FileManager.default.fileExists(atPath: lit.directory.file("Literature/imports")))
        let real = await lit.run(["import", "gbk.txt"])
        #expect(real.status == 0)
        #expect(await rows(lit).last?.hasPrefix("L001,黄瓜胚性愈伤组织的诱导保存和再生,2024") == true)
    }

    @Test(arguments: ["bibtex", "ris", "csl-json"])
    func exportsImportBackTheSameWorks(_ format: String) async throws {
        let lit = await LitInProcess.initialised()
        lit.directory.write("cnki.enw", Self.cnki)
        _ = await lit.run(["import", "cnki.enw"])
        let exported = await lit.run(["export", "--format", format, "-o", "out.\(format)"])
        #expect(exported.status == 0 && exported.err == "wrote 2 records to out.\(format)\n", "\(exported.err)")
        let other = await LitInProcess.initialised()
        other.directory.write("in.\(format)", lit.directory.read("out.\(format)"))
        #expect(await other.run(["import", "in.\(format)"]).status == 0)
        let columns = ["list", "--format", "csv", "--columns", "id,title,year,authors,venue,doi,tags,source_type"]
        #expect(await other.run(columns).out == (await lit.run(columns)).out)
    }

    static func today() -> String { CalendarDay.today() }
}

/// `lit refs`: the reference list from imported works, in citation or author order.
@Suite struct RefsCommandTests {
    @Test func referencesInCitationOrderWithTheFullImportedRecord() async throws {
        let lit = await LitInProcess.initialised()
        lit.directory.write(
            "refs.ris",
            """
            TY  - JOUR
            AU  - Shannon, Claude E.
            TI  - A Mathematical Theory of Communication
            T2  - Bell System Technical Journal
            PY  - 1948
            VL  - 27
            IS  - 3
            SP  - 379
            EP  - 423
            ER  - 
            TY  - ELEC
            TI  - WeatherKit REST API
            AU  - Apple Inc.
            UR  - https://developer.apple.com/documentation/weatherkitrestapi
            ER  - 

            """)
        lit.directory.write("cnki.enw", ReferenceImportTests.cnki)
        _ = await lit.run(["import", "refs.ris"])
        _ = await lit.run(["import", "cnki.enw"])
        lit.directory.write("chapter.md", "天气应用[L003]。见 [L001]、[L003]；另见 [L999]。\n")
        let missing = await lit.run(["refs", "chapter.md", "--format", "txt"])
        #expect(missing.status == 0, "\(missing.err)")
        #expect(
            missing.out
                == "[1] 张会佳, 侯相竹. 天气应用的缓存策略研究[J]. 计算机应用, 2023. DOI:10.13386/j.issn1002-0306.2023090315.\n"
                + "[2] SHANNON C E. A Mathematical Theory of Communication[J]. Bell System Technical Journal, 1948, 27(3): 379-423.\n"
        )
        #expect(missing.err == "warning: [L999] is cited but not in the matrix\n")
        let all = await lit.run(["refs", "--order", "author", "--format", "tex"])
        #expect(all.status == 1)
        #expect(all.err.contains("error: L002 [EB/OL] WeatherKit REST API: missing accessed (the date you read it)"))
        #expect(all.out.hasPrefix("\\begin{thebibliography}{9}\n\\bibitem{L004} 胡婕伦. 基于iOS的天气App设计[D]. 南昌大学, 2021."))
        _ = await lit.run(["column", "add", "accessed"])
        _ = await lit.run(["edit", "L002", "--set", "accessed=2026-11-30"])
        let fixed = await lit.run(["refs", "--style", "gbt7714-2025"])
        #expect(fixed.status == 0, "\(fixed.err)")
        #expect(
            fixed.out.contains(
                "[2] Apple Inc. WeatherKit REST API[EB/OL]. [2026-11-30]. https://developer.apple.com/documentation/weatherkitrestapi."
            ))
    }

    @Test func handEnteredAuthorListsFormatToo() async throws {
        let lit = await LitInProcess.initialised()
        _ = await lit.run([
            "add", "--title", "Your Location has been Shared", "--authors",
            "Almuhimedi H, Schaub F, Sadeh N, Adjerid I",
            "--year", "2015", "--venue", "CHI '15", "--doi", "10.1145/2702123.2702210",
        ])
        let refs = await lit.run(["refs", "--format", "txt"])
        #expect(refs.status == 0, "\(refs.err)")
        #expect(
            refs.out
                == "[1] ALMUHIMEDI H, SCHAUB F, SADEH N, et al. Your Location has been Shared[J]. CHI '15, 2015. DOI:10.1145/2702123.2702210.\n"
        )
        let bibtex = await lit.run(["export", "--format", "bibtex"])
        #expect(bibtex.out.contains("author = {Almuhimedi, H. and Schaub, F. and Sadeh, N. and Adjerid, I.}"))
    }

    @Test func aKeptExportWithParenthesesInItsNameStillGivesTheFullRecord() async throws {
        let lit = await LitInProcess.initialised()
        lit.directory.write(
            "export (1).ris",
            "TY  - JOUR\nAU  - Shannon, Claude E.\nTI  - Theory\nT2  - BSTJ\nPY  - 1948\nVL  - 27\nIS  - 3\nSP  - 379\nEP  - 423\nER  - \n"
        )
        _ = await lit.run(["import", "export (1).ris"])
        let refs = await lit.run(["refs", "--format", "txt"])
        #expect(refs.out == "[1] SHANNON C E. Theory[J]. BSTJ, 1948, 27(3): 379-423.\n", "\(refs.err)")
    }
}
