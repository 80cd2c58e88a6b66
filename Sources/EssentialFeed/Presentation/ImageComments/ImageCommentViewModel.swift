import Foundation

/// What one comment's view displays.
public struct ImageCommentViewModel: Sendable, Hashable {
  /// The comment's text.
  public let message: String
  /// When the comment was written, relative to now, such as "5 minutes ago".
  public let date: String
  /// Who wrote the comment.
  public let username: String

  /// Creates a comment view model.
  public init(message: String, date: String, username: String) {
    self.message = message
    self.date = date
    self.username = username
  }
}
