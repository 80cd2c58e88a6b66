import Foundation
import Testing

/// The built `feed-specs language-server` against a client that sends what it should not: bad
/// ranges, oversized or broken headers, and changes faster than they can be analysed.
@Suite("feed-specs language-server against a careless client")
struct LanguageServerHostileClientTests {
  static let uri = LanguageServerProtocolTests.uri
  static let valid = LanguageServerProtocolTests.valid

  @Test(
    "a didChange whose range is reversed, negative, beyond the document or malformed is refused with an error message, and the document is kept",
    arguments: [
      (
        #"[{"range":{"start":{"line":2,"character":20},"end":{"line":2,"character":4}},"text":"x"}]"#,
        "change 1: the range is reversed: its end (line 2, character 4) is before its start"
      ),
      (
        #"[{"range":{"start":{"line":-1,"character":0},"end":{"line":2,"character":4}},"text":"x"}]"#,
        "change 1: range.start (line -1, character 0) is negative"
      ),
      (
        #"[{"range":{"start":{"line":2,"character":0},"end":{"line":2,"character":-3}},"text":"x"}]"#,
        "change 1: range.end (line 2, character -3) is negative"
      ),
      (
        #"[{"range":{"start":{"line":40,"character":0},"end":{"line":40,"character":0}},"text":"x"}]"#,
        "change 1: range.start is on line 40, beyond the document (its last line is 5)"
      ),
      (
        #"[{"range":"2:4","text":"x"}]"#,
        "change 1: range.start is not {\"line\": n, \"character\": n}"
      ),
      (
        #"[{"range":{"start":{"line":2,"character":"4"},"end":{"line":2,"character":4}},"text":"x"}]"#,
        "change 1: range.start is not {\"line\": n, \"character\": n}"
      ),
      (
        #"[{"range":{"start":{"line":2,"character":0},"end":{"line":2,"character":4}}}]"#,
        #"change 1: there is no "text" string"#
      ),
      (
        #"[{"text":"Feature: Gone\n"},{"range":{"start":{"line":0,"character":9},"end":{"line":0,"character":2}},"text":"x"}]"#,
        "change 2: the range is reversed"
      ),
    ])
  func badRangeIsRefused(changes: String, problem: String) throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    _ = try server.open(Self.uri, Self.valid)
    let contentChanges = try JSONSerialization.jsonObject(with: Data(changes.utf8))
    try server.notify(
      "textDocument/didChange",
      ["textDocument": ["uri": Self.uri, "version": 2], "contentChanges": contentChanges])
    let shown = try server.next { $0["method"] as? String == "window/showMessage" }
    let params = shown["params"] as? [String: Any]
    #expect(params?["type"] as? Int == 1)
    let message = try #require(params?["message"] as? String)
    #expect(message.contains("did not apply version 2 of \(Self.uri): \(problem)"))
    #expect(message.contains("keeps version 1"))
    // The text is the one opened: its step still reads as the step definition it names.
    let hover = try server.request(
      "textDocument/hover",
      ["textDocument": ["uri": Self.uri], "position": ["line": 2, "character": 12]])
    let contents = (hover["result"] as? [String: Any])?["contents"] as? [String: Any]
    #expect((contents?["value"] as? String)?.contains("`the cache is {age}`") == true)
  }

  @Test("a valid change after a refused one applies to the document as it was kept")
  func changeAfterRefusal() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    _ = try server.open(Self.uri, Self.valid)
    try server.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": Self.uri, "version": 2],
        "contentChanges": [["range": ["start": ["line": 9, "character": 0]], "text": "x"]],
      ])
    _ = try server.next { $0["method"] as? String == "window/showMessage" }
    let start = "    Given the cache is ".utf16.count
    try server.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": Self.uri, "version": 3],
        "contentChanges": [
          [
            "range": [
              "start": ["line": 2, "character": start],
              "end": ["line": 2, "character": start + "6 days old".utf16.count],
            ],
            "text": "gone",
          ]
        ],
      ])
    let diagnostics = try server.diagnostics(for: Self.uri, version: 3)
    #expect(diagnostics.count == 1)
    #expect(
      (diagnostics.first?["message"] as? String)?.contains("'the cache is gone' matches no")
        == true)
    #expect(LanguageServerProtocolTests.start(of: diagnostics.first) == [2, 4])
  }

  @Test(
    "a Content-Length over 64 MiB, or a header over 8 KiB, stops the server with status 2 and says why, without waiting for the body",
    arguments: [
      ("Content-Length: 67108865\r\n\r\n", "Content-Length of 67108865 bytes, over the limit"),
      ("Content-Length: 99999999999999999999999\r\n\r\n", "a number too large to read"),
      ("X-Padding: " + String(repeating: "a", count: 9_000), "longer than 8192 bytes"),
    ])
  func oversizeHeaderStopsTheServer(header: String, reason: String) throws {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lsp-stderr-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: log) }
    let server = try LanguageServerProcess(standardError: log)
    defer { server.close() }
    _ = try server.initialize()
    server.sendRaw(header)  // the input stays open: no body follows
    let shown = try server.next { $0["method"] as? String == "window/showMessage" }
    let message = (shown["params"] as? [String: Any])?["message"] as? String
    #expect(message?.contains(reason) == true)
    #expect(try server.waitForExit() == 2)
    let standardError = try String(contentsOf: log, encoding: .utf8)
    #expect(standardError.hasPrefix("feed-specs language-server stops: "))
    #expect(standardError.contains(reason))
  }

  @Test(
    "a header with no, two or a non-numeric Content-Length gets a parse error naming it, and the server goes on",
    arguments: [
      ("Content-Type: application/json", "the header has no Content-Length"),
      ("Content-Length: 2\r\nContent-Length: 3", "more than one Content-Length"),
      ("Content-Length: twelve", #"Content-Length "twelve" is not a length"#),
      ("Content-Length: -4", #"Content-Length "-4" is not a length"#),
    ])
  func brokenHeader(header: String, reason: String) throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    server.sendRaw(header + "\r\n\r\n")
    let error = try server.next()["error"] as? [String: Any]
    #expect(error?["code"] as? Int == -32700)
    #expect((error?["message"] as? String)?.contains(reason) == true)
    #expect(try server.initialize()["result"] != nil)
  }

  @Test(
    "changes sent in a burst are diagnosed once, for the last version, and a hover after them reads the last text"
  )
  func burstIsDiagnosedOnceForTheLastVersion() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    #expect(try server.open(Self.uri, Self.valid).isEmpty)
    let sentence = "When the customer requests to see the feed"
    var burst: [[String: Any]] = (2...10).map { version in
      let text = Self.valid.replacingOccurrences(
        of: sentence, with: "When the customer dances \(version)")
      return Self.change(version: version, text: text)
    }
    let last = Self.valid.replacingOccurrences(
      of: "the cache is 6 days old", with: "the cache is gone")
    burst.append(Self.change(version: 11, text: last))
    burst.append([
      "jsonrpc": "2.0", "id": 99, "method": "textDocument/hover",
      "params": ["textDocument": ["uri": Self.uri], "position": ["line": 3, "character": 12]],
    ])
    try server.sendAtOnce(burst)

    var published: [[String: Any]] = []
    var hover: String?
    var shutdownSent = false
    var shutdownAnswered = false
    // Read up to the hover's answer and the last version's diagnostics, in either order, then
    // up to the answer to a shutdown sent after them: no other diagnostics come late.
    while !shutdownAnswered {
      let message = try server.next()
      if message["method"] as? String == "textDocument/publishDiagnostics" {
        published.append(message["params"] as? [String: Any] ?? [:])
      } else if message["id"] as? Int == 99 {
        let contents = (message["result"] as? [String: Any])?["contents"] as? [String: Any]
        hover = contents?["value"] as? String ?? ""
      } else if message["id"] as? Int == 100 {
        shutdownAnswered = true
      }
      if !shutdownSent, hover != nil, published.last?["version"] as? Int == 11 {
        try server.sendAtOnce([["jsonrpc": "2.0", "id": 100, "method": "shutdown"]])
        shutdownSent = true
      }
    }
    #expect(published.map { $0["version"] as? Int } == [11])
    let diagnostics = published.last?["diagnostics"] as? [[String: Any]] ?? []
    #expect(diagnostics.count == 1)
    #expect((diagnostics.first?["message"] as? String)?.contains("'the cache is gone'") == true)
    #expect(hover?.contains("`the customer requests to see their/the feed`") == true)
  }

  static func change(version: Int, text: String) -> [String: Any] {
    [
      "jsonrpc": "2.0", "method": "textDocument/didChange",
      "params": [
        "textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]],
      ],
    ]
  }
}
