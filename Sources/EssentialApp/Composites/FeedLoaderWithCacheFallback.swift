import EssentialFeed
import Foundation

/// Loads the feed from the server and, when that fails, from the cache while it is fresh, and
/// says which one it came from (``FeedOrigin``, with the cache's date and the server's error).
/// When the cache cannot stand in either, throws ``FeedUnavailableError`` with both reasons. A
/// cancelled load is not retried from the cache: it throws `CancellationError`.
struct FeedLoaderWithCacheFallback: Sendable {
  private let remote: any FeedLoader
  private let cache: any FeedCacheLoader

  /// Creates a loader that tries `remote`, then `cache`.
  init(remote: any FeedLoader, cache: any FeedCacheLoader) {
    self.remote = remote
    self.cache = cache
  }

  /// Delivers the server's feed, or the fresh cache's when the server fails.
  func load() async throws -> (feed: [FeedImage], origin: FeedOrigin) {
    let remoteError: any Error
    do {
      return (try await remote.load(), .remote)
    } catch {
      try Task.checkCancellation()
      remoteError = error
    }
    let lookup: CacheLookup
    do {
      lookup = try await cache.loadCache()
    } catch {
      throw FeedUnavailableError(remoteError: remoteError, cacheMiss: .unreadable(error))
    }
    switch lookup {
    case .fresh(let feed, let savedAt):
      return (feed, .cache(savedAt: savedAt, remoteError: remoteError))
    case .expired(let savedAt):
      throw FeedUnavailableError(remoteError: remoteError, cacheMiss: .expired(savedAt: savedAt))
    case .empty:
      throw FeedUnavailableError(remoteError: remoteError, cacheMiss: .empty)
    }
  }
}
