import Foundation

/// Chooses the app's current date: the system clock, or the fixed time `ESSENTIAL_FEED_NOW` gives
/// (ISO 8601, for tests and demonstrations, e.g. `2026-11-23T10:00:00Z`).
enum ClockResolver {
  /// The environment variable that fixes the current time.
  static let variable = "ESSENTIAL_FEED_NOW"

  static func resolve(environment: ProcessEnvironment) throws(UsageError)
    -> @Sendable () -> Date
  {
    guard let text = environment[variable] else { return { Date() } }
    guard let now = parse(text) else { throw .invalidNow(text) }
    return { now }
  }

  /// Reads an ISO 8601 date and time with a time zone, with or without fractional seconds.
  static func parse(_ text: String) -> Date? {
    let plain = ISO8601DateFormatter()
    plain.formatOptions = [.withInternetDateTime]
    if let date = plain.date(from: text) { return date }
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return fractional.date(from: text)
  }
}
