import Evaluation
import Foundation
import LiteratureMatrix
import SourceProfiles

/// The data-source comparison: one row per weather source, cells from the rows whose `data_source`
/// names it, and what the evidence runs measured where a source was measured.
enum SourcesTable {
    /// The sources every comparison shows, and the names rows may use for them.
    /// The sources every comparison shows, the names rows may use for them, and the provider's name.
    static let sources: [(name: String, chinese: String, aliases: [String], provider: String?)] = [
        ("WeatherKit", "WeatherKit", ["weatherkit", "weatherkit rest", "weatherkit rest api"], "weatherkit"),
        ("QWeather", "和风天气（QWeather）", ["qweather", "和风天气", "heweather"], "qweather"),
        ("OpenWeatherMap", "OpenWeatherMap", ["openweathermap", "openweather"], "openweathermap"),
        ("Open-Meteo", "Open-Meteo", ["open-meteo", "openmeteo"], "open-meteo"),
        ("local fixtures", "本地样例数据", ["fixture", "fixtures", "local fixtures", "本地样例数据", "本地样例"], nil),
    ]

    /// Dataset names for the table, by WeatherKit's REST names.
    static let datasetNames: [String: (english: String, chinese: String)] = [
        "currentWeather": ("current", "实况"), "forecastHourly": ("hourly", "逐时"), "forecastDaily": ("daily", "逐日"),
        "forecastNextHour": ("next hour", "分钟级"), "weatherAlerts": ("alerts", "预警"),
        "weatherChanges": ("changes", "变化"), "historicalComparisons": ("comparisons", "历史对比"),
    ]

    /// What lit's provider for the source offers, how it authenticates and in which datum it asks.
    static func offered(_ provider: String?, _ context: TableContext) -> String {
        guard let provider else {
            return context.text("every dataset, synthetic (no network)", "全部数据集，合成数据（不联网）")
        }
        guard let service = context.sources.first(where: { $0.name == provider }) else {
            return context.text("not described", "未说明")
        }
        let names = service.datasets.map { dataset in
            (
                dataset.offered,
                datasetNames[dataset.name].map { context.chinese ? $0.chinese : $0.english } ?? dataset.name
            )
        }
        let yes = names.filter(\.0).map(\.1)
        let no = names.filter { !$0.0 }.map(\.1)
        return context.chinese
            ? "提供：\(yes.joined(separator: "、"))" + (no.isEmpty ? "" : "；不提供：\(no.joined(separator: "、"))")
                + "；认证：\(service.authentication)；坐标：\(service.datum)"
            : "offers \(yes.joined(separator: ", "))" + (no.isEmpty ? "" : "; not \(no.joined(separator: ", "))")
                + "; auth: \(service.authentication); datum: \(service.datum)"
    }

    static let aspects: [(names: [String], english: String, chinese: String)] = [
        (["location_requirements", "定位要求"], "location requirements", "定位要求"),
        (["fields", "字段"], "fields", "字段"),
        (["update_frequency", "更新频率"], "update frequency", "更新频率"),
        (["cache_negotiation", "缓存协商"], "cache negotiation", "缓存协商"),
        (["source_notes", "备注"], "notes", "备注"),
    ]

    static func build(_ context: TableContext) throws -> PublishedTable {
        var members: [Int: [MatrixRecord]] = [:]
        try context.store.forEach(RecordQuery()) { record in
            let named = record.dataSources.map { $0.lowercased() }
            for (index, source) in sources.enumerated() where named.contains(where: source.aliases.contains) {
                members[index, default: []].append(record)
            }
        }
        let measured = try measuredFixtures(context)
        var cells = CitingCells()
        let rows = sources.enumerated().map { index, source -> [String] in
            let records = members[index] ?? []
            return [context.chinese ? source.chinese : source.name, offered(source.provider, context)]
                + aspects.map { aspect in
                    cells.cell(
                        records.compactMap { record in
                            let value = record.custom(aspect.names)
                            return value.isEmpty ? nil : (value, record.id)
                        })
                }
                + [index == sources.count - 1 ? measured : context.text("not measured yet", "尚未实测")]
                + [cells.ids(records.map(\.id))]
        }
        return PublishedTable(
            name: "sources", caption: context.text("Weather data sources compared", "天气数据源对比"),
            headers: [context.text("source", "数据源"), context.text("lit provider", "lit 数据源实现")]
                + aspects.map { context.chinese ? $0.chinese : $0.english }
                + [context.text("measured", "实测"), context.text("literature", "文献")],
            rows: rows, citations: cells.citations)
    }

    /// What the latest evidence run measured of the fixture provider: revalidation against expiration.
    static func measuredFixtures(_ context: TableContext) throws -> String {
        guard let run = try context.evidence?.run("latest"),
            let trace = run.traces.first(where: { $0 == "saved-cities" }) ?? run.traces.first,
            let plain = run.metric("body_bytes", trace: trace, strategy: "expiration"),
            let revalidated = run.metric("body_bytes", trace: trace, strategy: "revalidation"),
            let share = run.metric("revalidated_rate", trace: trace, strategy: "revalidation"), plain.value > 0
        else { return context.text("no evidence run yet (lit bench run)", "尚无实测（lit bench run）") }
        let saved = Int(((1 - revalidated.value / plain.value) * 100).rounded())
        let percent = Int((share.value * 100).rounded())
        return context.text(
            "\(run.id), \(trace): revalidation answers \(percent) % of lookups with 304; body bytes −\(saved) % against expiration only",
            "\(run.id)，\(trace)：重新验证以 304 应答 \(percent)% 的查询；正文字节比仅按过期时间缓存少 \(saved)%")
    }
}
