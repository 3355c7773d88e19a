import Foundation

/// SVG charts of a run for a thesis: the latency CDF per strategy, and hit rates beside the oracle
/// bound. Plain SVG 1.1 with text as text (searchable, and Chinese labels render with any CJK font).
public struct EvidenceCharts: Sendable {
    let run: EvidenceRun
    let chinese: Bool

    /// Charts of `run` labelled in Chinese or English.
    public init(run: EvidenceRun, chinese: Bool) {
        self.run = run
        self.chinese = chinese
    }

    private func text(_ english: String, _ chinese: String) -> String { self.chinese ? chinese : english }

    private static let width = 760.0
    private static let height = 520.0
    private static let plot = (left: 70.0, top: 56.0, right: 560.0, bottom: 370.0)
    private static let palette = [
        "#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#e6ab02", "#a6761d", "#666666", "#1f78b4",
        "#b2df8a", "#fb9a99", "#cab2d6",
    ]

    /// The latency CDF of every strategy on `trace`: share of screens (y) shown within a latency (x, log scale).
    public func latencyCDF(trace: String) -> String {
        let series = run.distributions.filter { $0.trace == trace }
        let positive = series.flatMap { $0.points.map(\.milliseconds) }.filter { $0 > 0 }
        let low = pow(10, floor(log10(max(positive.min() ?? 0.001, 0.001))))
        let high = pow(10, ceil(log10(max(positive.max() ?? 1, low * 10))))
        let p = Self.plot
        func x(_ milliseconds: Double) -> Double {
            p.left + (log10(max(milliseconds, low)) - log10(low)) / (log10(high) - log10(low)) * (p.right - p.left)
        }
        func y(_ percentile: Double) -> Double { p.bottom - percentile / 100 * (p.bottom - p.top) }
        var svg = header(title: text("Latency CDF", "延迟累积分布") + " — \(trace) (\(run.id))")
        var decade = low
        while decade <= high * 1.0001 {
            svg += line(x(decade), p.top, x(decade), p.bottom, stroke: "#dddddd")
            svg += label(x(decade), p.bottom + 18, Self.milliseconds(decade), anchor: "middle")
            decade *= 10
        }
        for percentile in [0.0, 25, 50, 75, 90, 99, 100] {
            svg += line(p.left, y(percentile), p.right, y(percentile), stroke: "#dddddd")
            if percentile < 100 { svg += label(p.left - 8, y(percentile) + 4, "\(Int(percentile))%", anchor: "end") }
        }
        svg += label(
            (p.left + p.right) / 2, p.bottom + 42, text("latency per screen (ms, log scale)", "每次展示的延迟（毫秒，对数刻度）"),
            anchor: "middle")
        svg += label(18, (p.top + p.bottom) / 2, text("share of screens", "展示占比"), anchor: "middle", rotate: true)
        for (index, item) in series.enumerated() {
            let colour = Self.palette[index % Self.palette.count]
            let points = item.points.map { String(format: "%.1f,%.1f", x($0.milliseconds), y($0.percentile)) }
            let dashed = item.strategy.hasSuffix("+refresh") ? " stroke-dasharray=\"6 3\"" : ""
            svg +=
                "<polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.6\"\(dashed) points=\"\(points.joined(separator: " "))\"/>\n"
            svg += legend(index, colour: colour, name: item.strategy, dashed: !dashed.isEmpty)
        }
        return svg + "</svg>\n"
    }

