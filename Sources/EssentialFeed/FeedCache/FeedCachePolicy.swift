import Foundation

/// Decides whether a cached feed is still fresh enough to show.
///
/// A cache saved at `timestamp` is valid while `timestamp <= now < timestamp + maxAgeInDays`
/// calendar days, counted in `calendar`: a cache dated after `now` (saved under a clock that was
/// wrong, or a file from elsewhere) is never fresh, or it would stay valid for ever. Counting calendar days (not 24-hour blocks) keeps the boundary at the
/// same wall-clock time when a daylight-saving change falls inside the period: in a time zone with
/// DST, seven days are 167 or 169 hours long across the change.
///
/// The default calendar is Gregorian in the current time zone, because "seven days" is what the
/// customer sees on their own wall clock. Inject a fixed calendar (tests do) for a result that does
/// not depend on the host's time-zone setting.
public struct FeedCachePolicy: Sendable {
  private let calendar: Calendar
  private let maxAgeInDays: Int

  /// Creates a policy that keeps a cache for `maxAgeInDays` calendar days of `calendar`.
  public init(
    calendar: Calendar = Calendar(identifier: .gregorian),
    maxAgeInDays: Int = 7
  ) {
    self.calendar = calendar
    self.maxAgeInDays = maxAgeInDays
  }

  /// Whether a cache saved at `timestamp` is still valid at `date`: not saved after `date`, and
  /// less than `maxAgeInDays` days before it.
  public func validates(_ timestamp: Date, against date: Date) -> Bool {
    guard timestamp <= date,
      let maxAge = calendar.date(byAdding: .day, value: maxAgeInDays, to: timestamp)
    else {
      return false
    }
    return date < maxAge
  }
}
