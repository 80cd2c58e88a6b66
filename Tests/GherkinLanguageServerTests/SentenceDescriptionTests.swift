import Foundation
import Testing

/// What each sentence checks, in a product owner's words, as the editor shows it: hover and
/// completion carry the sentence's description and topic, not only its Swift source.
@Suite("The editor says what a sentence checks")
struct SentenceDescriptionTests {
  static let uri = "file:///work/Features/comments.feature"

  @Test("hover on a step shows what its sentence checks and its topic")
  func hoverShowsDescription() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let text =
      "Feature: Comments\n  Scenario: Newest first\n    Then the app should display all comments for that image\n"
    _ = try server.open(Self.uri, text)

    let response = try server.request(
      "textDocument/hover",
      ["textDocument": ["uri": Self.uri], "position": ["line": 2, "character": 12]])

    let contents = (response["result"] as? [String: Any])?["contents"] as? [String: Any]
    let value = try #require(contents?["value"] as? String)
    #expect(value.contains("in the server's order"), "\(value)")
    #expect(value.contains("It checks no other order, such as newest first."), "\(value)")
    #expect(value.contains("Topic: The comments screen"), "\(value)")
  }

  @Test("completion items carry the sentence's description as documentation")
  func completionShowsDescription() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    _ = try server.open(Self.uri, "Feature: Typing\n  Scenario: One\n    Given the cache is \n")

    let response = try server.request(
      "textDocument/completion",
      ["textDocument": ["uri": Self.uri], "position": ["line": 2, "character": 23]])

    let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]])
    let age = try #require(items.first { $0["label"] as? String == "the cache is {age}" })
    #expect((age["documentation"] as? String)?.hasPrefix("Makes the cached feed that old") == true)
    #expect((age["detail"] as? String)?.hasPrefix("The cache · Given step") == true)
  }
}
