import DecisionRecords
import Foundation
import LiteratureMatrix
import Publishing
import TestSupport
import WeatherEngine

/// A small matrix with architecture and data-source rows, and one decision.
struct SmallWorkspace {
    let folder = TemporaryDirectory()
    let store: MatrixStore

    init() throws {
        store = try MatrixStore(path: folder.file("lit.sqlite3"))
        for column in ["state_management", "testability", "location_requirements", "cache_negotiation"] {
            try store.addCustomColumn(column)
        }
        let rows: [([MatrixField: String], [String: String])] = [
            (
                [
                    .id: "L01", .title: "SwiftUI", .tags: "pattern:composed SwiftUI", .buckets: "界面表达",
                    .kind: "engineering",
                ],
                ["state_management": "@State and @Observable", "testability": "views are hard to unit-test"]
            ),
            (
                [
                    .id: "L02", .title: "MVVM | presentation", .tags: "pattern:MVVM", .buckets: "界面表达",
                    .kind: "principle",
                ],
                ["state_management": "view model owns state"]
            ),
            (
                [
                    .id: "L03", .title: "和风天气 实时天气", .dataSource: "QWeather", .buckets: "数据获取", .kind: "engineering",
                    .authors: "和风天气", .url: "https://dev.qweather.com/docs/api/", .notes: "GB/T 7714 type: [EB/OL]",
                ],
                ["location_requirements": "LocationID or lon,lat", "cache_negotiation": "none documented"]
            ),
            (
                [
                    .id: "L04", .title: "Web Caching on Smartphones", .authors: "Qian F, Quah K S, Huang J, Erman J",
                    .year: "2012", .venue: "Proceedings of MobiSys", .doi: "10.1145/2307636.2307640",
                    .notes: "GB/T 7714 type: [C]", .buckets: "数据获取", .kind: "data",
                ],
                [:]
            ),
        ]
        for (fields, custom) in rows { try store.insert(try MatrixRecord(fields, custom: custom)) }
    }

    static let decision = """
        ---
        id: refresh-01
        title: Revalidate forecasts with ETags
        module: refresh
        status: accepted
        date: 2026-11-30
        literature: [L04]
        evidence: []
        lang: en
        ---
        # refresh-01 · Revalidate forecasts with ETags

        ## Context and Problem Statement
        How should the app refresh forecasts
        without re-downloading unchanged data?

        ## Considered Options
        * ETag revalidation
        * Fixed 30-minute TTL

        ## Decision Outcome
        Chosen option: "ETag revalidation", because unchanged forecasts come back as 304.

        ## Rejected Options and Why
        ### Fixed 30-minute TTL
        * Reason: shows data past its expiration.

        """

    func context(chinese: Bool = false) throws -> TableContext {
        TableContext(
            store: store, decisions: [try DecisionParser.parse(Self.decision, path: "Decisions/refresh-01.md")],
            evidence: nil, chinese: chinese, sources: HTTPService.allCases.map(\.profile))
    }
}
