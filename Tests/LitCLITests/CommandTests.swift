import Foundation
import LitCLI
import TestSupport
import Testing
import TextSupport
import ToolSupport

@Suite struct CommandTests {
    /// Every command path in the tree ("lit", "lit add", "lit column add", ...).
    static func paths(_ command: Command, prefix: [String] = []) -> [[String]] {
        let here = prefix.isEmpty ? [] : prefix
        return [here] + command.subcommands.flatMap { paths($0, prefix: prefix + [$0.spec.name]) }
    }

    @Test func everyCommandHasHelp() async {
        let lit = LitInProcess()
        for path in Self.paths(LitCLI.root) {
            let result = await lit.run(path + ["--help"])
            #expect(result.status == 0, "\(path)")
            #expect(result.out.contains("OVERVIEW:") && result.out.contains("USAGE: lit"), "\(path)")
            #expect(result.err.isEmpty)
        }
    }

    @Test func versionAndUsageErrors() async {
        let lit = await LitInProcess.initialised()
        #expect(await lit.run(["--version"]).out == "lit \(LitCLI.version)\n")
        for bad in [
            ["add"], ["add", "--title"], ["list", "--format", "xml"], ["list", "--from", "soon"], ["frobnicate"],
            ["show"], ["add", "--title", "x", "--kind", "opinion"], ["import", "x.csv", "--encoding", "latin9"],
        ] {
            let result = await lit.run(bad)
            #expect(result.status == 64, "\(bad)")
            #expect(
                result.err.hasPrefix("Error: ") && result.err.filter { $0 == "\n" }.count == 1, "\(bad): \(result.err)")
            #expect(result.out.isEmpty)
        }
    }

    @Test func addListShowEditRemove() async throws {
        let lit = await LitInProcess.initialised()
        let add = await lit.run([
            "add", "--title", "天气应用的协商缓存", "--year", "2021", "--stack", "Swift", "--tag", "cache", "--tag", "http",
            "--bucket", "数据获取", "--kind", "engineering",
        ])
        #expect(add.status == 0)
        #expect(add.out == "L001\n")
        #expect(await lit.run(["add", "--title", "Core Location", "--year", "2019"]).out == "L002\n")

        let csv = await lit.run(["list", "--format", "csv", "--columns", "id,title,tags"])
        #expect(csv.out == "id,title,tags\r\nL001,天气应用的协商缓存,cache; http\r\nL002,Core Location,\r\n")
        #expect(await lit.run(["list", "-q", "缓存", "--format", "csv", "--columns", "id"]).out == "id\r\nL001\r\n")
        #expect(
            await lit.run(["list", "--from", "2020", "--format", "csv", "--columns", "id"]).out == "id\r\nL001\r\n")

        let show = await lit.run(["show", "L001", "--lang", "zh"])
        #expect(show.out.contains("标题") && show.out.contains("天气应用的协商缓存"))

        #expect(await lit.run(["edit", "L002", "--year", "2020", "--notes", "note"]).status == 0)
        #expect(
            await lit.run(["list", "--from", "2020", "--format", "csv", "--columns", "id"]).out
                == "id\r\nL001\r\nL002\r\n")
        #expect(await lit.run(["edit", "L002"]).status == 64)
        #expect(await lit.run(["edit", "L404", "--year", "2020"]).err == "Error: no record with id L404\n")

        #expect(await lit.run(["rm", "L001"]).out == "removed L001\n")
        #expect(await lit.run(["show", "L001"]).status == 1)
        #expect(await lit.run(["add", "--title", "Third"]).out == "L003\n")
    }

    @Test func tableOnATerminalIsAlignedByDisplayWidth() async throws {
        let lit = await LitInProcess.initialised()
        await lit.run(["add", "--title", "协商缓存", "--year", "2021"])
        await lit.run(["add", "--title", "ETag revalidation in mobile apps", "--year", "2019"])
        let table = await lit.run(["list"], terminal: true, environment: ["NO_COLOR": "1"])
        let lines = table.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(!table.out.contains("\u{1B}["))
        let yearColumns = [lines[2], lines[3]].map { line in
            DisplayWidth.of(line[..<line.range(of: "20")!.lowerBound])
        }
        #expect(yearColumns[0] == yearColumns[1])
        let coloured = await lit.run(["list"], terminal: true)
        #expect(coloured.out.contains("\u{1B}[1m"))
    }

    @Test func customColumns() async throws {
        let lit = await LitInProcess.initialised()
        #expect(await lit.run(["column", "add", "研究方法"]).status == 0)
        #expect(await lit.run(["column", "add", "研究方法"]).status == 1)
        #expect(await lit.run(["column", "add", "title"]).status == 1)
        await lit.run(["add", "--title", "A", "--set", "研究方法=问卷调查"])
        #expect(await lit.run(["add", "--title", "B", "--set", "unknown=1"]).status == 64)
        #expect(await lit.run(["list", "--columns", "nosuch"]).status == 64)
        #expect(await lit.run(["list", "--columns", ""]).status == 64)
        #expect(await lit.run(["list", "--format", "csv", "--columns", "id,研究方法"]).out == "id,研究方法\r\nL001,问卷调查\r\n")
        #expect(await lit.run(["column", "list"]).out.hasSuffix("reproducibility_reason\n研究方法\n"))
    }

    @Test func importReportsWhatItDid() async throws {
        let lit = await LitInProcess.initialised()
        lit.directory.write("in.csv", "标题,年份,DOI\nA,2020,10.1/x\nB,2021,\nA again,2022,10.1/X\n")
        let dry = await lit.run(["import", "in.csv", "--dry-run"])
        #expect(
            dry.out
                == "in.csv (utf-8): dry run, nothing changed: added 2, updated 0, unchanged 0, duplicates 1, skipped 0\n"
        )
        let real = await lit.run(["import", "in.csv"])
        #expect(real.status == 0)
        let again = await lit.run(["import", "in.csv"])
        #expect(again.out.contains("added 0") && again.out.contains("duplicates 3"))
        #expect(again.err.contains("warning: in.csv:2: duplicate of L001 (same DOI 10.1/x), not imported"))
    }

    @Test func exportFormatsAndOutputFile() async throws {
        let lit = await LitInProcess.initialised()
        await lit.run(["add", "--title", "A | b", "--year", "2020"])
        let md = await lit.run(["export", "--format", "md"])
        #expect(
            md.out
                == "| ID | Title | Year | Stack | Data source | Reusable point | Limitation |\n| --- | --- | --- | --- | --- | --- | --- |\n| L001 | A \\| b | 2020 |  |  |  |  |\n"
        )
        let zh = await lit.run(["export", "--format", "md", "--lang", "zh", "--columns", "id,title"])
        #expect(zh.out.hasPrefix("| 编号 | 标题 |"))
        #expect(
            await lit.run(["export", "--format", "json", "--columns", "id,year"]).out
                == "[\n  {\"id\": \"L001\", \"year\": 2020}\n]\n")
        #expect(await lit.run(["export", "--output", "out.csv", "--bom"]).status == 0)
        #expect(lit.directory.bytes("out.csv").prefix(3) == [0xEF, 0xBB, 0xBF])
        #expect(await lit.run(["export", "--format", "table"]).status == 64)
    }

    @Test func reviewRebuildsAndWritesTheMatrixTable() async throws {
        let lit = await LitInProcess.initialised()
        await lit.run(["add", "--title", "协商缓存", "--year", "2021"])
        let first = await lit.run(["review", "--no-bench"])
        #expect(first.status == 0)
        #expect(first.out.contains("1 works") && first.out.contains("matrix.md: updated"))
        #expect(lit.directory.read("Literature/matrix.md").contains("| L001 | 协商缓存 | 2021 |"))
        #expect(await lit.run(["review", "--no-bench"]).out.contains("matrix.md: unchanged"))
    }

    @Test func optionValuesThatLookLikeHelpAreValues() async {
        let lit = await LitInProcess.initialised()
        await lit.run(["add", "--title", "A"])
        #expect(await lit.run(["edit", "L001", "--notes", "-h"]).status == 0)
        #expect(await lit.run(["list", "--format", "csv", "--columns", "notes"]).out == "notes\r\n-h\r\n")
        #expect(await lit.run(["show", "--help"]).out.contains("USAGE: lit show"))
    }

    @Test func titlesMustHaveText() async {
        let lit = await LitInProcess.initialised()
        #expect(await lit.run(["add", "--title", "   "]).status == 64)
        await lit.run(["add", "--title", "A"])
        let edit = await lit.run(["edit", "L001", "--title", "  "])
        #expect(edit.status == 1 && edit.err.contains("title: expected a title"))
        #expect(await lit.run(["review", "--no-bench"]).status == 0)
    }

    @Test func removedIDsStayRetired() async {
        let lit = await LitInProcess.initialised()
        await lit.run(["add", "--title", "A"])
        await lit.run(["rm", "L001"])
        let reuse = await lit.run(["add", "--id", "L001", "--title", "Other"])
        #expect(reuse.status == 1 && reuse.err.contains("retired"))
        #expect(await lit.run(["add", "--id", "L9223372036854775807", "--title", "Huge"]).status == 0)
        #expect(await lit.run(["add", "--title", "Next"]).out == "L002\n")
    }

    @Test func controlCharactersNeverReachTheTerminalRaw() async {
        let lit = await LitInProcess.initialised()
        await lit.run(["add", "--title", "evil \u{1B}[31m red"])
        let table = await lit.run(["list"], terminal: true, environment: ["NO_COLOR": "1"])
        #expect(!table.out.contains("\u{1B}"))
        #expect(table.out.contains("evil \u{FFFD}[31m red"))
        let error = await lit.run(["edit", "L001", "--year", "x\ny\u{1B}"])
        #expect(error.err.filter { $0 == "\n" }.count == 1 && !error.err.contains("\u{1B}"))
    }

    @Test func groupsRefuseUnknownOptionsAndTheWorkspaceOptionMayComeFirst() async {
        let lit = await LitInProcess.initialised()
        #expect(await lit.run(["--bogus"]).status == 64)
        #expect(await lit.run(["column", "--bogus"]).status == 64)
        let elsewhere = LitInProcess()
        let listed = await elsewhere.run([
            "--workspace", lit.directory.path, "list", "--format", "csv", "--columns", "id",
        ])
        #expect(listed.status == 0 && listed.out == "id\r\n")
    }

    @Test func warningsShowControlCharactersVisibly() async {
        let lit = await LitInProcess.initialised()
        lit.directory.write("bad.csv", "title,year\nA,\"20\n\u{1B}[31m\"\n")
        let result = await lit.run(["import", "bad.csv", "--skip-invalid"])
        #expect(result.status == 0)
        #expect(!result.err.contains("\u{1B}") && result.err.split(separator: "\n").count == 1)
    }

    @Test func commandsOutsideAWorkspaceSaySo() async {
        let lit = LitInProcess()
        let result = await lit.run(["list"])
        #expect(result.status == 1)
        #expect(result.err.contains("no lit workspace") && result.err.contains("lit init"))
    }
}
