/// How long ago the cache was saved, as the scenarios say it: whole Gregorian days, give or take
/// seconds ("7 days old", "one second short of 7 days old", "7 days and one second old").
package struct CacheAge: Sendable, Hashable, CustomStringConvertible {
  /// Whole calendar days.
  package var days: Int
  /// Seconds added to the days (negative for "short of").
  package var extraSeconds: Int

  /// Creates an age.
  package init(days: Int, extraSeconds: Int = 0) {
    self.days = days
    self.extraSeconds = extraSeconds
  }

  package var description: String {
    switch extraSeconds {
    case 0: "\(days) days old"
    case let seconds where seconds < 0: "\(-seconds) seconds short of \(days) days old"
    default: "\(days) days and \(extraSeconds) seconds old"
    }
  }
}
