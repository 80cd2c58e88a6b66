import Foundation

/// What the feed view displays: the images, in feed order.
public struct FeedViewModel: Sendable, Hashable {
  /// The feed's images.
  public let feed: [FeedImage]

  /// Creates a feed view model.
  public init(feed: [FeedImage]) {
    self.feed = feed
  }
}
