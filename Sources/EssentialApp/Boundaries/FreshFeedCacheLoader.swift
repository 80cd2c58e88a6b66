import EssentialFeed
import Foundation

/// Loads the cached feed only while it is fresh.
public protocol FreshFeedCacheLoader: Sendable {
  /// Returns the cached feed while it is fresh (possibly empty), or `nil` when the cache is empty
  /// or expired.
  func loadFreshCache() async throws -> [FeedImage]?
}

extension LocalFeedLoader: FreshFeedCacheLoader {}
