import EssentialApp
import EssentialFeed
import EssentialFeedCurl
import EssentialFeedSQLite
import EssentialFeedURLSession
import Foundation
import PrintableText

extension CommandContext {
  /// The real network client, waiting at most ``timeout`` for each request: `CurlHTTPClient` where
  /// `URLSession` comes from FoundationNetworking (Linux), whose waiting keeps a core busy;
  /// `URLSessionHTTPClient` on Apple platforms, and on Linux when libcurl cannot be loaded (said
  /// in one line on standard error, with the package that provides it).
  func httpClient() -> any HTTPClient {
    #if canImport(FoundationNetworking)
      if let reason = CurlLibrary.unavailableReason {
        console.report(
          "warning: \(VisibleText.escaping(reason)); waiting with URLSession instead, "
            + "which keeps a processor core busy while a server is slow")
        return URLSessionHTTPClient(timeout: timeout)
      }
      return CurlHTTPClient(timeout: timeout)
    #else
      URLSessionHTTPClient(timeout: timeout)
    #endif
  }

  /// The app's use cases over the real network, metered, and `store`, on this context's clock
  /// and calendar.
  func feedUseCases(baseURL: URL, store: SQLiteFeedStore) -> MeteredFeedUseCases {
    MeteredFeedUseCases(
      client: httpClient(), store: store, baseURL: baseURL, currentDate: currentDate,
      calendar: calendar)
  }

  /// The cache database `option` or the defaults choose, prepared (``preparedStore(option:)``)
  /// and opened: read-only when the file is not writable, so a fresh cache can still be shown. A
  /// file that is not this app's cache is refused here, before anything else happens; other
  /// store errors surface where the store is used, as before.
  func openedStore(option: String?) async throws(CommandFailure) -> (
    StoreLocation, SQLiteFeedStore
  ) {
    let (location, access) = try preparedStore(option: option)
    let store = SQLiteFeedStore(
      fileURL: location.fileURL, access: access, ownsLocation: location.isDefault)
    do {
      try await store.open()
    } catch SQLiteStoreError.foreignFile(let reason) {
      var reasons = [
        location.isDefault
          ? "it was left as it is; move it away to let essential-feed make its cache there, or "
            + "give another file with --store PATH"
          : "it was left as it is; give another file with --store PATH, or leave --store out "
            + "to use the default cache"
      ]
      if reason.hasPrefix(SQLiteStoreError.unreadableFileReason) {
        reasons.append(
          "if it is an essential-feed cache of yours that was damaged, delete the file and run "
            + "again: the cache is rebuilt from the server")
      }
      throw CommandFailure(
        "\(location.fileURL.path) is not an essential-feed cache: "
          + VisibleText.escaping(reason),
        reasons: reasons)
    } catch {
      // Reported by the command when it uses the store (a damaged cache of its own included).
    }
    return (location, store)
  }
}
