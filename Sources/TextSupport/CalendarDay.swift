import Foundation

/// Calendar days written as ISO 8601 dates ("2026-11-30"): today's, and whether a text is one.
public enum CalendarDay {
    /// Today in `zone` (the user's own by default: what a student logging a search or dating a
    /// decision at 07:00 in Beijing means by today).
    public static func today(now: Date = Date(), in zone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let day = calendar.dateComponents([.year, .month, .day], from: now)
        return text(year: day.year ?? 1970, month: day.month ?? 1, day: day.day ?? 1)
    }

    /// Whether `text` is a day of the calendar written YYYY-MM-DD (2024-02-29 is, 2026-02-29 is not).
    public static func isDay(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D else { return false }
        func number(_ range: Range<Int>) -> Int? {
            bytes[range].allSatisfy { (0x30...0x39).contains($0) }
                ? bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) } : nil
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), (1...12).contains(month)
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...lengths[month - 1]).contains(day)
    }

    private static func text(year: Int, month: Int, day: Int) -> String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
}
