import Bibliography
import Foundation
import Testing

/// The tagged formats, on records from real exports as published: the RIS example of Wikipedia's
/// "RIS (file format)" article and the test cases of zotero/translators (`CNKI Refer.js`,
/// `CNKI RefWorks.js`, `ReferBibIX.js`) and dearfad/mrhelper (CNKI and Wanfang NoteExpress samples).
@Suite struct TaggedFormatTests {
    func read(_ text: String, format: BibliographyFormat? = nil) throws -> BibliographyFile {
        try BibliographyReader.read(Data(text.utf8), file: "export.txt", format: format)
    }

    @Test func risRecordsWithTheUsualQuirks() throws {
        let file = try read(
            """
            Provider: Embase (a note between records, not a record)
            TY  - JOUR
            AU  - Shannon, Claude E.
            PY  - 1948
            DA  - July
            TI  - A Mathematical Theory of Communication
            T2  - Bell System Technical Journal
            SP  - 379
            EP  - 423
            VL  - 27
            KW  - information
            KW  - entropy
            DO  - https://doi.org/10.1002/J.1538-7305.1948.TB01338.X
            AB  - The recent development of various methods of modulation
              increased the interest in a general theory.
            XY  - an unknown tag
            ER  -

            TY - CONF
            A1  - 王, 小明
            TI  - 天气应用的缓存
            ER  - 
            """)
        #expect(file.format == .ris)
        let shannon = file.records[0]
        #expect(shannon.type == .journalArticle && shannon.line == 2)
        #expect(shannon.authors == ["Shannon, Claude E."])
        #expect(shannon.container == "Bell System Technical Journal" && shannon.year == "1948")
        #expect(shannon.pages == "379-423" && shannon.volume == "27")
        #expect(shannon.keywords == ["information", "entropy"])
        #expect(shannon.doi == "10.1002/j.1538-7305.1948.tb01338.x")
        #expect(shannon.abstract.hasSuffix("modulation increased the interest in a general theory."))
        #expect(shannon.raw.hasPrefix("TY  - JOUR\nAU  - Shannon") && shannon.raw.hasSuffix("ER  -"))
        #expect(file.records[1].type == .conferencePaper && file.records[1].authors == ["王小明"])
        #expect(
            file.warnings == [BibliographyWarning(line: 2, message: "unknown tag XY: kept in the record's raw text")])
    }

    @Test func aRISRecordWithoutERIsAnErrorNamingItsLine() {
        #expect(
            throws: BibliographyError(
                file: "export.txt", line: 1,
                "the record starting here has no ER line: expected 'ER  - ' before the next TY (line 3)")
        ) {
            try read("TY  - JOUR\nTI  - One\nTY  - JOUR\nTI  - Two\nER  - \n")
        }
        #expect(throws: BibliographyError.self) { try read("TY  - JOUR\nTI  - One\n") }
    }

    @Test func cnkiEndNoteExports() throws {
        let file = try read(
            """
            %0 Journal Article
            %A 张会佳
            %A 侯相竹
            %+ 长春中医药大学人参科学研究院;长春中医药大学药学院;
            %T 黄芪多糖复合酶提取工艺优化及其α-葡萄糖苷酶抑制活性
            %J 食品工业科技
            %K 黄芪多糖;复合酶;提取工艺;响应面;α-葡萄糖苷酶活性
            %X <正>目的：以黄芪为原料，采用复合酶法
            提取黄芪多糖。
            %P 1-15
            %@ 1002-0306
            %U https://link.cnki.net/doi/10.13386/j.issn1002-0306.2023090315
            %R10.13386/j.issn1002-0306.2023090315
            %V 05
            %W CNKI

             %0 Thesis
            %A 胡婕伦;王五
            %T 大粒车前子多糖体内外消化
            %Y 谢明勇;聂少平
            %J 南昌大学
            %9 博士
            %D 2014
            %P 118-120+123
            %W CNKI

            %0 Legal Rule or Regulation
            %T 导航电子地图安全处理技术基本要求
            %~ 国家标准
            %W CNKI
            """)
        #expect(file.format == .refer && file.records.count == 3)
        let article = file.records[0]
        #expect(article.authors == ["张会佳", "侯相竹"] && article.container == "食品工业科技")
        #expect(article.keywords.count == 5 && article.keywords.last == "α-葡萄糖苷酶活性")
        #expect(article.abstract == "目的：以黄芪为原料，采用复合酶法 提取黄芪多糖。")
        #expect(article.doi == "10.13386/j.issn1002-0306.2023090315" && article.volume == "5")
        #expect(article.issn == "1002-0306" && article.database == "CNKI")
        let thesis = file.records[1]
        #expect(thesis.type == .thesis && thesis.authors == ["胡婕伦", "王五"])
        #expect(thesis.supervisors == ["谢明勇", "聂少平"] && thesis.degree == "博士")
        #expect(thesis.school == "南昌大学" && thesis.container.isEmpty && thesis.pages == "118-120,123")
        #expect(file.records[2].type == .standard)
    }

    @Test func wanfangEndNoteKeepsBothLanguages() throws {
        let record = try read(
            """
            %0 Journal Article
            %A 余敏
            %A 朱江
            %H Yu Min
            %H Zhu Jiang
            %T 参考文献管理工具研究
            %J 现代情报
            %J JOURNAL OF MODERN INFORMATION
            %D 2009
            %N 2
            %P 94-98,93
            %K 参考文献管理 文献管理软件 Zotero
            %R 10.3969/j.issn.1008-0821.2009.02.027
            %W 北京万方数据股份有限公司
            """
        ).records[0]
        #expect(record.container == "现代情报" && record.translatedContainer == "JOURNAL OF MODERN INFORMATION")
        #expect(record.translatedAuthors == ["Yu Min", "Zhu Jiang"])
        #expect(record.keywords == ["参考文献管理", "文献管理软件", "Zotero"])
        #expect(record.pages == "94-98,93" && record.issue == "2")
    }

    @Test func cnkiRefWorksWithABlankLineInsideARecord() throws {
        let file = try read(
            """
            RT Journal Article
            SR 1
            A1 薛婉钰;刘娜;苑鑫
            T1 黄瓜胚性愈伤组织的诱导保存和再生
            JF 西北农林科技大学学报(自然科学版)
            YR 2024
            IS 07
            OP 1-7
            K1 黄瓜;遗传转化
            DS CNKI
            DO 10.13207/j.cnki.jnwafu.2024.07.011

            RT Dissertation/Thesis
            SR 1
            A1 谢晓辉
            A3 陈莉
            PB 江西师范大学
            T1 城市家庭对K12在线教育采纳意愿及影响因素研究
            CL 硕士
            YR 2020
            K1 K12;在线教育
             K12;online education

            AB K12在线教育是以互联网信息技术为载体
            LA 中文;
            DS CNKI
            """)
        #expect(file.format == .refworks && file.records.count == 2)
        #expect(file.records[0].authors == ["薛婉钰", "刘娜", "苑鑫"] && file.records[0].issue == "7")
        let thesis = file.records[1]
        #expect(thesis.type == .thesis && thesis.school == "江西师范大学" && thesis.degree == "硕士")
        #expect(thesis.keywords == ["K12", "在线教育", "online education"])
        #expect(thesis.abstract == "K12在线教育是以互联网信息技术为载体" && thesis.language == "中文")
    }

    @Test func noteExpressFromCNKIAndWanfang() throws {
        let file = try read(
            """
            {Reference Type}: Journal Article
            {Title}: 计算机辅助导航技术在脊柱外科中的应用
            {Author}: 潘紫麟;刘庆鹏;
            {Journal}: 医学综述
            {Year}: 2021
            {Issue}: 11
            {Pages}: 2184-2188
            {Keywords}: 脊柱疾病;计算机辅助;导航技术
            {Database Provider}: CNKI
            {Reference Type}: Journal Article
            {Title}: 乳腺癌术后患者婚姻质量与负性情绪、社会支持的相关性
            {Translated Title}: Relationship between marital quality and social support
            {Author}: 许雅琼
            {Author}: 张银萍
            {Translated Author}: XU Ya-qiong
            {Journal}: 临床医学研究与实践
            {Year}: 2020
            {Keywords}: 乳腺癌
            {Keywords}: 婚姻质量
            {Abstract}: 目的 调查乳腺癌术后患者婚姻质量
            并分析相关因素。
            {DOI}: 10.19347/j.cnki.2096-1413.202001019
            {Database Provider}: 北京万方数据股份有限公司
            """)
        #expect(file.format == .noteExpress && file.records.count == 2)
        #expect(file.records[0].authors == ["潘紫麟", "刘庆鹏"] && file.records[0].pages == "2184-2188")
        let wanfang = file.records[1]
        #expect(wanfang.authors == ["许雅琼", "张银萍"] && wanfang.translatedAuthors == ["XU Ya-qiong"])
        #expect(wanfang.keywords == ["乳腺癌", "婚姻质量"])
        #expect(wanfang.abstract == "目的 调查乳腺癌术后患者婚姻质量 并分析相关因素。")
        #expect(wanfang.translatedTitle.hasPrefix("Relationship"))
    }
}
