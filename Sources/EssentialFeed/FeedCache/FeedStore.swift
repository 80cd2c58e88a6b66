import Foundation

/// Persists one cached feed. Implementations must be safe to call from many tasks at once.
public protocol FeedStore: Sendable {
  /// Removes the cached feed. Deleting an empty store succeeds and changes nothing.
  func deleteCachedFeed() async throws
  /// Replaces the cached feed with `feed` saved at `timestamp`, as one atomic change.
  func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws
  /// Returns the cached feed, or `nil` when nothing is cached.
  func retrieve() async throws -> CachedFeed?
}
