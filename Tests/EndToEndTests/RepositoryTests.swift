import Foundation
import TestSupport
import Testing

/// The repository stands alone: a user has it and nothing beside it.
@Suite struct RepositoryTests {
    /// `git ls-files` of the repository, when it is a git checkout.
    static let tracked: [String]? = {
        guard
            let listed = try? ExternalProgram.run("git", ["-C", LitProcess.repositoryRoot, "ls-files", "-z"]),
            listed.status == 0
        else { return nil }
        return listed.stdout.split(separator: "\0").map(String.init)
    }()

    @Test(.enabled(if: tracked != nil, "needs a git checkout")) func noTrackedFileRefersOutsideTheRepository() throws {
        let files = try #require(Self.tracked)
        #expect(files.count > 100)
        let outside = "../" + "shared"  // spelled in two parts so this file does not match itself
        var offending: [String] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: LitProcess.repositoryRoot + "/" + file) else {
                continue
            }
            if data.range(of: Data(outside.utf8)) != nil { offending.append(file) }
        }
        #expect(offending.isEmpty, "tracked files that mention \(outside): \(offending)")
    }

    @Test func theCodeHasALicence() {
        let licence = (try? String(contentsOfFile: LitProcess.repositoryRoot + "/LICENSE", encoding: .utf8)) ?? ""
        #expect(licence.hasPrefix("MIT License"))
    }
}
