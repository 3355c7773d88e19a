import Evaluation
import Foundation
import LiteratureMatrix
import ToolSupport
import WeatherEngine

/// Where the harness finds its inputs and keeps its runs: the fixtures, the trace files beside them,
/// and the workspace's evidence database.
struct BenchContext {
    /// `Fixtures/weather`.
    let fixtures: String
    /// `Fixtures/traces`.
    var traceFolder: String { URL(fileURLWithPath: fixtures).deletingLastPathComponent().path + "/traces" }

    init(_ console: Console) throws {
        guard
            let fixtures = FixtureLocator.directory(
                environment: console.environment, workingDirectory: console.workingDirectory)
        else { throw WeatherFixturesMissing() }
        self.fixtures = fixtures
    }

    /// The workspace's evidence database.
    static func store(_ workspace: Workspace) throws -> EvidenceStore {
        try FileManager.default.createDirectory(atPath: workspace.stateDirectory, withIntermediateDirectories: true)
        return try EvidenceStore(path: workspace.stateDirectory + "/evidence.sqlite3")
    }

    /// The trace `nameOrPath`: a file ending in `.trace`, or a workload name, read from
    /// `Fixtures/traces/SCALE/NAME.trace`.
    func trace(_ nameOrPath: String, scale: TraceGenerator.Scale, workingDirectory: String) throws -> Trace {
        let path: String
        if nameOrPath.hasSuffix(".trace") {
            path = nameOrPath.hasPrefix("/") ? nameOrPath : workingDirectory + "/" + nameOrPath
        } else {
            guard TraceGenerator.names.contains(nameOrPath) else {
                throw UsageError(
                    "--trace: expected a .trace file or one of \(TraceGenerator.names.joined(separator: ", ")), got '\(nameOrPath)'"
                )
            }
            path = "\(traceFolder)/\(scale.rawValue)/\(nameOrPath).trace"
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TraceError(file: path, line: 1, expected: "a readable trace file")
        }
        let fixtures = try FixtureProvider(directory: fixtures)
        return try TraceFormat.parse(String(decoding: data, as: UTF8.self), file: path) { location in
            do {
                _ = try fixtures.place(for: location)
                return nil
            } catch {
                return "a place the fixture provider serves (\(error))"
            }
        }
    }
}

/// `Fixtures/weather` could not be found.
struct WeatherFixturesMissing: Error, CustomStringConvertible {
    var description: String { "Fixtures/weather not found: set LIT_FIXTURES to the folder with places.json" }
}
