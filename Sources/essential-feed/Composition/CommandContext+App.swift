import EssentialFeed
import EssentialFeedSQLite
import Foundation

extension CommandContext {
  /// The app over the real network and the SQLite cache at `location`, on this context's clock,
  /// calendar and locale.
  @MainActor
  func composedApp(baseURL: URL, store location: StoreLocation) -> ComposedFeedApp {
    ComposedFeedApp(
      client: URLSessionHTTPClient(), store: SQLiteFeedStore(fileURL: location.fileURL),
      baseURL: baseURL, currentDate: currentDate, calendar: calendar, locale: locale)
  }
}
