import Foundation

/// Keeps a feed for later offline use.
public protocol FeedCache: Sendable {
  /// Replaces the cached feed with `feed`.
  func save(_ feed: [FeedImage]) async throws
  /// Adds `images` (a later page) after `earlier`, the feed as `session` saved or extended it
  /// last. While the cache still holds what `session` wrote last, only `images` are written;
  /// otherwise (another writer came in between, or `session` has not written yet or its last write
  /// failed) the cache is replaced with `earlier + images`, so it never mixes two feeds.
  func append(_ images: [FeedImage], after earlier: [FeedImage], session: UUID) async throws
}
