import Foundation
import TestSupport
import Testing

/// Runs the built `lit` binary on temporary workspaces, as a user would.
@Suite struct EndToEndTests {
    let directory = TemporaryDirectory()

    @discardableResult
    func lit(_ arguments: String..., in folder: String? = nil, environment: [String: String] = [:]) throws
        -> ProcessResult
    {
        try LitProcess.run(arguments, in: folder ?? directory.path, environment: environment)
    }

    /// The files a student commits (Literature/ and Decisions/), with their bytes.
    func committedFiles() -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for folder in ["Literature", "Decisions"] {
            let enumerator = FileManager.default.enumerator(atPath: directory.file(folder))!
            while let name = enumerator.nextObject() as? String {
                files[folder + "/" + name] = directory.bytes(folder + "/" + name)
            }
        }
        return files
    }

    @Test func initTwiceChangesNothing() throws {
        #expect(try lit("init").status == 0)
        let before = committedFiles()
        #expect(
            before.keys.sorted() == [
                "Decisions/.gitkeep", "Decisions/TEMPLATE.md", "Literature/matrix.csv", "Literature/matrix.json",
                "Literature/review.md",
            ])
        let again = try lit("init")
        #expect(again.status == 0 && again.stdout.contains("already"))
        #expect(committedFiles() == before)
    }

    @Test func badInputIsOneLineAndChangesNothing() throws {
        try lit("init")
        try lit("add", "--title", "Existing work")
        let before = committedFiles()
        directory.write("bad.csv", "title,year\nGood,2020\nBad,twenty\n")
        let result = try lit("import", "bad.csv")
        #expect(result.status == 1)
        #expect(
            result.stderr == "Error: bad.csv:3: year: expected a year like 2021 (or empty, or n.d.), found \"twenty\"\n"
        )
        #expect(result.stdout.isEmpty)
        #expect(committedFiles() == before)
        #expect(try lit("list", "--format", "csv", "--columns", "title").stdout == "title\r\nExisting work\r\n")
    }

    @Test func usageErrorsExit64() throws {
        try lit("init")
        let result = try lit("add", "--year", "2020")
        #expect(result.status == 64)
        #expect(result.stderr == "Error: missing --title (see 'lit add --help')\n")
    }

    @Test func concurrentAddsAllLand() throws {
        try lit("init")
        let processes = try (1...12).map { number in
            try LitProcess.start(["add", "--title", "Concurrent work \(number)"], in: directory.path)
        }
        let results = try processes.map { try $0.wait() }
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.stderr))")
        let ids = Set(results.map { $0.stdout.trimmingCharacters(in: .whitespacesAndNewlines) })
        #expect(ids.count == 12)
        let listed = try lit("list", "--format", "csv", "--columns", "id").stdout
        #expect(listed.split(separator: "\r\n").count == 13)
        #expect(directory.read("Literature/matrix.csv").split(separator: "\r\n").count == 13)
    }

    @Test func killedImportLeavesEverythingAsBefore() throws {
        try lit("init")
        try lit("add", "--title", "Before the crash")
        let before = committedFiles()
        // The export arrives through a pipe that stays open: once the import's transaction has written
        // to its journal, lit is inside it, waiting for more rows, and is killed there.
        let fifo = directory.file("export.csv")
        #expect(mkfifo(fifo, 0o600) == 0)
        signal(SIGPIPE, SIG_IGN)
        let running = try LitProcess.start(["import", "export.csv"], in: directory.path)
        let writer = try #require(FileHandle(forWritingAtPath: fifo))
        try writer.write(contentsOf: Data(Samples.matrixCSV(rows: 50_000).utf8))
        let journal = directory.file(".lit/lit.sqlite3-journal")
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: journal), running.process.isRunning, Date() < deadline {
            usleep(10_000)
        }
        #expect(FileManager.default.fileExists(atPath: journal), "the import never wrote to its transaction")
        #expect(running.process.isRunning, "the import ended before the pipe was closed")
        kill(running.process.processIdentifier, SIGKILL)
        try? writer.close()
        _ = try running.wait()
        #expect(running.process.terminationReason == .uncaughtSignal)
        let listed = try lit("list", "--format", "csv", "--columns", "title")
        #expect(listed.status == 0)
        #expect(listed.stdout == "title\r\nBefore the crash\r\n")
        #expect(committedFiles() == before)
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        check.arguments = [directory.file(".lit/lit.sqlite3"), "PRAGMA integrity_check"]
        let pipe = Pipe()
        check.standardOutput = pipe
        try check.run()
        check.waitUntilExit()
        #expect(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "ok\n")
    }

    @Test func corruptedDatabaseIsReportedAndKept() throws {
        try lit("init")
        try lit("add", "--title", "A")
        let garbage = Array(repeating: UInt8(0x5A), count: 8192)
        try FileManager.default.removeItem(atPath: directory.file(".lit/lit.sqlite3"))
        try? FileManager.default.removeItem(atPath: directory.file(".lit/lit.sqlite3-wal"))
        try? FileManager.default.removeItem(atPath: directory.file(".lit/lit.sqlite3-shm"))
        directory.write(".lit/lit.sqlite3", bytes: garbage)
        let result = try lit("list")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains("not a lit database"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(directory.bytes(".lit/lit.sqlite3") == garbage)
    }

    @Test func freshCloneRebuildsFromText() throws {
        try lit("init")
        try lit("add", "--title", "协商缓存与 ETag", "--year", "2021", "--tag", "cache")
        try lit("add", "--title", "Core Location", "--kind", "principle")
        let exported = try lit("export").stdout
        let clone = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: directory.file("Literature"), toPath: clone.file("Literature"))
        let listed = try LitProcess.run(["export"], in: clone.path)
        #expect(listed.status == 0)
        #expect(listed.stdout == exported)
        #expect(listed.stderr.contains("rebuilt the database"))
    }

    @Test func trickyTitlesRoundTripThroughEveryFormat() throws {
        try lit("init")
        let titles = [
            "Quotes \"inside\", commas", "a | pipe", "<script>alert(1)</script>", "'); DROP TABLE matrix; --",
            "line one\nline two", "  padded  ", "全角，标点；与 emoji ☀️",
        ]
        for title in titles { #expect(try lit("add", "--title", title).status == 0) }
        let csv = try lit("export").stdout
        let other = TemporaryDirectory()
        try LitProcess.run(["init"], in: other.path)
        other.write("in.csv", csv)
        #expect(try LitProcess.run(["import", "in.csv"], in: other.path).status == 0)
        #expect(try LitProcess.run(["export"], in: other.path).stdout == csv)
        let json = try lit("export", "--format", "json", "--columns", "title").stdout
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: String]]
        #expect(parsed.map { $0["title"]! } == titles)
        let markdown = try lit("export", "--format", "md", "--columns", "title").stdout
        #expect(markdown.split(separator: "\n").count == titles.count + 2)
        #expect(!markdown.contains("<script>"))
    }

    @Test func gb18030FromExcelIsDetected() throws {
        try lit("init")
        directory.write("excel.csv", bytes: Samples.gb18030CSV)
        let result = try lit("import", "excel.csv")
        #expect(result.stdout.contains("(gb18030)"))
        #expect(
            try lit("list", "--format", "csv", "--columns", "title,stack").stdout == "title,stack\r\n协商缓存研究,Swift\r\n")
    }

    @Test func aFullDiskIsAnErrorNotSilence() throws {
        try lit("init")
        try lit("add", "--title", "A")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LitProcess.binaryPath)
        process.arguments = ["export"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message == "Error: stdout: cannot write: No space left on device\n")
    }

    @Test func importReadsFromAPipe() throws {
        try lit("init")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LitProcess.binaryPath)
        process.arguments = ["import", "/dev/stdin"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("标题,年份\n管道导入,2024\n".utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try lit("list", "--format", "csv", "--columns", "title").stdout == "title\r\n管道导入\r\n")
    }

    @Test func reviewRunsOnAWorkspace() throws {
        try lit("init")
        try lit("add", "--title", "天气应用架构", "--year", "2022")
        let result = try lit("review", "--no-bench")
        #expect(result.status == 0)
        #expect(directory.read("Literature/matrix.md").contains("| L001 | 天气应用架构 | 2022 |"))
    }

    /// A short trace of the documented format, replayed with two strategies.
    static let smallTrace = """
        # lit trace 1
        # name: small
        # about: Beijing, a look every two minutes, then a cold start.
        # start: 2027-03-15T00:00:00Z
        0.000 u0 launch 39.90400 116.40700
        120.000 u0 view 39.90400 116.40700
        240.000 u0 refresh 39.90400 116.40700
        600.000 u0 network offline
        660.000 u0 foreground 39.90400 116.40700
        900.000 u0 network good
        1000.000 u0 launch 39.90400 116.40700

        """

    @Test func evidenceRunsAreStoredShownComparedAndPlotted() throws {
        try lit("init")
        directory.write("small.trace", Self.smallTrace)
        let run = try lit(
            "bench", "run", "--trace", "small.trace", "--strategy", "expiration", "--strategy", "no-cache",
            "--format", "csv")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("stored evidence run R001"))
        #expect(run.stdout.hasPrefix("run,trace,strategy,metric,value,low,high,unit\r\n"))
        #expect(run.stdout.contains("R001,small,expiration,stale_screens,1,1,1,count"))  // offline: shown stale
        #expect(run.stdout.contains("R001,small,no-cache,failed_screens,1,1,1,count"))  // offline: nothing to show
        try lit("bench", "run", "--trace", "small.trace", "--strategy", "expiration", "--format", "json")
        #expect(try lit("bench", "list", "--format", "csv").stdout.contains("R002,"))
        let shown = try lit("bench", "show", "R001", "--format", "md", "--lang", "zh")
        #expect(shown.stdout.contains("| 轨迹 | 策略 | 命中率 |"))
        // The two runs differ only in measured time: a wide threshold keeps a busy machine from failing this.
        let compared = try lit("bench", "compare", "R001", "R002", "--threshold", "500", "--format", "csv")
        #expect(compared.status == 0)
        #expect(compared.stdout.contains("small,expiration,hit_rate,"))
        let plotted = try lit("bench", "plot", "latest", "--output", "charts")
        #expect(plotted.stdout.split(separator: "\n").count == 2)
        #expect(directory.read("charts/R002-small-latency.svg").hasPrefix("<?xml"))
    }

    @Test func badTracesAndUnknownRunsFailCleanlyAndStoreNothing() throws {
        try lit("init")
        directory.write(
            "broken.trace", Self.smallTrace.replacingOccurrences(of: "120.000 u0 view", with: "120.000 u0 peek"))
        let broken = try lit("bench", "run", "--trace", "broken.trace")
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("broken.trace:6: expected a kind: launch, foreground"))
        #expect(try lit("bench", "list", "--format", "csv").stdout == "run,created,profile,build,commit\r\n")
        #expect(try lit("bench", "run", "--strategy", "magic").status == 64)
        directory.write(
            "far.trace",
            Self.smallTrace.replacingOccurrences(of: "120.000 u0 view 39.90400", with: "120.000 u0 view 9.90400"))
        let far = try lit("bench", "run", "--trace", "far.trace")
        #expect(far.status == 1)
        #expect(far.stderr.contains("far.trace:6: expected a place the fixture provider serves (no recorded weather"))
        directory.write("small.trace", Self.smallTrace)
        #expect(try lit("bench", "run", "--trace", "small.trace", "--trace", "small.trace").status == 64)
        let missing = try lit("bench", "show", "R404")
        #expect(missing.status == 1 && missing.stderr.contains("no evidence run 'R404'; run lit bench run first"))
    }
}
