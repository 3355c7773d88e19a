import Foundation
import TestSupport
import Testing

@testable import ToolSupport

/// Where lit finds its data: LIT_DATA, an installation's share/lit, the source tree above the binary.
@Suite struct DataFolderTests {
    let folder = TemporaryDirectory()

    func data(at path: String) {
        folder.write(path + "/weather/places.json", "[]")
    }

    @Test func anInstalledBinaryReadsShareLitBesideIt() throws {
        data(at: "prefix/share/lit")
        data(at: "Fixtures")  // a source tree above it does not win over the installation
        let found = try DataFolder.locate(environment: [:], executable: folder.file("prefix/bin/lit"))
        #expect(found == DataFolder(path: folder.file("prefix/share/lit"), origin: .installed))
        #expect(found.cities == folder.file("prefix/share/lit/cities.tsv"))
        #expect(found.weather == folder.file("prefix/share/lit/weather"))
        #expect(found.traces == folder.file("prefix/share/lit/traces"))
    }

    @Test func aBinaryInItsBuildTreeReadsTheSourceTreesFixtures() throws {
        data(at: "Fixtures")
        let found = try DataFolder.locate(
            environment: [:], executable: folder.file(".build/x86_64-unknown-linux-gnu/debug/lit"))
        #expect(found == DataFolder(path: folder.file("Fixtures"), origin: .sourceTree))
    }

    @Test func litDataOverridesAndMustHoldData() throws {
        data(at: "prefix/share/lit")
        data(at: "mine")
        let found = try DataFolder.locate(
            environment: ["LIT_DATA": folder.file("mine")], executable: folder.file("prefix/bin/lit"))
        #expect(found == DataFolder(path: folder.file("mine"), origin: .environment))
        #expect(throws: DataFolderMissing.self) {
            try DataFolder.locate(environment: ["LIT_DATA": folder.file("empty")], executable: nil)
        }
    }

    @Test func missingDataSaysWhereItLooked() {
        do {
            _ = try DataFolder.locate(environment: [:], executable: folder.file("bin/lit"))
            Issue.record("found data in an empty folder")
        } catch {
            #expect(error.description.contains(folder.file("share/lit")))
            #expect(error.description.contains(folder.file("bin")))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func theRunningExecutableIsFoundByItsRealPath() throws {
        let path = try #require(Executable.path)
        #expect(path.hasPrefix("/"))
        #expect(FileManager.default.isExecutableFile(atPath: path))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil, "not a symbolic link")
    }

    @Test func theBuildIdentityIsTheLinkersBuildID() throws {
        let path = try #require(Executable.path)
        let identity = try #require(Executable.buildIdentity(of: path))
        #expect(Executable.buildIdentity(of: path) == identity)
        // binutils' readelf, an independent reader of the same note (binutils comes with gcc).
        let readelf = try ExternalProgram.run("readelf", ["-n", path])
        let line = try #require(readelf.stdout.split(separator: "\n").first { $0.contains("Build ID") })
        #expect(identity == "gnu:" + line.split(separator: " ").last!)
    }

    @Test func aFileWithoutABuildIDIsIdentifiedByItsBytes() throws {
        let one = folder.write("one", "#!/bin/sh\necho one\n")
        let two = folder.write("two", "#!/bin/sh\necho two\n")
        let identity = try #require(Executable.buildIdentity(of: one))
        #expect(identity.hasPrefix("fnv:"))
        #expect(identity != Executable.buildIdentity(of: two))
    }
}
