import EssentialFeed
import Foundation

/// Deletes a cached feed that can no longer be shown.
public protocol FeedCacheValidator: Sendable {
  /// Deletes the cache when it is expired or unreadable.
  func validateCache() async throws
}

extension LocalFeedLoader: FeedCacheValidator {}
