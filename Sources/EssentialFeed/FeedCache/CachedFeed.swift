import Foundation

/// A feed as a ``FeedStore`` holds it: the images and when they were saved.
public struct CachedFeed: Sendable, Hashable {
  /// The cached images, in feed order.
  public let feed: [LocalFeedImage]
  /// When the feed was saved.
  public let timestamp: Date

  /// Creates a cached feed.
  public init(feed: [LocalFeedImage], timestamp: Date) {
    self.feed = feed
    self.timestamp = timestamp
  }
}
