// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "lit",
    // Apple platforms: the engine's locks are Synchronization.Mutex (macOS 15, iOS 18). Not built
    // on them here (this project's CI is Linux), so treat them as untested.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "lit", targets: ["lit"]),
        .library(name: "WeatherEngine", targets: ["WeatherEngine"]),
    ],
    targets: [
        // System libraries from Debian. libcsv-dev ships no pkg-config file: the module map links it.
        .systemLibrary(
            name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .systemLibrary(name: "CLibCSV", path: "Sources/CLibCSV", providers: [.apt(["libcsv-dev"])]),
        .systemLibrary(
            name: "CLibCrypto", path: "Sources/CLibCrypto", pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        .systemLibrary(
            name: "CLibCurl", path: "Sources/CLibCurl", pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),

        // Wrappers: the only targets that see C types.
        .target(name: "SQLiteStore", dependencies: ["CSQLite"]),
        .target(name: "CSVCodec", dependencies: ["CLibCSV", "TextSupport"]),
        .target(name: "TextSupport"),
        .target(name: "ES256Signing", dependencies: ["CLibCrypto"]),
        .target(name: "Bibliography", dependencies: ["TextSupport"]),
        .target(name: "CurlClient", dependencies: ["CLibCurl"]),
        // Plain records that cross between the weather side and the literature side.
        .target(name: "SourceProfiles"),
        .target(
            name: "WeatherEngine",
            dependencies: [
                "SQLiteStore", "TextSupport", "ES256Signing", "SourceProfiles",
                // libcurl on Linux, where URLSession is several times slower per request; URLSession elsewhere.
                .target(name: "CurlClient", condition: .when(platforms: [.linux])),
            ]),

        // Command-line plumbing and domains.
        .target(name: "ToolSupport", dependencies: ["TextSupport"]),
        .target(name: "LiteratureMatrix", dependencies: ["SQLiteStore", "CSVCodec", "TextSupport", "Bibliography"]),
        .target(name: "Evaluation", dependencies: ["WeatherEngine", "SQLiteStore", "TextSupport"]),
        .target(name: "DecisionRecords", dependencies: ["TextSupport"]),
        .target(name: "SearchStrings", dependencies: ["TextSupport"]),
        .target(
            name: "Publishing",
            dependencies: [
                "LiteratureMatrix", "DecisionRecords", "Evaluation", "SourceProfiles", "TextSupport", "CSVCodec",
                "SearchStrings", "Bibliography",
            ]),
        .target(
            name: "LitCLI",
            dependencies: [
                "ToolSupport", "LiteratureMatrix", "TextSupport", "CSVCodec", "WeatherEngine", "Evaluation",
                "DecisionRecords", "Publishing", "Bibliography", "SearchStrings", "ES256Signing", "SourceProfiles",
            ]),
        .executableTarget(name: "lit", dependencies: ["LitCLI"]),

        // Tests.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SQLiteStoreTests", dependencies: ["SQLiteStore", "TestSupport"]),
        .testTarget(name: "CSVCodecTests", dependencies: ["CSVCodec", "TestSupport"]),
        .testTarget(name: "TextSupportTests", dependencies: ["TextSupport", "TestSupport"]),
        .testTarget(name: "ToolSupportTests", dependencies: ["ToolSupport", "TextSupport", "TestSupport"]),
        .testTarget(
            name: "LiteratureMatrixTests", dependencies: ["LiteratureMatrix", "TestSupport"]),
        .testTarget(name: "LitCLITests", dependencies: ["LitCLI", "ToolSupport", "TextSupport", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
        .testTarget(name: "BibliographyTests", dependencies: ["Bibliography", "TestSupport"]),
        .testTarget(name: "ES256SigningTests", dependencies: ["ES256Signing", "TestSupport"]),
        .testTarget(name: "WeatherEngineTests", dependencies: ["WeatherEngine", "TestSupport"]),
        .testTarget(
            name: "EvaluationTests",
            dependencies: ["Evaluation", "WeatherEngine", "SQLiteStore", "TextSupport", "TestSupport"]),
        .testTarget(name: "DecisionRecordsTests", dependencies: ["DecisionRecords", "TextSupport", "TestSupport"]),
        .testTarget(name: "SearchStringsTests", dependencies: ["SearchStrings", "TestSupport"]),
        .testTarget(
            name: "PublishingTests",
            dependencies: [
                "Publishing", "LiteratureMatrix", "DecisionRecords", "Evaluation", "TextSupport", "TestSupport",
                "WeatherEngine",
            ]),
    ]
)
