import EssentialFeed
import Foundation
import Testing

/// The boundary is seven calendar days: `calendar.date(byAdding: .day, value: 7, to: timestamp)`.
/// In a time zone with daylight saving, that is the same wall-clock time seven days later, so the
/// period is 167 hours across the spring change and 169 hours across the autumn change.
@Suite("Feed cache policy")
struct FeedCachePolicyTests {
  @Test("a cache 7 days minus 1 second old is valid")
  func validatesCacheJustBeforeMaxAge() {
    let timestamp = fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: 1)

    #expect(testCachePolicy.validates(timestamp, against: fixedCurrentDate))
  }

  @Test("a cache exactly 7 days old is expired")
  func expiresCacheAtMaxAge() {
    let timestamp = fixedCurrentDate.minusFeedCacheMaxAge()

    #expect(!testCachePolicy.validates(timestamp, against: fixedCurrentDate))
  }

  @Test("a cache 7 days plus 1 second old is expired")
  func expiresCacheAfterMaxAge() {
    let timestamp = fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: -1)

    #expect(!testCachePolicy.validates(timestamp, against: fixedCurrentDate))
  }

  @Test("a cache dated after now is not fresh: a second, a day or years ahead")
  func rejectsCacheFromTheFuture() {
    #expect(
      !testCachePolicy.validates(fixedCurrentDate.adding(seconds: 1), against: fixedCurrentDate))
    #expect(!testCachePolicy.validates(fixedCurrentDate.adding(days: 1), against: fixedCurrentDate))
    #expect(
      !testCachePolicy.validates(
        fixedCurrentDate.adding(days: 365 * 7973), against: fixedCurrentDate))
  }

  @Test("a cache saved this very moment is fresh")
  func validatesCacheSavedNow() {
    #expect(testCachePolicy.validates(fixedCurrentDate, against: fixedCurrentDate))
  }

  @Test("across the spring daylight-saving change the cache expires after 167 hours")
  func expiresAtSameWallClockTimeAcrossSpringChange() {
    // Berlin moves its clocks forward on 2026-03-29; saved 2026-03-25 12:00 CET (11:00 UTC).
    let timestamp = Date(timeIntervalSince1970: 1_774_436_400)
    let policy = FeedCachePolicy(calendar: berlinCalendar, maxAgeInDays: 7)

    #expect(policy.validates(timestamp, against: timestamp + hours(167) - 1))
    #expect(!policy.validates(timestamp, against: timestamp + hours(167)))
  }

  @Test("across the autumn daylight-saving change the cache stays valid for 169 hours")
  func expiresAtSameWallClockTimeAcrossAutumnChange() {
    // Berlin moves its clocks back on 2026-10-25; saved 2026-10-22 12:00 CEST (10:00 UTC).
    let timestamp = Date(timeIntervalSince1970: 1_792_663_200)
    let policy = FeedCachePolicy(calendar: berlinCalendar, maxAgeInDays: 7)

    #expect(policy.validates(timestamp, against: timestamp + hours(168)))
    #expect(policy.validates(timestamp, against: timestamp + hours(169) - 1))
    #expect(!policy.validates(timestamp, against: timestamp + hours(169)))
  }

  // MARK: - Helpers

  private var berlinCalendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
    return calendar
  }

  private func hours(_ count: Int) -> TimeInterval {
    TimeInterval(count * 3_600)
  }
}
