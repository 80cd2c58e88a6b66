import EssentialFeed
import Foundation

/// What the comments screen of one image shows.
public struct CommentsScreenState: Sendable, Hashable {
  /// The image whose comments are shown.
  public let image: FeedImage
  /// The screen's title ("Comments").
  public let title: String
  /// The comments, with relative dates.
  public internal(set) var comments: [ImageCommentViewModel] = []
  /// Whether the comments are being loaded.
  public internal(set) var isLoading: Bool = false
  /// The error message shown, if any.
  public internal(set) var errorMessage: String?

  init(image: FeedImage, title: String) {
    self.image = image
    self.title = title
  }
}
