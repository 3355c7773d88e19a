import Foundation
import TextSupport
import ToolSupport
import WeatherEngine

/// `lit weather` for people: now, a 24-hour temperature curve, ten days, alerts, the next hour, and
/// always the attribution line.
struct WeatherTable {
    let report: WeatherReport
    let language: WeatherLanguage
    let format: WeatherFormatter

    func render(bold: Bool) -> String {
        var lines: [String] = []
        let coordinates = String(format: "%.3f,%.3f", report.location.latitude, report.location.longitude)
        let isCoordinates = report.placeName.contains(",")
        let title = isCoordinates ? coordinates : "\(report.placeName) · \(coordinates)"
        lines.append(bold ? TextStyle.bold.apply(title) : title)
        if case .stale(let age) = report.freshness {
            let minutes = Int((age / 60).rounded())
            lines.append(
                language.text(
                    "  (stale: read \(minutes) min ago; the provider did not answer)",
                    "  （数据已过期：\(minutes) 分钟前获取；数据源未响应）"))
        }
        if let recorded = report.recordedPlace {
            lines.append(language.text("  (recorded data of \(recorded))", "  （使用 \(recorded) 的记录数据）"))
        }
        if let current = report.current { lines.append(currentLine(current)) }
        if let hourly = report.hourly, !hourly.isEmpty { lines += hourlyLines(hourly) }
        if let daily = report.daily, !daily.isEmpty { lines += dailyLines(daily) }
        if report.parts.contains(.minute) { lines.append(minuteLine(report.minute)) }
        if report.parts.contains(.alerts) { lines += alertLines(report.alerts) }
        if let availability = report.availability {
            lines.append(
                language.text("Availability", "数据可用性") + ": " + language.text("alerts ", "预警 ")
                    + availability.alertAvailability.rawValue + ", " + language.text("minute ", "分钟级 ")
                    + availability.minuteAvailability.rawValue)
        }
        if let changes = report.changes { lines += changeLines(changes) }
        if let history = report.history { lines += historyLines(history) }
        for part in [WeatherPart.changes, .history] where report.parts.contains(part) {
            if let reason = report.notOffered[part] { lines.append(reason) }
        }
        lines.append(
            language.text("Data", "数据来源")
                + ": \(report.attribution.serviceName) — \(report.attribution.legalPageURL.absoluteString)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func currentLine(_ now: CurrentWeather) -> String {
        let parts = [
            "\(format.temperature(now.temperature)) \(format.condition(now.condition))",
            language.text("feels ", "体感 ") + format.temperature(now.apparentTemperature),
            language.text("humidity ", "湿度 ") + format.percent(now.humidity),
            language.text("wind ", "") + format.wind(now.wind),
            language.text("UV ", "紫外线 ") + format.uvIndex(now.uvIndex),
            format.pressure(now.pressure),
        ]
        return language.text("Now   ", "现在  ") + parts.joined(separator: " · ")
    }

    private func hourlyLines(_ hourly: Forecast<HourWeather>) -> [String] {
        let hours = Array(hourly.prefix(24))
        let values = hours.map { $0.temperature.converted(to: .celsius).value }
        let low = values.min()!
        let high = values.max()!
        let bars = Array("▁▂▃▄▅▆▇█")
        let curve = String(values.map { bars[high == low ? 0 : Int(((($0 - low) / (high - low)) * 7).rounded())] })
        let lowHour = hours[values.firstIndex(of: low)!].date
        let highHour = hours[values.firstIndex(of: high)!].date
        let tag = language.text("Next 24 hours ", "未来24小时 ")
        return [
            tag + curve,
            String(repeating: " ", count: DisplayWidth.of(tag))
                + language.text("low ", "最低 ") + format.temperature(hours[values.firstIndex(of: low)!].temperature)
                + " \(clock(lowHour)) · " + language.text("high ", "最高 ")
                + format.temperature(hours[values.firstIndex(of: high)!].temperature) + " \(clock(highHour))",
        ]
    }

    private func dailyLines(_ daily: Forecast<DayWeather>) -> [String] {
        let table = TerminalTable(
            headers: [
                language.text("Day", "日期"), language.text("Condition", "天气"), language.text("Low", "最低"),
                language.text("High", "最高"), language.text("Precip", "降水概率"),
            ],
            rows: daily.map { day in
                [
                    dayName(day.date), format.condition(day.condition), format.temperature(day.lowTemperature),
                    format.temperature(day.highTemperature), format.percent(day.precipitationChance),
                ]
            }, rightAligned: [2, 3, 4])
        return [language.text("\(daily.count) days", "\(daily.count)天预报")]
            + table.render().split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 }
    }

