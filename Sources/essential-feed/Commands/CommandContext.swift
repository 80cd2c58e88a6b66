import EssentialFeedSQLite
import Foundation

/// What every command may use: the console, the clock, and how paths are resolved. Commands
/// receive it rather than reading the process's globals.
struct CommandContext: Sendable {
  let console: Console
  let environment: ProcessEnvironment
  let currentDirectory: String
  let homeDirectory: String
  /// The longest one request may take, in seconds: `--timeout`, `ESSENTIAL_FEED_TIMEOUT` or 30.
  let timeout: TimeInterval
  /// The app's "now": the system clock, or `ESSENTIAL_FEED_NOW`.
  let currentDate: @Sendable () -> Date
  /// The language of the presenters' strings: the command line speaks English.
  let locale = Locale(identifier: "en_US_POSIX")

  /// The calendar dates are counted in: Gregorian, in the process's time zone (`TZ`).
  var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone.current
    calendar.locale = locale
    return calendar
  }

  /// The cache database `option` or the defaults choose, its folder created if missing (the store
  /// creates the file when it opens it), and how it may be opened (read-only when the file is not
  /// writable).
  func preparedStore(option: String?) throws(CommandFailure) -> (
    StoreLocation, SQLiteFeedStore.Access
  ) {
    let location = storeLocation(option: option)
    do {
      return (location, try location.prepare())
    } catch {
      throw CommandFailure(error.message)
    }
  }

  /// Where the cache database is, as `option` or the defaults say (nothing is created).
  func storeLocation(option: String?) -> StoreLocation {
    StoreLocation.resolve(
      option: option, environment: environment, currentDirectory: currentDirectory,
      homeDirectory: homeDirectory)
  }
}
