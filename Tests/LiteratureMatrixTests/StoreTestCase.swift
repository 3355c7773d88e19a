import Foundation
import LiteratureMatrix
import TestSupport

/// A fresh workspace in a temporary folder, for tests of the matrix.
final class WorkspaceFixture {
    let directory = TemporaryDirectory()
    let workspace: Workspace

    init() throws {
        workspace = Workspace(root: directory.path)
        try workspace.create()
    }

    /// Opens the matrix (the session holds the workspace lock until it goes away).
    func open() throws -> MatrixSession {
        try MatrixSession(workspace: workspace)
    }

    /// Writes `text` to a CSV file in the folder and imports it.
    func importCSV(_ text: String, options: ImportOptions = ImportOptions(), dryRun: Bool = false) throws
        -> ImportReport
    {
        let path = directory.write("input.csv", text)
        return try open().importCSV(at: path, displayName: "input.csv", options: options, dryRun: dryRun)
    }

    /// The whole matrix exported as CSV.
    func exportCSV(_ session: MatrixSession? = nil) throws -> String {
        let session = try session ?? open()
        var bytes: [UInt8] = []
        try MatrixExporter(store: session.store).export(
            format: .csv, columns: MatrixColumn.all(custom: try session.store.customColumns())
        ) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text snapshot as it is on disk.
    var snapshot: String { directory.read("Literature/matrix.csv") }
}
