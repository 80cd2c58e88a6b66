import Foundation

/// The scenario's "today": a fixed instant that only steps move, and the Gregorian calendar (in
/// UTC) that "days old" is counted in.
package struct ManualClock: Sendable, Hashable {
  /// The current instant.
  package var now: Date
  /// The calendar ages are counted in.
  package let calendar: Calendar

  /// Creates a clock at `now`, counting in the Gregorian calendar in UTC.
  package init(now: Date = Date(timeIntervalSince1970: 0)) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    calendar.locale = Locale(identifier: "en_US_POSIX")
    self.now = now
    self.calendar = calendar
  }

  /// The instant `age` before ``now``.
  package func date(before age: CacheAge) -> Date {
    let dayBoundary = calendar.date(byAdding: .day, value: -age.days, to: now) ?? now
    return dayBoundary.addingTimeInterval(-TimeInterval(age.extraSeconds))
  }

  /// The instant of today at `hour`:`minute`.
  package func today(hour: Int, minute: Int) -> Date? {
    calendar.date(bySettingHour: hour, minute: minute, second: 0, of: now)
  }

  /// The instant `amount` `unit`s before ``now``.
  package func date(_ amount: Int, _ unit: Calendar.Component, before date: Date) -> Date? {
    calendar.date(byAdding: unit, value: -amount, to: date)
  }
}
