import EssentialFeed
import Foundation

/// Looks up the cached feed and says what it holds.
protocol FeedCacheLoader: Sendable {
  /// The cache's fresh feed with its date, the date of an expired cache, or that it is empty;
  /// throws when the cache cannot be read.
  func loadCache() async throws -> CacheLookup
}

extension LocalFeedLoader: FeedCacheLoader {}
