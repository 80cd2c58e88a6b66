import Foundation
import Testing

/// In the editor, one typo hides nothing: the outline and the step diagnostics of the rest of the
/// file stay while a scenario does not parse.
@Suite("The editor keeps the outline and diagnostics while a file has a typo")
struct TypoHidesNothingTests {
  static let uri = "file:///work/Features/typo.feature"
  static let text = """
    Feature: Typo
      Scenario: Fine
        Given the cache is empty
      Scenario: Broken
        Given the cache is empty
        Wen the customer requests to see the feed
      Scenario: Undefined here
        Given the cache is emptyish

    """

  @Test("the outline lists every scenario, the one holding the typo included")
  func outlineStays() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    _ = try server.open(Self.uri, Self.text)

    let response = try server.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])

    let feature = try #require((response["result"] as? [[String: Any]])?.first)
    let names = (feature["children"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    #expect(names == ["Scenario: Fine", "Scenario: Broken", "Scenario: Undefined here"])
  }

  @Test("the typo and an undefined step elsewhere are both diagnosed")
  func diagnosticsStay() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()

    let diagnostics = try server.open(Self.uri, Self.text)

    let lines = diagnostics.compactMap {
      (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int
    }
    #expect(lines.sorted() == [5, 7], "\(diagnostics)")
    let messages = diagnostics.compactMap { $0["message"] as? String }
    #expect(messages.contains { $0.contains("'Wen' is not a keyword") }, "\(messages)")
    #expect(messages.contains { $0.contains("'the cache is emptyish' matches no sentence") })
  }
}
