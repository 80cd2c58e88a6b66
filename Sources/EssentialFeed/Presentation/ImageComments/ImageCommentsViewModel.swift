import Foundation

/// What the comments view displays: the comments, in the order they were loaded.
public struct ImageCommentsViewModel: Sendable, Hashable {
  /// The comments.
  public let comments: [ImageCommentViewModel]

  /// Creates a comments view model.
  public init(comments: [ImageCommentViewModel]) {
    self.comments = comments
  }
}
