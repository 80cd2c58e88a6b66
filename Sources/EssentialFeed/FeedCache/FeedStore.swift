import Foundation

/// Persists one cached feed. Implementations must be safe to call from many tasks at once.
public protocol FeedStore: Sendable {
  /// Removes the cached feed. Deleting an empty store succeeds and changes nothing.
  func deleteCachedFeed() async throws
  /// Replaces the cached feed with `feed` saved at `timestamp`, as one atomic change.
  func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws
  /// Returns the cached feed, or `nil` when nothing is cached.
  func retrieve() async throws -> CachedFeed?
  /// Deletes the cached feed, then inserts `feed` saved at `timestamp`. A deletion error is thrown
  /// and nothing is inserted. A store that can do both in one atomic step (so that a crash leaves
  /// the old cache or the new one, never none) implements this; the default makes the two calls.
  func replaceCachedFeed(with feed: [LocalFeedImage], timestamp: Date) async throws
  /// Adds `feed` after the cached images and stamps the cache with `timestamp`, as one atomic
  /// change; with nothing cached, `feed` becomes the cached feed. Image data is left alone. A
  /// store implements this in time proportional to `feed` (a later page adds only itself); the
  /// default reads the whole cache and writes it back.
  func appendToCachedFeed(_ feed: [LocalFeedImage], timestamp: Date) async throws
}

extension FeedStore {
  public func replaceCachedFeed(with feed: [LocalFeedImage], timestamp: Date) async throws {
    try await deleteCachedFeed()
    try await insert(feed, timestamp: timestamp)
  }

  public func appendToCachedFeed(_ feed: [LocalFeedImage], timestamp: Date) async throws {
    let cached = try await retrieve()?.feed ?? []
    try await replaceCachedFeed(with: cached + feed, timestamp: timestamp)
  }
}
