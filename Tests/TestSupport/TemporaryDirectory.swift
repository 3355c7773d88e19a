import Foundation

/// A fresh folder under the system's temporary directory, removed when the object goes away.
public final class TemporaryDirectory: @unchecked Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Makes a new, empty folder.
    public init() {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/lit-test-" + UUID().uuidString.lowercased()
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to `name` inside the folder and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) -> String {
        write(name, bytes: Array(text.utf8))
    }

    /// Writes raw bytes to `name` inside the folder and returns its path.
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) -> String {
        let target = file(name)
        let folder = (target as NSString).deletingLastPathComponent
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try! Data(bytes).write(to: URL(fileURLWithPath: target))
        return target
    }

    /// The text of `name` inside the folder ("" if missing).
    public func read(_ name: String) -> String {
        (try? String(contentsOfFile: file(name), encoding: .utf8)) ?? ""
    }

    /// The bytes of `name` inside the folder (empty if missing).
    public func bytes(_ name: String) -> [UInt8] {
        FileManager.default.contents(atPath: file(name)).map { Array($0) } ?? []
    }
}
