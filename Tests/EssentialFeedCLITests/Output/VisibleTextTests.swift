import EssentialFeed
import Foundation
import PrintableText
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
      ("marks \u{200E}\u{200F}\u{061C}", "marks \\u{200E}\\u{200F}\\u{61C}"),
      ("embeds \u{202A}\u{202B}\u{202C}\u{202D}", "embeds \\u{202A}\\u{202B}\\u{202C}\\u{202D}"),
      (
        "isolates \u{2066}\u{2067}\u{2068}\u{2069}", "isolates \\u{2066}\\u{2067}\\u{2068}\\u{2069}"
      ),
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
      FeedScreen(title: "My Feed", images: [image], source: .server))

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
    #expect(text.contains("  hi\n  \\u{1B}[2K"))
  }

  @Test("a comment's CRLF line breaks start indented lines, with no carriage return left")
  func commentsCRLF() {
    let screen = CommentsScreen(
      title: "Comments",
      comments: [
        CommentsScreen.Row(
          id: UUID(), message: "first\r\nFORGED, 1 day ago", username: "eve",
          createdAt: Date(timeIntervalSince1970: 0), relativeDate: "1 day ago")
      ])

    let text = CommentsTextRenderer.render(screen)

    #expect(text.contains("  first\n  FORGED, 1 day ago\n"))
    #expect(!text.unicodeScalars.contains("\r"))
    #expect(!text.contains("\\r"))
  }

  @Test("the JSON escapes every control character, C1 and bidi controls too, and keeps the text")
  func json() throws {
    let description =
      "\u{1B}]0;t\u{07} \u{9B}2J \u{7F} \u{2028} \u{202E} \u{0} \u{200E}\u{200F}\u{061C} "
      + "\u{202A}\u{202B}\u{202C}\u{202D} \u{2066}\u{2067}\u{2068}\u{2069} end"
    let image = FeedImage(
      id: UUID(), description: description, location: nil, url: URL(string: "https://a.com/1")!)

    let json = FeedJSONRenderer.render(
      FeedScreen(title: "My Feed", images: [image], source: .server))

    let bidi = Set<UInt32>([0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E])
      .union(0x2066...0x2069)
    #expect(!json.unicodeScalars.contains { bidi.contains($0.value) })
    let unsafe = json.unicodeScalars.filter { VisibleText.isUnsafe($0) && $0 != "\n" }
    #expect(unsafe.isEmpty, "raw: \(unsafe.map { String($0.value, radix: 16) })")
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let images = decoded?["images"] as? [[String: Any]]
    #expect(images?.first?["description"] as? String == description)
  }
}
