import Foundation

/// Persists one cached feed. Implementations must be safe to call from many tasks at once.
public protocol FeedStore: Sendable {
  /// Removes the cached feed. Deleting an empty store succeeds and changes nothing.
  func deleteCachedFeed() async throws
  /// Replaces the cached feed with `feed` saved at `timestamp`, as one atomic change.
  func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws
  /// Returns the cached feed, or `nil` when nothing is cached.
  func retrieve() async throws -> CachedFeed?
  /// Looks at the cache and deletes it when `shouldDelete` says so, as one atomic step: no write
  /// from another task or process lands between the look and the deletion, so a feed saved
  /// meanwhile is either seen by `shouldDelete` or saved after the deletion, never deleted unseen.
  /// `shouldDelete` runs once, inside that step. Returns whether the cache was deleted.
  ///
  /// Only a cache that can never be read is passed as ``StoredCache/unreadable``; an error that
  /// may pass (the store is busy or locked, an I/O error) is thrown and nothing is deleted.
  @discardableResult
  func deleteCachedFeed(if shouldDelete: @Sendable (StoredCache) -> Bool) async throws -> Bool
  /// Deletes the cached feed, then inserts `feed` saved at `timestamp`. A deletion error is thrown
  /// and nothing is inserted. A store that can do both in one atomic step (so that a crash leaves
  /// the old cache or the new one, never none) implements this; the default makes the two calls.
  func replaceCachedFeed(with feed: [LocalFeedImage], timestamp: Date) async throws
  /// Continues the cache `session` wrote last: when the cache still holds what `session` wrote
  /// (its last ``appendToCachedFeed(_:session:timestamp:wholeFeed:)``), adds `feed` after the
  /// cached images and stamps the cache with `timestamp`, keeping image data; otherwise replaces
  /// the cache with `wholeFeed()` (which ends with `feed`), as ``replaceCachedFeed(with:timestamp:)``
  /// does, and marks it as written by `session`. The check and the write are one atomic change,
  /// so two writers interleaving never mix their feeds. A store implements this in time
  /// proportional to `feed` while the session continues; the default always replaces the cache
  /// with `wholeFeed()`, which is correct but costs the whole feed.
  func appendToCachedFeed(
    _ feed: [LocalFeedImage], session: UUID, timestamp: Date,
    wholeFeed: @Sendable () -> [LocalFeedImage]
  ) async throws
}

extension FeedStore {
  public func replaceCachedFeed(with feed: [LocalFeedImage], timestamp: Date) async throws {
    try await deleteCachedFeed()
    try await insert(feed, timestamp: timestamp)
  }

  public func appendToCachedFeed(
    _ feed: [LocalFeedImage], session: UUID, timestamp: Date,
    wholeFeed: @Sendable () -> [LocalFeedImage]
  ) async throws {
    try await replaceCachedFeed(with: wholeFeed(), timestamp: timestamp)
  }
}
