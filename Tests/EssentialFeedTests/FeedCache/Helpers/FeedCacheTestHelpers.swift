import EssentialFeed
import Foundation

/// A feed image with a unique id and URL.
func uniqueImage() -> FeedImage {
  FeedImage(
    id: UUID(), description: "any", location: "any",
    url: URL(string: "https://image-\(UUID().uuidString).com")!)
}

/// A two-image feed, as the model and as the cache stores it.
func uniqueImageFeed() -> (models: [FeedImage], local: [LocalFeedImage]) {
  let models = [uniqueImage(), uniqueImage()]
  let local = models.map {
    LocalFeedImage(id: $0.id, description: $0.description, location: $0.location, url: $0.url)
  }
  return (models, local)
}

/// A fixed "now" for cache tests: 2026-06-15 12:00:00 UTC.
let fixedCurrentDate = Date(timeIntervalSince1970: 1_781_524_800)

/// The Gregorian calendar in UTC, so tests do not depend on the host's time zone.
let utcCalendar: Calendar = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  return calendar
}()

/// The cache policy the use-case tests run with: seven days in ``utcCalendar``.
let testCachePolicy = FeedCachePolicy(calendar: utcCalendar, maxAgeInDays: 7)

extension Date {
  /// The timestamp at which a cache saved becomes expired at `self`: seven calendar days earlier.
  func minusFeedCacheMaxAge() -> Date {
    adding(days: -7)
  }

  /// `self` moved by `days` calendar days in ``utcCalendar``.
  func adding(days: Int) -> Date {
    utcCalendar.date(byAdding: .day, value: days, to: self)!
  }

  /// `self` moved by `seconds`.
  func adding(seconds: TimeInterval) -> Date {
    self + seconds
  }
}
