import EssentialFeed
import Foundation

/// Adapts a ``FreshFeedCacheLoader`` to a ``FeedLoader`` that fails when no fresh cache exists, so
/// that a fallback to the cache shows the error message for an empty or expired cache and the
/// (possibly empty) feed of a fresh one.
public struct FreshCacheFeedLoader: FeedLoader {
  /// The cache is empty or expired.
  public struct NoFreshCache: Error, Equatable {
    /// Creates the error.
    public init() {}
  }

  private let cache: any FreshFeedCacheLoader

  /// Creates a loader over `cache`.
  public init(cache: any FreshFeedCacheLoader) {
    self.cache = cache
  }

  /// Delivers the fresh cached feed; throws ``NoFreshCache`` when there is none, and the cache's
  /// own error when it cannot be read.
  public func load() async throws -> [FeedImage] {
    guard let feed = try await cache.loadFreshCache() else { throw NoFreshCache() }
    return feed
  }
}
