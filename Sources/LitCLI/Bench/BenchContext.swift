import Evaluation
import Foundation
import LiteratureMatrix
import TextSupport
import ToolSupport
import WeatherEngine

/// Where the harness finds its inputs and keeps its runs: lit's data folder (the weather fixtures
/// and the trace files) and the workspace's evidence database.
struct BenchContext {
    /// lit's data folder.
    let data: DataFolder
    /// The weather fixtures.
    var fixtures: String { data.weather }
    /// The trace files.
    var traceFolder: String { data.traces }

    init(_ console: Console) throws {
        data = try DataFolder.locate(environment: console.environment)
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
            throw InputError(file: path, line: 1, expected: "a readable trace file")
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
