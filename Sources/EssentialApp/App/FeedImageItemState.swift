import EssentialFeed
import Foundation

/// What one image of the feed screen shows: its description and location, and its data once
/// loaded.
public struct FeedImageItemState: Sendable, Hashable {
  /// The image shown.
  public let image: FeedImage
  /// The image's description and location, as the presenter maps them.
  public var viewModel: FeedImageViewModel { FeedImagePresenter.map(image) }
  /// The image data, once loaded.
  public internal(set) var data: Data?
  /// Whether the image data is being loaded.
  public internal(set) var isLoading: Bool
  /// Whether the last load failed, so a retry is offered.
  public internal(set) var shouldRetry: Bool

  init(image: FeedImage) {
    self.image = image
    self.data = nil
    self.isLoading = false
    self.shouldRetry = false
  }
}
