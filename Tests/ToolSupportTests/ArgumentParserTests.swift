import Foundation
import Testing
import TextSupport
import ToolSupport

@Suite struct ArgumentParserTests {
    let spec = CommandSpec(
        name: "demo", abstract: "A demo.",
        arguments: [ArgumentSpec("FILE", help: "A file.")],
        options: [
            OptionSpec("year", value: "YEAR", help: "A year."),
            OptionSpec("tag", kind: .repeated, help: "A tag."),
            OptionSpec("output", short: "o", help: "Output."),
            .flag("dry-run", help: "Dry."),
        ])

    @Test func readsOptionsInEveryForm() throws {
        let parsed = try ArgumentParser.parse(
            ["--year", "2021", "f.csv", "--tag=a", "--tag", "b", "-o", "out", "--dry-run"], spec: spec)
        #expect(parsed.value("year") == "2021")
        #expect(parsed.values("tag") == ["a", "b"])
        #expect(parsed.value("output") == "out")
        #expect(parsed.has("dry-run"))
        #expect(parsed.positionals == ["f.csv"])
        #expect(try parsed.integer("year") == 2021)
    }

    @Test func negativeNumbersArePositionals() throws {
        #expect(try ArgumentParser.parse(["-33.87,151.21"], spec: spec).positionals == ["-33.87,151.21"])
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(["--", "--not-an-option"], spec: spec)
        #expect(parsed.positionals == ["--not-an-option"])
    }

    @Test func rejectsWhatTheSpecDoesNotAllow() {
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["--nope", "f"], spec: spec) }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["f", "--year"], spec: spec) }
        #expect(throws: UsageError.self) { try ArgumentParser.parse([], spec: spec) }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["f", "g"], spec: spec) }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["f", "--dry-run=yes"], spec: spec) }
        #expect(throws: UsageError.self) {
            try ArgumentParser.parse(["f", "--year", "soon"], spec: spec).integer("year")
        }
    }

    @Test func helpHasEverySection() {
        let help = HelpFormatter.help(for: spec, path: "lit demo")
        for section in [
            "OVERVIEW: A demo.", "USAGE: lit demo [<options>] <FILE>", "ARGUMENTS:", "OPTIONS:", "--year <YEAR>",
            "-h, --help",
        ] {
            #expect(help.contains(section), "missing \(section)")
        }
    }
}

@Suite struct CommandRunnerTests {
    func console(_ environment: [String: String] = [:]) -> (Console, MemorySink, MemorySink) {
        let out = MemorySink()
        let err = MemorySink()
        let console = Console(
            out: out, err: err, outIsTerminal: false, errIsTerminal: false, environment: environment,
            workingDirectory: "/")
        return (console, out, err)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String { "it broke" }
    }

    var root: Command {
        Command(
            CommandSpec(name: "tool", abstract: "Root."),
            subcommands: [
                Command(CommandSpec(name: "ok", abstract: "Works.")) { _, console in try console.print("fine") },
                Command(CommandSpec(name: "fail", abstract: "Fails.")) { _, _ in throw Failure() },
            ])
    }

    @Test func mapsOutcomesToExitCodes() async {
        let (c1, out1, _) = console()
        #expect(await CommandRunner.run(root, arguments: ["ok"], console: c1, version: "1") == 0)
        #expect(out1.text == "fine\n")
        let (c2, _, err2) = console()
        #expect(await CommandRunner.run(root, arguments: ["fail"], console: c2, version: "1") == 1)
        #expect(err2.text == "Error: it broke\n")
        let (c3, _, err3) = console()
        #expect(await CommandRunner.run(root, arguments: ["ok", "--bad"], console: c3, version: "1") == 64)
        #expect(err3.text == "Error: unknown option '--bad' (see 'tool ok --help')\n")
        let (c4, _, err4) = console()
        #expect(await CommandRunner.run(root, arguments: ["nope"], console: c4, version: "1") == 64)
        #expect(err4.text.contains("unknown command 'nope'"))
    }

    @Test func helpAndVersion() async {
        let (c1, out1, _) = console()
        #expect(await CommandRunner.run(root, arguments: ["--help"], console: c1, version: "1") == 0)
        #expect(out1.text.contains("SUBCOMMANDS:"))
        let (c2, out2, _) = console()
        #expect(await CommandRunner.run(root, arguments: ["ok", "-h"], console: c2, version: "1") == 0)
        #expect(out2.text.contains("USAGE: tool ok"))
        let (c3, out3, _) = console()
        #expect(await CommandRunner.run(root, arguments: ["--version"], console: c3, version: "9.9") == 0)
        #expect(out3.text == "tool 9.9\n")
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        let sink = MemorySink()
        func make(_ tty: Bool, _ env: [String: String]) -> Console {
            Console(
                out: sink, err: sink, outIsTerminal: tty, errIsTerminal: tty, environment: env, workingDirectory: "/")
        }
        #expect(make(true, [:]).colorEnabled())
        #expect(!make(true, ["NO_COLOR": "1"]).colorEnabled())
        #expect(!make(false, [:]).colorEnabled())
        #expect(!make(true, ["TERM": "dumb"]).colorEnabled())
    }
}

@Suite struct TerminalTableTests {
    @Test func alignsCJKByDisplayWidth() {
        let table = TerminalTable(
            headers: ["ID", "标题", "Year"],
            rows: [["L001", "协商缓存", "2021"], ["L002", "ETag revalidation", "2019"]])
        let lines = table.render().split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        var starts: [Int] = []
        for (line, marker) in zip([lines[0], lines[2], lines[3]], ["Year", "2021", "2019"]) {
            let range = try! #require(line.range(of: marker))
            starts.append(DisplayWidth.of(line[..<range.lowerBound]))
        }
        #expect(Set(starts).count == 1, "\(lines)")
    }

    @Test func cutsLongCellsAndShowsLineBreaks() {
        let table = TerminalTable(
            headers: ["t"], rows: [["line one\nline two " + String(repeating: "长", count: 60)]], maxColumnWidth: 20)
        let body = table.render().split(separator: "\n")[2]
        #expect(body.contains("⏎"))
        #expect(body.hasSuffix("…"))
    }
}