    /// Each strategy's hit rate on `trace` (memory and disk hits stacked, revalidations above them)
    /// against the trace's oracle bound.
    public func hitRates(trace: String) -> String {
        let p = Self.plot
        let strategies = run.strategies
        let slot = (p.right - p.left) / Double(max(strategies.count, 1))
        func y(_ share: Double) -> Double { p.bottom - share * (p.bottom - p.top) }
        func value(_ name: String, _ strategy: String) -> Double {
            run.metric(name, trace: trace, strategy: strategy)?.value ?? 0
        }
        var svg = header(title: text("Hit rate against the oracle bound", "命中率与理论上限") + " — \(trace) (\(run.id))")
        for share in stride(from: 0.0, through: 1.0, by: 0.25) {
            svg += line(p.left, y(share), p.right, y(share), stroke: "#dddddd")
            svg += label(p.left - 8, y(share) + 4, String(format: "%.2f", share), anchor: "end")
        }
        svg += label(18, (p.top + p.bottom) / 2, text("share of lookups", "查询占比"), anchor: "middle", rotate: true)
        let hits = [
            ("memory_hit_rate", "#1f78b4", text("memory hit", "内存命中")),
            ("disk_hit_rate", "#a6cee3", text("disk hit", "磁盘命中")),
        ]
        let revalidated = text("revalidated (304), not a hit", "重新验证（304），不算命中")
        for (index, strategy) in strategies.enumerated() {
            var base = 0.0
            let left = p.left + Double(index) * slot + slot * 0.15
            for (metric, colour, _) in hits {
                let share = value(metric, strategy)
                svg += rectangle(left, y(base + share), slot * 0.7, y(base) - y(base + share), fill: colour)
                base += share
            }
            // Revalidations sit above the hits as an outline: asked upstream, answered without a body.
            let share = value("revalidated_rate", strategy)
            if share > 0 {
                svg += rectangle(
                    left, y(base + share), slot * 0.7, y(base) - y(base + share), fill: "none", stroke: "#33a02c")
            }
            let centre = left + slot * 0.35
            svg += label(centre, p.bottom + 12, strategy, anchor: "end", rotate: true, size: 10)
        }
        if let oracle = strategies.first.map({ value("oracle_hit_rate", $0) }) {
            svg += line(p.left, y(oracle), p.right, y(oracle), stroke: "#d62728", dash: "6 4", width: 1.6)
        }
        for (index, part) in hits.enumerated() { svg += legend(index, colour: part.1, name: part.2, dashed: false) }
        svg += legend(hits.count, colour: "#33a02c", name: revalidated, dashed: true)
        svg += legend(hits.count + 1, colour: "#d62728", name: text("oracle bound", "理论上限"), dashed: true)
        return svg + "</svg>\n"
    }

    // MARK: - Pieces

    private func header(title: String) -> String {
        let fonts = "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei','DejaVu Sans',sans-serif"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(Self.width))" height="\(Int(Self.height))" \
            viewBox="0 0 \(Int(Self.width)) \(Int(Self.height))" font-family="\(fonts)" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(Int(Self.plot.left))" y="30" font-size="16" font-weight="bold">\(Self.escape(title))</text>

            """
    }

    private func line(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, dash: String? = nil, width: Double = 1
    ) -> String {
        let dashed = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        return String(
            format: "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%@\" stroke-width=\"%.1f\"%@/>\n",
            x1,
            y1, x2, y2, stroke, width, dashed)
    }

    private func rectangle(
        _ x: Double, _ y: Double, _ width: Double, _ height: Double, fill: String, stroke: String? = nil
    ) -> String {
        let outline = stroke.map { " stroke=\"\($0)\" stroke-width=\"1.5\" stroke-dasharray=\"4 2\"" } ?? ""
        return String(
            format: "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%@\"%@/>\n", x, y, width,
            height, fill, outline)
    }

    private func label(
        _ x: Double, _ y: Double, _ text: String, anchor: String, rotate: Bool = false, size: Int = 12
    ) -> String {
        let turn = rotate ? String(format: " transform=\"rotate(-90 %.1f %.1f)\"", x, y) : ""
        return String(
            format: "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%@\" font-size=\"%d\"%@>", x, y, anchor, size, turn)
            + Self.escape(text) + "</text>\n"
    }

    private func legend(_ index: Int, colour: String, name: String, dashed: Bool) -> String {
        let top = Self.plot.top + Double(index) * 20
        let left = Self.plot.right + 24
        return line(left, top + 6, left + 26, top + 6, stroke: colour, dash: dashed ? "6 3" : nil, width: 3)
            + label(left + 34, top + 10, name, anchor: "start")
    }

    static func milliseconds(_ value: Double) -> String {
        value >= 1 ? String(format: "%.0f", value) : String(format: "%g", value)
    }

    /// Text made safe inside SVG elements and attributes.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
