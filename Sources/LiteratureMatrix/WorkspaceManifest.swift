import Foundation
import TextSupport

/// `Literature/matrix.json`: what the CSV snapshot alone cannot say — the next id number (ids are
/// never reused, even after the highest is removed) and the user's own columns.
struct WorkspaceManifest: Equatable {
    static let format = 1

    var nextNumber = 1
    var customColumns: [String] = []

    /// Reads the manifest, naming the file in any error.
    static func read(path: String) throws -> WorkspaceManifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WorkspaceError.invalidManifest(path: path, reason: "cannot read the file")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw WorkspaceError.invalidManifest(
                path: path, reason: "not valid JSON: expected an object like {\"format\": 1}")
        }
        guard let dictionary = object as? [String: Any], let format = dictionary["format"] as? Int else {
            throw WorkspaceError.invalidManifest(path: path, reason: "expected an object with a \"format\" number")
        }
        guard format <= Self.format else {
            throw WorkspaceError.invalidManifest(
                path: path, reason: "format \(format) is newer than this lit understands")
        }
        var manifest = WorkspaceManifest()
        manifest.nextNumber = dictionary["nextNumber"] as? Int ?? 1
        manifest.customColumns = dictionary["customColumns"] as? [String] ?? []
        return manifest
    }

    /// The manifest as stable, diff-friendly JSON.
    var json: String {
        let columns = customColumns.map(TextEscaping.jsonString).joined(separator: ", ")
        return """
            {
              "format": \(Self.format),
              "nextNumber": \(nextNumber),
              "customColumns": [\(columns)]
            }

            """
    }
}
