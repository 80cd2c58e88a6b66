import EssentialFeed
import EssentialFeedSQLite
import Foundation

extension CommandContext {
  /// The real network client, waiting at most ``timeout`` for each request.
  func httpClient() -> URLSessionHTTPClient {
    URLSessionHTTPClient(timeout: timeout)
  }

  /// The app over the real network and the SQLite cache at `location`, on this context's clock,
  /// calendar and locale.
  @MainActor
  func composedApp(baseURL: URL, store location: StoreLocation) -> ComposedFeedApp {
    ComposedFeedApp(
      client: httpClient(), store: SQLiteFeedStore(fileURL: location.fileURL),
      baseURL: baseURL, currentDate: currentDate, calendar: calendar, locale: locale)
  }
}
