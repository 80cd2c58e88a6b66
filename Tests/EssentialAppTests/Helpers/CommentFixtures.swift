import EssentialFeed
import Foundation

/// Two comments, written 5 minutes and 1 day before `now`, and what the comments screen shows for
/// them in English.
func commentsWrittenMinutesAndADayAgo(
  before now: Date
) -> (models: [ImageComment], shown: [ImageCommentViewModel]) {
  let models = [
    ImageComment(
      id: UUID(), message: "a message", createdAt: now.addingTimeInterval(-5 * 60),
      username: "a user"),
    ImageComment(
      id: UUID(), message: "another message", createdAt: now.addingTimeInterval(-86_400),
      username: "another user"),
  ]
  let shown = [
    ImageCommentViewModel(message: "a message", date: "5 minutes ago", username: "a user"),
    ImageCommentViewModel(message: "another message", date: "1 day ago", username: "another user"),
  ]
  return (models, shown)
}
