import PrintableText

/// Renders a ``CommentsScreen`` for people: the title, then each comment's author, relative date
/// and message. A message's own line breaks (any of them: `\n`, `\r\n`, `\r`, U+2028...) start
/// indented lines under its author; the server's
/// text is otherwise shown with its control characters made visible (``VisibleText``).
enum CommentsTextRenderer {
  static func render(_ screen: CommentsScreen) -> String {
    var lines = [screen.title]
    if screen.comments.isEmpty {
      lines += ["", "No comments yet."]
    }
    for comment in screen.comments {
      lines.append("")
      lines.append("\(VisibleText.escaping(comment.username)), \(comment.relativeDate)")
      lines += comment.message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .map { "  " + VisibleText.escaping(String($0)) }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
