import Foundation

/// The data `lit` reads at run time (the gazetteer, the weather fixtures and normals, the traces),
/// laid out as `PREFIX/share/lit/` of an installation and as `Fixtures/` of the source tree.
public struct DataFolder: Sendable, Equatable {
    /// Where it was found, and so which kind of copy it is.
    public enum Origin: String, Sendable {
        /// `LIT_DATA`.
        case environment = "LIT_DATA"
        /// `share/lit` beside an installed binary.
        case installed = "installation"
        /// `Fixtures/` of the source tree the binary was built in.
        case sourceTree = "source tree"
    }

    /// The folder.
    public let path: String
    /// How it was found.
    public let origin: Origin

    /// The recorded weather responses and climate normals.
    public var weather: String { path + "/weather" }
    /// The evidence traces, `traces/quick` and `traces/full`.
    public var traces: String { path + "/traces" }
    /// The city gazetteer.
    public var cities: String { path + "/cities.tsv" }

    /// The file whose presence marks a data folder.
    static let marker = "weather/places.json"

    /// Finds the data: `LIT_DATA`, else `../share/lit` beside the real executable, else the nearest
    /// `Fixtures/` at or above the executable's folder (a binary in its build tree).
    public static func locate(
        environment: [String: String], executable: String? = Executable.path
    ) throws(DataFolderMissing) -> DataFolder {
        if let given = environment["LIT_DATA"], !given.isEmpty {
            guard holdsData(given) else { throw DataFolderMissing(looked: [given], variable: true) }
            return DataFolder(path: given, origin: .environment)
        }
        guard let executable else { throw DataFolderMissing(looked: [], variable: false) }
        let binary = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let installed = binary.deletingLastPathComponent().appendingPathComponent("share/lit").path
        if holdsData(installed) { return DataFolder(path: installed, origin: .installed) }
        var folder = binary
        while true {
            let candidate = folder.appendingPathComponent("Fixtures").path
            if holdsData(candidate) { return DataFolder(path: candidate, origin: .sourceTree) }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        throw DataFolderMissing(looked: [installed, binary.path + " and above it (Fixtures/)"], variable: false)
    }

    private static func holdsData(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/" + marker)
    }
}

/// lit's data folder could not be found.
public struct DataFolderMissing: Error, CustomStringConvertible, Sendable {
    /// The places that were tried.
    public let looked: [String]
    /// Whether `LIT_DATA` named the folder.
    public let variable: Bool

    public var description: String {
        if variable {
            return "LIT_DATA=\(looked[0]) holds no lit data (no \(DataFolder.marker)): point it at an installed "
                + "share/lit folder or a source tree's Fixtures/"
        }
        guard !looked.isEmpty else {
            return "lit data not found: the running executable's path is unknown; set LIT_DATA"
        }
        return "lit data not found: looked in \(looked.joined(separator: " and in ")); reinstall with scripts/install "
            + "or set LIT_DATA"
    }
}
