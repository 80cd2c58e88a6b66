import Foundation
import Testing

/// The built `feed-specs language-server`, driven as an editor drives it: framed JSON-RPC over its
/// standard input and output.
@Suite("feed-specs language-server over stdio")
struct LanguageServerProtocolTests {
  static let uri = "file:///work/Features/typing.feature"

  static let valid = """
    Feature: Typing
      Scenario: A fresh cache
        Given the cache is 6 days old
        When the customer requests to see the feed
        Then the app should display the latest feed saved

    """

  @Test("initialize announces sync, completion, definition, hover, symbols and formatting")
  func initializeAnnouncesCapabilities() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    let response = try server.initialize()
    let capabilities = (response["result"] as? [String: Any])?["capabilities"] as? [String: Any]
    let sync = capabilities?["textDocumentSync"] as? [String: Any]
    #expect(sync?["openClose"] as? Bool == true)
    #expect(sync?["change"] as? Int == 2)
    #expect(capabilities?["completionProvider"] is [String: Any])
    for provider in [
      "definitionProvider", "hoverProvider", "documentSymbolProvider", "documentFormattingProvider",
    ] {
      #expect(capabilities?[provider] as? Bool == true, "\(provider)")
    }
  }

  @Test("didOpen publishes no diagnostics for a file whose steps are all defined")
  func openValidFile() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    #expect(try server.open(Self.uri, Self.valid).isEmpty)
  }

  @Test("didOpen publishes a parse error, in plain words, at its line and column")
  func openParseError() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let text =
      "Feature: Broken\n  Scenario: One\n    Given the cache is empty\n      | a |\n      | b | c |\n"
    let diagnostics = try server.open(Self.uri, text)
    #expect(diagnostics.count == 1)
    let error = try #require(diagnostics.first)
    #expect((error["message"] as? String)?.contains("different number of cells") == true)
    #expect(Self.start(of: error) == [4, 6])
    #expect(error["severity"] as? Int == 1)
  }

  @Test("didOpen publishes an undefined step on its line, naming the step")
  func openUndefinedStep() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let text = Self.valid.replacingOccurrences(
      of: "When the customer requests to see the feed", with: "When the customer dances")
    let diagnostics = try server.open(Self.uri, text)
    #expect(diagnostics.count == 1)
    #expect(
      (diagnostics.first?["message"] as? String)?.contains(
        "'the customer dances' matches no sentence") == true)
    #expect(Self.start(of: diagnostics.first) == [3, 4])
  }

  @Test("didChange with a range (incremental sync) republishes for the edited text")
  func incrementalChange() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    #expect(try server.open(Self.uri, Self.valid).isEmpty)
    // Replace "requests to see the feed" (line 3, after "    When the customer ") with "dances".
    let start = "    When the customer ".utf16.count
    try server.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": Self.uri, "version": 2],
        "contentChanges": [
          [
            "range": [
              "start": ["line": 3, "character": start],
              "end": ["line": 3, "character": start + "requests to see the feed".utf16.count],
            ],
            "text": "dances",
          ]
        ],
      ])
    let diagnostics = try server.diagnostics(for: Self.uri, version: 2)
    #expect(diagnostics.count == 1)
    #expect(
      (diagnostics.first?["message"] as? String)?.contains(
        "'the customer dances' matches no sentence") == true)
  }

  @Test("didChange without a range (full sync) replaces the text and clears fixed problems")
  func fullChange() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let broken = Self.valid.replacingOccurrences(of: "the cache is 6 days old", with: "cache what")
    #expect(try server.open(Self.uri, broken).count == 1)
    try server.notify(
      "textDocument/didChange",
      ["textDocument": ["uri": Self.uri, "version": 2], "contentChanges": [["text": Self.valid]]])
    #expect(try server.diagnostics(for: Self.uri, version: 2).isEmpty)
  }

  @Test("incremental positions count UTF-16 code units: an emoji before the edit takes two")
  func utf16Positions() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let text =
      "Feature: Emoji 😀 here\n  Scenario: One\n    Given the cache is empty\n    Then the cache is left as it was\n"
    #expect(try server.open(Self.uri, text).isEmpty)
    // Insert "X" right after the emoji: "Feature: Emoji " is 15 units, the emoji 2 more.
    try server.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": Self.uri, "version": 2],
        "contentChanges": [
          [
            "range": [
              "start": ["line": 0, "character": 17], "end": ["line": 0, "character": 17],
            ],
            "text": "X",
          ],
          [
            "range": [
              "start": ["line": 2, "character": 10], "end": ["line": 2, "character": 28],
            ],
            "text": "nothing at all",
          ],
        ],
      ])
    let diagnostics = try server.diagnostics(for: Self.uri, version: 2)
    #expect(
      (diagnostics.first?["message"] as? String)?.contains("'nothing at all' matches no sentence")
        == true)
    let symbols = try server.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])
    let feature = (symbols["result"] as? [[String: Any]])?.first
    #expect(feature?["name"] as? String == "Feature: Emoji 😀X here")
  }

  @Test("completion after a step keyword offers matching sentences as snippets with tab stops")
  func completeSentence() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let text = "Feature: Typing\n  Scenario: One\n    Given the cache is \n"
    _ = try server.open(Self.uri, text)
    let response = try server.request(
      "textDocument/completion",
      ["textDocument": ["uri": Self.uri], "position": ["line": 2, "character": 23]])
    let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]])
    let labels = items.compactMap { $0["label"] as? String }
    #expect(labels.contains("the cache is {age}"))
    #expect(labels.contains("the cache is empty"))
    #expect(!labels.contains("the customer has connectivity"))
    let age = try #require(items.first { $0["label"] as? String == "the cache is {age}" })
    #expect(age["insertTextFormat"] as? Int == 2)
    let edit = age["textEdit"] as? [String: Any]
    #expect(edit?["newText"] as? String == "the cache is ${1:age}")
    #expect(Self.start(of: edit) == [2, 10])
  }

  @Test(
    "completion names a regular expression's sentence as --list-steps does, not its raw pattern")
  func completionNamesSentenceInPlainWords() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let text = "Feature: Typing\n  Scenario: One\n    Given the cache cannot \n"
    _ = try server.open(Self.uri, text)
    let response = try server.request(
      "textDocument/completion",
      ["textDocument": ["uri": Self.uri], "position": ["line": 2, "character": 27]])
    let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]])
    let labels = items.compactMap { $0["label"] as? String }
    #expect(labels.contains("the cache cannot be read/written/deleted"))
    #expect(!labels.contains { $0.contains("^") || $0.contains("|") })
  }

  @Test("completion at the start of a line offers the dialect's keywords")
  func completeKeyword() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let text = "# language: fr\nFonctionnalité: Saisie\n  Scé\n"
    _ = try server.open(Self.uri, text)
    let response = try server.request(
      "textDocument/completion",
      ["textDocument": ["uri": Self.uri], "position": ["line": 2, "character": 5]])
    let items = (response["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
    let texts = items.compactMap { ($0["textEdit"] as? [String: Any])?["newText"] as? String }
    #expect(texts == ["Scénario: "])
  }

  @Test("completion after @ offers the tags used in the workspace's Features folder")
  func completeTag() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    _ = try server.open(Self.uri, "Feature: Tags\n  @fre\n  Scenario: One\n")
    let response = try server.request(
      "textDocument/completion",
      ["textDocument": ["uri": Self.uri], "position": ["line": 1, "character": 6]])
    let items = (response["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
    #expect(items.compactMap { $0["label"] as? String } == ["@fresh-cache"])
  }

  @Test("definition goes from a step to the Swift line of its step definition")
  func definition() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    _ = try server.open(Self.uri, Self.valid)
    let response = try server.request(
      "textDocument/definition",
      ["textDocument": ["uri": Self.uri], "position": ["line": 2, "character": 12]])
    let location = try #require((response["result"] as? [[String: Any]])?.first)
    let url = try #require(URL(string: location["uri"] as? String ?? ""))
    #expect(url.path.hasSuffix("Sources/FeedSpecs/Steps/CacheSteps.swift"))
    let line = try #require(Self.start(of: location)?.first)
    let source = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    // The registration call starts at that line; its sentence is on it or the next.
    #expect(source[line].contains("registry.given("))
    #expect(source[line...].prefix(2).contains { $0.contains("\"the cache is {age}\"") })
  }

  @Test("hover shows the step definition's expression, parameter types and location")
  func hover() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    _ = try server.open(Self.uri, Self.valid)
    let response = try server.request(
      "textDocument/hover",
      ["textDocument": ["uri": Self.uri], "position": ["line": 2, "character": 12]])
    let contents = (response["result"] as? [String: Any])?["contents"] as? [String: Any]
    let value = try #require(contents?["value"] as? String)
    #expect(value.contains("`the cache is {age}`"))
    #expect(value.contains("`{age}` (CacheAge) = \"6 days old\""))
    #expect(value.contains("Defined at FeedSpecs/CacheSteps.swift:"))
  }

  @Test("hover on a step of a file that does not parse still names its step definition")
  func hoverWhileBroken() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let text =
      "# language: fr\nFonctionnalité: Cassé\n  Scénario: Un\n    Soit the cache is empty\n  Nonsense\n"
    #expect(try server.open(Self.uri, text).count == 1)
    let response = try server.request(
      "textDocument/hover",
      ["textDocument": ["uri": Self.uri], "position": ["line": 3, "character": 8]])
    let contents = (response["result"] as? [String: Any])?["contents"] as? [String: Any]
    #expect((contents?["value"] as? String)?.contains("`the cache is empty`") == true)
  }

  @Test("documentSymbol lists the feature, rule, background, scenarios and examples")
  func documentSymbols() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let text = """
      Feature: Outline
        Background:
          Given the cache is empty
        Rule: Ages
          Scenario Outline: Ages
            Given the cache is <age>
            Examples: Young
              | age        |
              | 1 day old  |

      """
    _ = try server.open(Self.uri, text)
    let response = try server.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])
    let feature = try #require((response["result"] as? [[String: Any]])?.first)
    #expect(feature["name"] as? String == "Feature: Outline")
    let children = feature["children"] as? [[String: Any]] ?? []
    #expect(children.compactMap { $0["name"] as? String } == ["Background", "Rule: Ages"])
    let outline = (children.last?["children"] as? [[String: Any]])?.first
    #expect(outline?["name"] as? String == "Scenario Outline: Ages")
    let examples = (outline?["children"] as? [[String: Any]])?.first
    #expect(examples?["name"] as? String == "Examples: Young")
    #expect(Self.start(of: examples?["selectionRange"] as? [String: Any]) == [6, 0])
  }

  @Test("formatting aligns table columns and indents steps as Features/ does")
  func formatting() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let messy = "Feature: Messy\nScenario: One\nGiven the cache is empty\n|a|bb|\n| ccc |d|\n"
    _ = try server.open(Self.uri, messy)
    let response = try server.request(
      "textDocument/formatting",
      ["textDocument": ["uri": Self.uri], "options": ["tabSize": 2, "insertSpaces": true]])
    let edits = try #require(response["result"] as? [[String: Any]])
    #expect(edits.count == 1)
    #expect(
      edits.first?["newText"] as? String
        == "Feature: Messy\n  Scenario: One\n    Given the cache is empty\n      | a   | bb |\n      | ccc | d  |\n"
    )
  }

  @Test("shutdown then exit ends the server with status 0")
  func shutdownThenExit() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let response = try server.request("shutdown")
    #expect(response.keys.contains("result") && response["error"] == nil)
    try server.notify("exit")
    #expect(try server.waitForExit() == 0)
  }

  @Test("exit without shutdown ends the server with status 1")
  func exitWithoutShutdown() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    try server.notify("exit")
    #expect(try server.waitForExit() == 1)
  }

  @Test("a client that goes away (end of input) ends the server")
  func endOfInput() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    #expect(try server.finish() == 1)
  }

  @Test("a body that is not JSON gets a parse error with a null id, and the server goes on")
  func invalidJSON() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    server.send("{\"jsonrpc\": \"2.0\", \"id\": 1, ")
    let reply = try server.next()
    #expect((reply["error"] as? [String: Any])?["code"] as? Int == -32700)
    #expect(reply["id"] is NSNull)
    #expect(try server.initialize()["result"] != nil)
  }

  @Test("a message without jsonrpc 2.0 is an invalid request")
  func invalidRequest() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    server.send("{\"id\": 7, \"method\": \"initialize\"}")
    let reply = try server.next()
    #expect((reply["error"] as? [String: Any])?["code"] as? Int == -32600)
    #expect(reply["id"] as? Int == 7)
  }

  @Test("an unknown method gets method not found, naming the method")
  func unknownMethod() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let reply = try server.request("textDocument/teleport")
    let error = reply["error"] as? [String: Any]
    #expect(error?["code"] as? Int == -32601)
    #expect((error?["message"] as? String)?.contains("textDocument/teleport") == true)
  }

  @Test("a request before initialize gets server not initialized")
  func beforeInitialize() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    let reply = try server.request("textDocument/hover")
    #expect((reply["error"] as? [String: Any])?["code"] as? Int == -32002)
  }

  @Test(
    "a request on a document that is not open gets invalid params, one answered from kept JSON too",
    arguments: ["textDocument/hover", "textDocument/documentSymbol"])
  func invalidParams(method: String) throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let reply = try server.request(
      method,
      [
        "textDocument": ["uri": "file:///nowhere.feature"],
        "position": ["line": 0, "character": 0],
      ])
    let error = reply["error"] as? [String: Any]
    #expect(error?["code"] as? Int == -32602)
    #expect((error?["message"] as? String)?.contains("not open") == true)
  }

  /// `[line, character]` of a diagnostic's, edit's or location's range start (or of a range).
  static func start(of object: [String: Any]?) -> [Int]? {
    let range = object?["range"] as? [String: Any] ?? object
    guard let start = range?["start"] as? [String: Any], let line = start["line"] as? Int,
      let character = start["character"] as? Int
    else { return nil }
    return [line, character]
  }
}
