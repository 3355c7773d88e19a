import Foundation

/// A place's climate on any day, hour or month, interpolated from its monthly normals: each month's
/// value holds at mid-month, and days between two mid-months are interpolated linearly (across the
/// new year too). Hours follow a daily cycle with the low at 06:00 and the high at 15:00 local time.
struct ClimateModel {
    let normals: ClimateNormals
    let calendar: Calendar

    /// The climate of `place`, counted in its time zone.
    init(_ place: PlaceClimate) {
        normals = place.normals
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = place.timeZone
        self.calendar = calendar
    }

    /// Average month lengths (February as in four years out of four).
    private static let monthLengths = [31, 28.25, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    /// z of the 90th percentile of a normal distribution.
    private static let z90 = 1.281_551_565_5

    struct Month {
        var month: Int
        var low: Double
        var high: Double
        var precipitationProbability: Double
        var precipitationAmount: Double
        var snowfallAmount: Double
    }

    struct Day {
        var date: Date
        var dayOfYear: Int
        var low: Double
        var high: Double
        var precipitationProbability: Double
        /// Per day (mm).
        var precipitationAmount: Double
        /// Per day (mm).
        var snowfallAmount: Double
    }

    struct Hour {
        var hourOfYear: Int
        var p10: Double
        var p50: Double
        var p90: Double
    }

    /// Month `month` (1–12) as the normals have it.
    func month(_ month: Int) -> Month {
        let index = month - 1
        return Month(
            month: month, low: normals.temperatureMin[index], high: normals.temperatureMax[index],
            precipitationProbability: min(normals.precipitationDays[index] / Self.monthLengths[index], 1),
            precipitationAmount: normals.precipitationAmount[index], snowfallAmount: normals.snowfallAmount[index])
    }

    /// The local day that starts at `date` (a local midnight).
    func day(startingAt date: Date) -> Day {
        let parts = calendar.dateComponents([.month, .day], from: date)
        let monthIndex = (parts.month ?? 1) - 1
        let length = Double(calendar.range(of: .day, in: .month, for: date)?.count ?? 30)
        // Months as a continuous axis: 0.5 is mid-January, 11.5 mid-December.
        let position = Double(monthIndex) + (Double(parts.day ?? 1) - 0.5) / length
        func value(_ series: [Double], perDay: Bool = false) -> Double {
            let values = perDay ? zip(series, Self.monthLengths).map { $0 / $1 } : series
            let x = position - 0.5
            let lower = Int(x.rounded(.down))
            let fraction = x - Double(lower)
            return values[(lower + 12) % 12] * (1 - fraction) + values[(lower + 13) % 12] * fraction
        }
        let probabilities = zip(normals.precipitationDays, Self.monthLengths).map { min($0 / $1, 1) }
        return Day(
            date: date, dayOfYear: calendar.ordinality(of: .day, in: .year, for: date) ?? 1,
            low: value(normals.temperatureMin), high: value(normals.temperatureMax),
            precipitationProbability: value(probabilities),
            precipitationAmount: value(normals.precipitationAmount, perDay: true),
            snowfallAmount: value(normals.snowfallAmount, perDay: true))
    }

    /// The local hour that starts at `date`.
    func hour(startingAt date: Date) -> Hour {
        let day = self.day(startingAt: calendar.startOfDay(for: date))
        // The clock hour, not the time since midnight: on a summer-time day they differ by one.
        let clockHour = calendar.component(.hour, from: date)
        let median = day.low + (day.high - day.low) * Self.dailyCycle(atHour: Double(clockHour) + 0.5)
        let spread = Self.z90 * normals.temperatureSpread
        return Hour(
            hourOfYear: (day.dayOfYear - 1) * 24 + clockHour + 1, p10: median - spread, p50: median,
            p90: median + spread)
    }

    /// Where the temperature is between the day's low (0, at 06:00) and high (1, at 15:00).
    static func dailyCycle(atHour hour: Double) -> Double {
        if hour >= 6 && hour < 15 { return (1 - cos(Double.pi * (hour - 6) / 9)) / 2 }
        let sinceHigh = (hour - 15 + 24).truncatingRemainder(dividingBy: 24)
        return (1 + cos(Double.pi * sinceHigh / 15)) / 2
    }

    /// The local midnights of the days starting in `interval`, in order.
    func days(in interval: DateInterval) -> [Date] {
        var days: [Date] = []
        var day = calendar.startOfDay(for: interval.start)
        if day < interval.start { day = nextDay(after: day) }
        while day < interval.end {
            days.append(day)
            day = nextDay(after: day)
        }
        return days
    }

    /// The starts of the local hours starting in `interval`, in order.
    func hours(in interval: DateInterval) -> [Date] {
        var hour = calendar.dateInterval(of: .hour, for: interval.start)?.start ?? interval.start
        if hour < interval.start { hour += 3600 }
        return Array(stride(from: hour, to: interval.end, by: 3600))
    }

    func nextDay(after day: Date) -> Date {
        calendar.date(byAdding: .day, value: 1, to: day) ?? day.addingTimeInterval(86_400)
    }
}

extension ClimateModel {
    /// `day` moved by `days` local days.
    func adding(days: Int, to day: Date) -> Date {
        calendar.date(byAdding: .day, value: days, to: day) ?? day.addingTimeInterval(Double(days) * 86_400)
    }

    /// The local year containing `date`.
    func year(containing date: Date) -> DateInterval {
        calendar.dateInterval(of: .year, for: date) ?? DateInterval(start: date, duration: 365 * 86_400)
    }

    /// The months (1–12) that `interval` touches, in order.
    func months(touching interval: DateInterval) -> [Int] {
        var months: [Int] = []
        var month = calendar.dateInterval(of: .month, for: interval.start)?.start ?? interval.start
        while month < interval.end {
            months.append(calendar.component(.month, from: month))
            guard let next = calendar.date(byAdding: .month, value: 1, to: month) else { break }
            month = next
        }
        return months
    }
}
