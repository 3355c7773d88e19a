import Foundation
import TextSupport

/// What an evidence run depends on, as one hash: the build of the program that replays the traces,
/// the traces, the files of the fixture provider (recorded responses and normals), the strategies,
/// the profile and the seed. Two runs with the same fingerprint count the same.
public enum RunFingerprint {
    /// The fingerprint of a run of `strategies` over `traces` against the fixtures in `fixtures`.
    public static func make(
        build: String, traces: [Trace], fixtures: String, strategies: [String], profile: String, seed: UInt64
    ) throws -> String {
        var hasher = FNV1a.Hasher()
        func add(_ text: String) { hasher.add(Array(text.utf8) + [0x1F]) }
        for part in ["lit-evidence-1", build, profile, String(seed)] + strategies { add(part) }
        for trace in traces { add(TraceFormat.text(of: trace)) }
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures).filter { $0.hasSuffix(".json") }
        for name in names.sorted() {
            let path = fixtures + "/" + name
            guard let data = FileManager.default.contents(atPath: path) else {
                throw FileError(path: path, operation: "read", reason: "it cannot be opened")
            }
            add(name)
            add(String(data.count))
            hasher.add(data)
        }
        return hasher.hex
    }
}
