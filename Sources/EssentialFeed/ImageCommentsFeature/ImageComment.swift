import Foundation

/// A comment someone left on a feed image.
public struct ImageComment: Sendable, Hashable {
  /// The comment's identity on the server.
  public let id: UUID
  /// The comment's text.
  public let message: String
  /// When the comment was written.
  public let createdAt: Date
  /// Who wrote the comment.
  public let username: String

  /// Creates an image comment.
  public init(id: UUID, message: String, createdAt: Date, username: String) {
    self.id = id
    self.message = message
    self.createdAt = createdAt
    self.username = username
  }
}
