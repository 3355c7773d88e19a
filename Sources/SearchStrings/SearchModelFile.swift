import Foundation
import TextSupport

/// The search model kept in the workspace as `Literature/search.json` (UTF-8, keys sorted, one term per
/// line), written atomically. Until the first change there is no file and the thesis defaults apply;
/// a damaged file is an error naming the file, the place and what was expected, and is left as it is.
public struct SearchModelFile: Sendable {
    /// The file's path.
    public let path: String

    /// The file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The file in the workspace at `root`.
    public init(workspaceRoot root: String) {
        self.init(path: root + "/Literature/search.json")
    }

    /// Whether the file exists (otherwise `load()` gives the defaults).
    public var exists: Bool { FileManager.default.fileExists(atPath: path) }

    /// The model in the file, or `SearchModel.thesisDefault` when there is none yet.
    public func load() throws -> SearchModel {
        guard exists else { return .thesisDefault }
        var bytes = try InputFile.readAll(path: path)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return try SearchModelJSON.decode(bytes, path: path)
    }

    /// Replaces the file with `model`.
    public func save(_ model: SearchModel) throws {
        try AtomicFile.write(SearchModelJSON.encode(model), to: path)
    }

    /// The text `save` writes for `model`.
    public static func text(of model: SearchModel) -> String {
        SearchModelJSON.encode(model)
    }
}
