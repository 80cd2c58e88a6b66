import EssentialFeed
import Foundation

/// Chooses how long one request may take: `--timeout`, else `ESSENTIAL_FEED_TIMEOUT`, else the
/// client's default (30 seconds).
enum TimeoutResolver {
  /// The environment variable that sets the timeout when `--timeout` is not given.
  static let variable = "ESSENTIAL_FEED_TIMEOUT"

  static func resolve(option: TimeInterval?, environment: ProcessEnvironment) throws(UsageError)
    -> TimeInterval
  {
    if let option { return option }
    if let value = environment[variable] {
      return try CommandLineParser.timeout(value, source: variable)
    }
    return HTTPClientDefaults.timeout
  }
}
