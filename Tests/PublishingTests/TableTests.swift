import Foundation
import LiteratureMatrix
import Testing
import TextSupport

@testable import Publishing

@Suite struct TableTests {
    @Test func markdownIsEscapedOneLinePerRowAndAlignedByDisplayWidth() {
        let table = PublishedTable(
            name: "t", caption: "t", headers: ["名称", "n"],
            rows: [["a|b\nc <script>", "1"], ["天气", "22"]], numericColumns: [1])
        let lines = MarkdownTable.render(table).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[2].contains("a\\|b<br>c &lt;script&gt;"))
        #expect(Set(lines.map { DisplayWidth.of($0) }).count == 1)
        #expect(lines[1].hasSuffix("-: |"))
    }

    @Test func latexEscapesEverySpecialCharacter() {
        #expect(
            LatexTable.escape(#"50% of $x_1 & {y} #2 ^ ~ \ <b>"#)
                == ##"50\% of \$x\_1 \& \{y\} \#2 \textasciicircum{} \textasciitilde{} \textbackslash{} \textless{}b\textgreater{}"##
        )
        #expect(LatexTable.escape("two\nlines") == "two\\newline{}lines")
    }

    @Test func tablesAreBuiltFromTheMatrixAndTheDecisions() throws {
        let workspace = try SmallWorkspace()
        let context = try workspace.context()
        let architecture = try TableCatalog.build(TableRequest(name: "architecture"), in: context)
        #expect(architecture.rows.map(\.first) == ["composed SwiftUI", "MVVM"])
        #expect(architecture.rows[0][1] == "@State and @Observable [L01]")
        #expect(architecture.rows[1].last == "[L02]")
        #expect(architecture.citations == ["L01", "L02"])
        let sources = try TableCatalog.build(TableRequest(name: "sources"), in: context)
        let qweather = try #require(sources.rows.first { $0[0] == "QWeather" })
        // What lit's own provider offers comes from the engine, not from the rows.
        #expect(qweather[1].hasPrefix("offers current, hourly, daily, next hour, alerts; not changes, comparisons"))
        #expect(qweather[2] == "LocationID or lon,lat [L03]")
        #expect(qweather.last == "[L03]")
        let coverage = try TableCatalog.build(TableRequest(name: "coverage"), in: try workspace.context(chinese: true))
        #expect(coverage.rows.last == ["合计", "1", "2", "1", "0", "4"])
        let decisions = try TableCatalog.build(TableRequest(name: "decisions"), in: context)
        #expect(
            decisions.rows == [
                [
                    "refresh", "refresh-01 Revalidate forecasts with ETags; chosen: ETag revalidation",
                    "Fixed 30-minute TTL: shows data past its expiration.", "[L04]", "",
                ]
            ])
        let modules = try TableCatalog.build(TableRequest(name: "modules"), in: context)
        #expect(modules.rows[0][0] == "How should the app refresh forecasts without re-downloading unchanged data?")
        var query = RecordQuery()
        query.bucket = "数据获取"
        let matrix = try TableCatalog.build(
            TableRequest(name: "matrix", columns: [.field(.id), .field(.title)], query: query), in: context)
        #expect(matrix.rows == [["L03", "和风天气 实时天气"], ["L04", "Web Caching on Smartphones"]])
        #expect(throws: PublishingError.unknownTable("nope")) {
            try TableCatalog.build(TableRequest(name: "nope"), in: context)
        }
    }

    @Test func referencesFollowGBT7714() throws {
        let workspace = try SmallWorkspace()
        #expect(
            GBT7714.reference(try #require(try workspace.store.record(id: "L04")))
                == "QIAN F, QUAH K S, HUANG J, et al. Web Caching on Smartphones[C]//Proceedings of MobiSys, 2012. DOI:10.1145/2307636.2307640."
        )
        #expect(
            GBT7714.reference(try #require(try workspace.store.record(id: "L03")))
                == "和风天气. 和风天气 实时天气[EB/OL]. https://dev.qweather.com/docs/api/.")
        #expect(GBT7714.authors("李清平, 孟祥芳, 宋国顺, 王五") == "李清平, 孟祥芳, 宋国顺, 等")
        #expect(GBT7714.authors("Apple Inc.") == "Apple Inc.")
        #expect(
            GBT7714.authors("Fielding R, Nottingham M, Reschke J (Eds.)")
                == "FIELDING R, NOTTINGHAM M, RESCHKE J (Eds.)")
        #expect(
            GBT7714.authors("Gigerenzer G, Hertwig R, van den Broek E") == "GIGERENZER G, HERTWIG R, VAN DEN BROEK E")
    }

    /// XeLaTeX, where it is installed (.ci/run installs it; elsewhere the test is reported as skipped).
    static let xelatex = ["/usr/bin/xelatex", "/usr/local/bin/xelatex"].first(
        where: FileManager.default.isExecutableFile)

    @Test(.enabled(if: xelatex != nil, "needs xelatex: scripts/setup tex")) func standaloneLatexCompilesWithXelatex()
        throws
    {
        let xelatex = try #require(Self.xelatex)
        let workspace = try SmallWorkspace()
        var table = try TableCatalog.build(TableRequest(name: "architecture"), in: try workspace.context(chinese: true))
        table.rows.append(["特殊 % $ & # _ { } ~ ^ \\", "100%", "", "", "", "[L01]"])
        try TableRenderer.render(table, as: .tex, standalone: true)
            .write(toFile: workspace.folder.file("table.tex"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xelatex)
        process.arguments = ["-interaction=nonstopmode", "-halt-on-error", "table.tex"]
        process.currentDirectoryURL = URL(fileURLWithPath: workspace.folder.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: workspace.folder.file("table.pdf")))
    }
}
