import Foundation

/// Finds the recorded responses (`Fixtures/weather/`): $LIT_FIXTURES, else the nearest folder at or
/// above the working directory or the `lit` executable that has `Fixtures/weather/places.json`.
enum FixtureLocator {
    static func directory(environment: [String: String], workingDirectory: String) -> String? {
        if let explicit = environment["LIT_FIXTURES"], !explicit.isEmpty { return explicit }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
            .deletingLastPathComponent().path
        for start in [workingDirectory, executable] {
            var folder = URL(fileURLWithPath: start)
            while true {
                let candidate = folder.appendingPathComponent("Fixtures/weather").path
                if FileManager.default.fileExists(atPath: candidate + "/places.json") { return candidate }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }
}
