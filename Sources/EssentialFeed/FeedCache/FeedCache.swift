import Foundation

/// Keeps a feed for later offline use.
public protocol FeedCache: Sendable {
  /// Replaces the cached feed with `feed`.
  func save(_ feed: [FeedImage]) async throws
  /// Adds `images` (a later page) after the cached feed, writing only them.
  func append(_ images: [FeedImage]) async throws
}
