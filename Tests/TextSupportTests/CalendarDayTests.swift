import Foundation
import Testing

@testable import TextSupport

/// One rule for days: today's date and what counts as one.
@Suite struct CalendarDayTests {
    @Test func todayIsTheUsersDayNotUTCs() throws {
        let instant = Date(timeIntervalSince1970: 1_796_166_000)  // 2026-12-01T23:00:00Z
        #expect(CalendarDay.today(now: instant, in: TimeZone(identifier: "UTC")!) == "2026-12-01")
        #expect(CalendarDay.today(now: instant, in: TimeZone(identifier: "Asia/Shanghai")!) == "2026-12-02")
        #expect(CalendarDay.today(now: Date(timeIntervalSince1970: 0), in: .gmt) == "1970-01-01")
    }

    @Test(arguments: [
        ("2026-11-30", true), ("2024-02-29", true), ("2000-02-29", true), ("2026-02-29", false),
        ("1900-02-29", false), ("2026-04-31", false), ("2026-13-01", false), ("2026-00-10", false),
        ("2026-1-30", false), ("26-11-30", false), ("2026/11/30", false), ("２０２６-11-30", false), ("", false),
    ])
    func daysAreRealDaysWrittenYYYYMMDD(_ text: String, _ valid: Bool) {
        #expect(CalendarDay.isDay(text) == valid, "\(text)")
    }
}
