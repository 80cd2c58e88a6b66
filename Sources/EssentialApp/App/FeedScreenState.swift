import EssentialFeed
import Foundation

/// What the feed screen shows.
public struct FeedScreenState: Sendable, Hashable {
  /// The screen's title ("My Feed").
  public let title: String
  /// The images shown, in feed order.
  public internal(set) var images: [FeedImageItemState] = []
  /// Whether the feed is being loaded.
  public internal(set) var isLoading: Bool = false
  /// The error message shown, if any ("Couldn't connect to server").
  public internal(set) var errorMessage: String?
  /// The "load more" row.
  public internal(set) var loadMore = LoadMoreState()

  init(title: String) {
    self.title = title
  }

  /// The state of `image`'s view, or `nil` when the feed does not show it.
  public func item(for image: FeedImage) -> FeedImageItemState? {
    images.first { $0.image.id == image.id }
  }
}
