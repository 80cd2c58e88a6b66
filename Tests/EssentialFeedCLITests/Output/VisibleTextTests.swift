import EssentialFeed
import Foundation
import Testing

@testable import essential_feed

@Suite("Output: text from the server cannot act on the terminal")
struct VisibleTextTests {
  @Test(
    "control characters are shown as escapes, plain text is left as it is",
    arguments: [
      ("Sunset at the pier", "Sunset at the pier"),
      ("Café ☕️ Zürich", "Café ☕️ Zürich"),
      ("\u{1B}]0;pwned\u{07}", "\\u{1B}]0;pwned\\u{07}"),
      ("\u{1B}[2J", "\\u{1B}[2J"),
      ("one\r\nFORGED", "one\\r\\nFORGED"),
      ("tab\there", "tab\\there"),
      ("nul\u{0}byte", "nul\\u{00}byte"),
      ("c1 \u{9B}31m", "c1 \\u{9B}31m"),
      ("del\u{7F}", "del\\u{7F}"),
      ("bidi \u{202E}txt.exe", "bidi \\u{202E}txt.exe"),
      ("a\\nb", "a\\\\nb"),
    ])
  func escaping(text: String, shown: String) {
    #expect(VisibleText.escaping(text) == shown)
  }

  @Test("the feed text shows a description or location's control characters as escapes")
  func feedText() {
    let image = FeedImage(
      id: UUID(), description: "\u{1B}]0;title\u{07}\u{1B}[2Jhello\r\n2. Forged",
      location: "\u{9B}31mred", url: URL(string: "https://a.com/1.png")!)

    let text = FeedTextRenderer.render(
      FeedScreen(title: "My Feed", images: [image], origin: .server))

    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(!text.unicodeScalars.contains { $0 == "\r" || $0.value == 0x9B })
    #expect(text.contains("1. \\u{1B}]0;title\\u{07}\\u{1B}[2Jhello\\r\\n2. Forged"))
    #expect(text.contains("   \\u{9B}31mred"))
  }

  @Test("the comments text shows a user name or message's control characters as escapes")
  func commentsText() {
    let screen = CommentsScreen(
      title: "Comments",
      comments: [
        CommentsScreen.Row(
          id: UUID(), message: "hi\r\u{1B}[2K", username: "eve\u{1B}]0;x\u{07}",
          createdAt: Date(timeIntervalSince1970: 0), relativeDate: "1 day ago")
      ])

    let text = CommentsTextRenderer.render(screen)

    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0 == "\r" })
    #expect(text.contains("eve\\u{1B}]0;x\\u{07}, 1 day ago"))
    #expect(text.contains("  hi\\r\\u{1B}[2K"))
  }

  @Test("the JSON escapes every control character, C1 and bidi controls too, and keeps the text")
  func json() throws {
    let description = "\u{1B}]0;t\u{07} \u{9B}2J \u{7F} \u{2028} \u{202E} \u{0} end"
    let image = FeedImage(
      id: UUID(), description: description, location: nil, url: URL(string: "https://a.com/1")!)

    let json = FeedJSONRenderer.render(
      FeedScreen(title: "My Feed", images: [image], origin: .server))

    let unsafe = json.unicodeScalars.filter { VisibleText.isUnsafe($0) && $0 != "\n" }
    #expect(unsafe.isEmpty, "raw: \(unsafe.map { String($0.value, radix: 16) })")
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let images = decoded?["images"] as? [[String: Any]]
    #expect(images?.first?["description"] as? String == description)
  }
}
