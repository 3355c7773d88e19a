import Bibliography
import Foundation
import ToolSupport

/// `lit bench refs FILE`: how long reading a reference export takes, without the matrix.
enum BenchReferencesCommand {
    static let command = Command(
        CommandSpec(
            name: "refs", abstract: "Time reading a reference export (RIS, BibTeX, ...) without importing it.",
            arguments: [ArgumentSpec("FILE", help: "The export.")])
    ) { arguments, console in
        let name = arguments.positional(0)!
        guard let data = FileManager.default.contents(atPath: name) else {
            throw CommandFailure("\(name): cannot read the file")
        }
        let start = ContinuousClock.now
        let file: BibliographyFile
        do {
            file = try BibliographyReader.read(data, file: name)
        } catch let error as BibliographyError {
            throw CommandFailure(error.description)
        }
        let seconds = (ContinuousClock.now - start).seconds
        try console.print(
            String(
                format: "%@ (%@): %d records in %.3f s (%.0f records/s, %.1f MB/s)", name, file.format.rawValue,
                file.records.count, seconds, Double(file.records.count) / seconds, Double(data.count) / seconds / 1e6))
    }
}
