import FeedSpecs
import Foundation
import Testing

@Suite("ManualClock")
struct ManualClockTests {
  /// 23 November 2026, 10:00 UTC.
  private let clock = ManualClock(now: Date(timeIntervalSince1970: 1_795_428_000))

  @Test("a cache 7 days old was saved 7 calendar days before now")
  func sevenDaysOld() {
    #expect(clock.date(before: CacheAge(days: 7)) == clock.now.addingTimeInterval(-7 * 86_400))
  }

  @Test("one second short of 7 days old is one second later than 7 days old")
  func oneSecondShort() {
    #expect(
      clock.date(before: CacheAge(days: 7, extraSeconds: -1))
        == clock.date(before: CacheAge(days: 7)).addingTimeInterval(1))
  }

  @Test("7 days and one second old is one second earlier than 7 days old")
  func oneSecondMore() {
    #expect(
      clock.date(before: CacheAge(days: 7, extraSeconds: 1))
        == clock.date(before: CacheAge(days: 7)).addingTimeInterval(-1))
  }

  @Test("today at a time keeps today's date")
  func todayAtTime() {
    #expect(clock.today(hour: 10, minute: 0) == clock.now)
    #expect(clock.today(hour: 9, minute: 30) == clock.now.addingTimeInterval(-1_800))
  }
}
