import Foundation
import Testing

@testable import GherkinCommandLine

@Suite("NDJSON messages")
struct MessagesTests {
  @Test("a JSON string escapes quotes, backslashes and control characters")
  func escapesStrings() {
    let json = GherkinCommandLine.JSONValue.string("a\"b\\c\nd\u{01}é").serialized

    #expect(json == "\"a\\\"b\\\\c\\nd\\u0001é\"")
  }

  @Test("messages of a bad file are its source and each parse error, with location and uri")
  func badFileMessages() throws {
    let messages = Envelope.messages(uri: "bad.feature", source: "oops\n")

    #expect(messages.count == 2)
    let error = try #require(messages.last?.ndjsonLine)
    let object = try JSONSerialization.jsonObject(with: Data(error.utf8)) as? [String: Any]
    let parseError = object?["parseError"] as? [String: Any]
    let source = parseError?["source"] as? [String: Any]
    #expect(source?["uri"] as? String == "bad.feature")
    #expect((parseError?["message"] as? String)?.hasPrefix("(1:1): expected:") == true)
  }

  @Test("messages of a good file are its source, document and one pickle per scenario")
  func goodFileMessages() {
    let messages = Envelope.messages(
      uri: "good.feature", source: "Feature: F\n  Scenario: A\n    Given x\n  Scenario: B\n")

    let kinds = messages.map { message -> String in
      switch message {
      case .source: return "source"
      case .gherkinDocument: return "document"
      case .pickle: return "pickle"
      case .parseError: return "error"
      default: return "other"
      }
    }
    #expect(kinds == ["source", "document", "pickle", "pickle"])
  }
}
