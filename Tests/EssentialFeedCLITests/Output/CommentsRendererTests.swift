import Foundation
import Testing

@testable import essential_feed

@Suite("Output: comments for people and for scripts")
struct CommentsRendererTests {
  @Test("the text shows the title, then each comment's author, relative date and message")
  func text() {
    let screen = CommentsScreen(
      title: "Comments",
      comments: [
        row(message: "What a view!", username: "ana", relativeDate: "5 minutes ago"),
        row(message: "Two\nlines", username: "bruno", relativeDate: "1 day ago"),
      ])

    #expect(
      CommentsTextRenderer.render(screen) == """
        Comments

        ana, 5 minutes ago
          What a view!

        bruno, 1 day ago
          Two
          lines

        """)
  }

  @Test("the text of no comments says so")
  func textEmpty() {
    #expect(
      CommentsTextRenderer.render(CommentsScreen(title: "Comments", comments: []))
        == "Comments\n\nNo comments yet.\n")
  }

  @Test("the JSON has stable keys and ISO 8601 dates")
  func json() throws {
    let comment = row(message: "Hi", username: "ana", relativeDate: "1 day ago")

    let text = CommentsJSONRenderer.render(CommentsScreen(title: "Comments", comments: [comment]))

    let json = try #require(
      JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(json["title"] as? String == "Comments")
    let comments = try #require(json["comments"] as? [[String: Any]])
    #expect(
      Set(comments[0].keys) == ["id", "message", "username", "created_at", "relative_date"])
    #expect(comments[0]["id"] as? String == comment.id.uuidString)
    #expect(comments[0]["created_at"] as? String == "2026-11-23T10:00:00Z")
    #expect(comments[0]["relative_date"] as? String == "1 day ago")
  }

  // MARK: - Helpers

  private func row(message: String, username: String, relativeDate: String) -> CommentsScreen.Row {
    CommentsScreen.Row(
      id: UUID(), message: message, username: username,
      createdAt: Date(timeIntervalSince1970: 1_795_428_000), relativeDate: relativeDate)
  }
}
