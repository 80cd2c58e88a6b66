import Foundation

/// The comments of an image as `essential-feed comments` shows them.
struct CommentsScreen: Equatable, Sendable {
  let title: String
  let comments: [Row]

  /// One comment, with its date both as a timestamp and in words ("5 minutes ago").
  struct Row: Equatable, Sendable {
    let id: UUID
    let message: String
    let username: String
    let createdAt: Date
    let relativeDate: String
  }
}