    private func minuteLine(_ minute: Forecast<MinuteWeather>?) -> String {
        let tag = language.text("Next hour  ", "未来一小时  ")
        guard let minute else {
            return tag + (report.notOffered[.minute] ?? language.text("no minute forecast here", "此地无分钟级预报"))
        }
        let marks = minute.prefix(60).map { $0.precipitation == .none ? "·" : ($0.precipitation == .snow ? "*" : "|") }
        let firstWet = minute.firstIndex { $0.precipitation != .none }
        let summary: String
        if let firstWet {
            let kind = minute[firstWet].precipitation.rawValue
            summary =
                firstWet == 0
                ? language.text("\(kind) now", "正在降水")
                : language.text("\(kind) in \(firstWet) min", "\(firstWet) 分钟后有降水")
        } else {
            summary = language.text("dry", "无降水")
        }
        return tag + marks.joined() + "  " + summary
    }

    private func alertLines(_ alerts: [WeatherAlert]?) -> [String] {
        let tag = language.text("Alerts", "预警")
        guard let alerts else {
            return [tag + ": " + (report.notOffered[.alerts] ?? language.text("no alert service here", "此地无预警服务"))]
        }
        guard !alerts.isEmpty else { return [tag + ": " + language.text("none", "无")] }
        return [tag + ":"]
            + alerts.map { alert in
                "  [\(alert.severity.rawValue)] \(alert.summary) — \(alert.source) \(alert.detailsURL.absoluteString)"
            }
    }

    private func changeLines(_ changes: WeatherChanges) -> [String] {
        [language.text("Changes", "天气变化") + ":"]
            + changes.map { change in
                "  \(dayName(change.date)): high \(change.highTemperature.rawValue), low \(change.lowTemperature.rawValue)"
            }
    }

    private func historyLines(_ history: HistoricalComparisons) -> [String] {
        [language.text("Compared with the record", "与历史同期相比") + ":"]
            + history.map { comparison in
                switch comparison {
                case .highTemperature(let trend):
                    "  high \(format.temperature(trend.currentValue)) vs \(format.temperature(trend.baseline)) (\(trend.deviation.rawValue))"
                case .lowTemperature(let trend):
                    "  low \(format.temperature(trend.currentValue)) vs \(format.temperature(trend.baseline)) (\(trend.deviation.rawValue))"
                case .precipitationAmount(let trend):
                    "  precipitation \(format.precipitationAmount(trend.currentValue)) vs \(format.precipitationAmount(trend.baseline)) (\(trend.deviation.rawValue))"
                case .snowfallAmount(let trend):
                    "  snowfall \(format.precipitationAmount(trend.currentValue)) vs \(format.precipitationAmount(trend.baseline)) (\(trend.deviation.rawValue))"
                }
            }
    }

    private func clock(_ date: Date) -> String { format(date, "HH:mm") }

    private func dayName(_ date: Date) -> String {
        format(date, language == .zh ? "M月d日 EEE" : "EEE d MMM")
    }

    private func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: language == .zh ? "zh_Hans" : "en_US_POSIX")
        formatter.timeZone = report.timeZone
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
