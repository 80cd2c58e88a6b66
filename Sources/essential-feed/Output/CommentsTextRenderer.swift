/// Renders a ``CommentsScreen`` for people: the title, then each comment's author, relative date
/// and message.
enum CommentsTextRenderer {
  static func render(_ screen: CommentsScreen) -> String {
    var lines = [screen.title]
    if screen.comments.isEmpty {
      lines += ["", "No comments yet."]
    }
    for comment in screen.comments {
      lines.append("")
      lines.append("\(comment.username), \(comment.relativeDate)")
      lines += comment.message.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "  " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
