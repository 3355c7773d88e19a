import Foundation

/// Finds programs as a shell would: the first executable file of that name in `PATH`.
public enum ProgramLookup {
    /// The path of `name` in the `PATH` of `environment`, if there is one.
    public static func find(_ name: String, environment: [String: String]) -> String? {
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
