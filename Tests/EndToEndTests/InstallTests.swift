import Foundation
import TestSupport
import Testing

/// lit as a student gets it: installed with scripts/install, run by name from a workspace of their
/// own outside this repository, with no LIT_* variable set.
@Suite(.serialized) struct InstallTests {
    let place = TemporaryDirectory()

    /// Runs `lit` by name, found on `path`, in `folder`.
    func lit(_ arguments: [String], path: String, in folder: String) throws -> ProcessResult {
        try RunningProcess(
            executable: "/usr/bin/env", arguments: ["lit"] + arguments, directory: folder,
            environment: ["PATH": path + ":/usr/bin:/bin", "NO_COLOR": "1"]
        ).wait()
    }

    /// The command list a new user runs, in a fresh workspace `my-thesis` under `home`.
    func runTheCommandList(path: String, home: String) throws {
        func run(_ arguments: String..., in folder: String? = nil) throws -> ProcessResult {
            let result = try lit(arguments, path: path, in: folder ?? home + "/my-thesis")
            #expect(result.status == 0, "lit \(arguments.joined(separator: " ")): \(result.stderr)")
            return result
        }
        _ = try run("init", "my-thesis", in: home)
        #expect(try run("add", "--title", "天气应用的协商缓存", "--year", "2021", "--bucket", "数据获取").stdout == "L001\n")
        try "title,year,buckets\nETag 与 304,2022,数据获取\n".write(
            toFile: home + "/my-thesis/export.csv", atomically: true, encoding: .utf8)
        _ = try run("import", "export.csv")
        #expect(try run("list", "--format", "csv", "--columns", "id").stdout == "id\r\nL001\r\nL002\r\n")
        #expect(try run("weather", "北京").stdout.contains("Beijing"))
        #expect(try run("city", "search", "成都").stdout.contains("Chengdu"))
        #expect(
            try run("geo", "convert", "--from", "wgs84", "--to", "gcj02", "39.915,116.404").stdout.hasPrefix("39.91"))
        #expect(try run("bench", "run", "--trace", "commuter", "--strategy", "expiration").stderr.contains("R001"))
        #expect(try run("table", "coverage", "--lang", "zh").stdout.contains("数据获取"))
        let decision = try run("decision", "new", "storage", "按数据集分表的 SQLite 缓存")
        #expect(decision.stdout.hasPrefix("Decisions/storage-01"))
        _ = try run("weave")
        _ = try run("check")
        _ = try run("decision", "check")
        #expect(try run("refs").stdout.contains("天气应用的协商缓存"))
        let review = try run("review", "--no-bench")
        #expect(review.stdout.contains("lit check: no problems"))
        #expect(try run("doctor").stdout.contains("ok      workspace \(home)/my-thesis: 2 works"))
    }

    @Test func installedIntoAPrefixEveryCommandWorksAndUninstallRemovesItAll() throws {
        let prefix = place.file("prefix")
        let install = try ExternalProgram.run(
            LitProcess.repositoryRoot + "/scripts/install", ["--bin", LitProcess.binaryPath, prefix])
        #expect(install.status == 0, "\(install.stderr)")
        let manifest = place.read("prefix/share/lit/MANIFEST").split(separator: "\n")
        #expect(manifest.contains("bin/lit") && manifest.contains("share/lit/cities.tsv"))
        #expect(
            manifest.contains("share/lit/weather/places.json")
                && manifest.contains("share/lit/traces/quick/crowd.trace"))
        try FileManager.default.createDirectory(atPath: place.file("home"), withIntermediateDirectories: true)
        try runTheCommandList(path: prefix + "/bin", home: place.file("home"))
        let doctor = try lit(["doctor"], path: prefix + "/bin", in: place.file("home"))
        #expect(doctor.stdout.hasPrefix("ok      data      \(prefix)/share/lit (installation)"))

        let uninstall = try ExternalProgram.run(
            LitProcess.repositoryRoot + "/scripts/install", ["--uninstall", prefix])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix) == [])
    }

    @Test func aSymlinkToTheBuiltBinaryFindsTheSourceTreesData() throws {
        let bin = place.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin + "/lit", withDestinationPath: LitProcess.binaryPath)
        try FileManager.default.createDirectory(atPath: place.file("home"), withIntermediateDirectories: true)
        try runTheCommandList(path: bin, home: place.file("home"))
    }

    @Test func missingDataIsOneLineSayingWhereLitLooked() throws {
        let bin = place.file("copy/bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: LitProcess.binaryPath, toPath: bin + "/lit")
        let result = try lit(["weather", "北京"], path: bin, in: place.path)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: lit data not found: looked in \(place.file("copy/share/lit")) and in \(bin) and above it "
                + "(Fixtures/); reinstall with scripts/install or set LIT_DATA\n")
    }
}
