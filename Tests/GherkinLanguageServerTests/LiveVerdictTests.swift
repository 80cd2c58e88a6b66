import Foundation
import Testing

/// Live verdicts, as a product owner sees them in the editor: a team's command line on
/// GherkinCommand (`gherkin-editor-fixture`) serves `language-server`, runs each open document
/// in a child process as it changes, and shows each scenario's verdict as a code lens.
@Suite("language-server live verdicts")
struct LiveVerdictTests {
  static let uri = "file:///work/Features/counting.feature"

  /// A feature of one scenario whose steps are `steps`, with `tags` above the scenario.
  static func feature(_ steps: [String], tags: String = "") -> String {
    "Feature: Counting\n" + (tags.isEmpty ? "" : "  \(tags)\n") + "  Scenario: Adding up\n"
      + steps.map { "    \($0)\n" }.joined()
  }

  static let passing = feature(["Given a count of 1", "When 2 is added", "Then the count is 3"])
  static let failing = feature([
    "Given a count of 1", "When 2 is added", "Then the count is 4", "And the count is 3",
  ])
  static let hanging = feature(["Given a count of 1", "When the step never returns"])

  /// The lenses of `text` once its run settled, in a fresh fixture server.
  static func settled(_ text: String, arguments: [String] = []) throws -> [Int: String] {
    let server = try LanguageServerProcess.fixture(arguments: arguments)
    defer { server.close() }
    _ = try server.open(uri, text)
    return try server.settledLenses(uri)
  }

  /// The server's answer to a hover over the first step (line 3).
  static func hoverOnFirstStep(_ server: LanguageServerProcess) throws -> [String: Any] {
    try server.request(
      "textDocument/hover",
      ["textDocument": ["uri": uri], "position": ["line": 2, "character": 6]])
  }

  @Test("a GherkinCommand serves language-server: initialize names code lenses and commands")
  func gherkinCommandServesLanguageServer() throws {
    let server = try LanguageServerProcess(executable: "gherkin-editor-fixture")
    defer { server.close() }
    let response = try server.initialize()
    let capabilities = (response["result"] as? [String: Any])?["capabilities"] as? [String: Any]
    #expect(capabilities?["hoverProvider"] as? Bool == true)
    #expect(capabilities?["codeLensProvider"] is [String: Any])
    let commands = (capabilities?["executeCommandProvider"] as? [String: Any])?["commands"]
    #expect(commands as? [String] == ["gherkin.runScenario", "gherkin.runFile"])
    #expect(try server.request("shutdown")["result"] is NSNull)
    #expect(try server.finish() == 0)
  }

  @Test("a scenario that passes shows `passed` above it and leaves no error")
  func passingScenarioShowsPassed() throws {
    let server = try LanguageServerProcess.fixture()
    defer { server.close() }
    _ = try server.open(Self.uri, Self.passing)
    let lenses = try server.settledLenses(Self.uri)
    #expect(lenses[0] == "run the whole file")
    #expect(lenses[1] == "passed · run again")
    #expect(server.lastPublished[Self.uri]?.diagnostics.isEmpty == true)
  }

  @Test("a failing scenario shows `failed at line N`, the step's error in the run's words")
  func failingStepIsAnErrorAtItsLine() throws {
    let server = try LanguageServerProcess.fixture()
    defer { server.close() }
    _ = try server.open(Self.uri, Self.failing)
    #expect(try server.settledLenses(Self.uri)[1] == "failed at line 5 · run again")
    // The verdict's diagnostics are published before the lens refresh that shows it.
    let diagnostics = try #require(server.lastPublished[Self.uri]?.diagnostics)
    #expect(diagnostics.count == 1, "the skipped step after it gets nothing")
    let error = try #require(diagnostics.first)
    #expect(error["message"] as? String == "expected the count 4 but it is 3")
    #expect(error["severity"] as? Int == 1)
    let start = (error["range"] as? [String: Any])?["start"] as? [String: Any]
    #expect(start?["line"] as? Int == 4)
  }

  @Test("each Examples row has its own lens and verdict")
  func examplesRowsHaveTheirOwnVerdicts() throws {
    let text = """
      Feature: Counting
        Scenario Outline: Sums
          Given a count of <start>
          When <more> is added
          Then the count is <sum>

          Examples:
            | start | more | sum |
            | 1     | 2    | 3   |
            | 1     | 1    | 5   |

      """
    let lenses = try Self.settled(text)
    #expect(lenses[1] == nil, "the outline itself runs as its rows")
    #expect(lenses[8] == "passed · run again")
    #expect(lenses[9] == "failed at line 5 · run again")
  }

  @Test("a step without definition shows `undefined`, a pending one `pending`")
  func undefinedAndPendingScenarios() throws {
    let undefined = try Self.settled(Self.feature(["Given a count of 1", "When 2 is multiplied"]))
    #expect(undefined[1] == "undefined: a step has no definition yet · run again")
    let pending = try Self.settled(Self.feature(["When the work is not done yet"]))
    #expect(pending[1] == "pending: a step is not done yet · run again")
  }

  @Test("a @proposed scenario not passing yet waits for a developer")
  func proposedScenarioWaitsForADeveloper() throws {
    let lenses = try Self.settled(Self.feature(["When 2 is multiplied"], tags: "@proposed"))
    #expect(lenses[2] == "waiting for a developer (@proposed) · run again")
  }

  @Test("a hanging step is stopped at the time limit and says so; hover answers meanwhile")
  func hangingStepIsStoppedAndSaysSo() throws {
    let server = try LanguageServerProcess.fixture(arguments: ["--run-time-limit", "1"])
    defer { server.close() }
    _ = try server.open(Self.uri, Self.hanging)
    #expect(try Self.hoverOnFirstStep(server)["result"] is [String: Any])
    #expect(
      try server.settledLenses(Self.uri)[1]
        == "stopped after 1 s: a step did not finish · run again")
  }

  @Test("the editor answers while a step hangs: the hover comes before the run's verdict")
  func hoverIsAnsweredDuringAHangingRun() throws {
    let server = try LanguageServerProcess.fixture(arguments: ["--run-time-limit", "600"])
    defer { server.close() }
    _ = try server.open(Self.uri, Self.hanging)
    #expect(try Self.hoverOnFirstStep(server)["result"] is [String: Any])
    #expect(try server.lenses(Self.uri)[1] == "running…")
    // The server stops the run it leaves behind when it ends.
    _ = try server.request("shutdown")
    #expect(try server.finish() == 0)
  }

  @Test("a step that crashes its run shows that the run crashed; the server keeps answering")
  func crashingRunIsShownAndTheServerLives() throws {
    let server = try LanguageServerProcess.fixture()
    defer { server.close() }
    _ = try server.open(Self.uri, Self.feature(["Given a count of 1", "When the program crashes"]))
    #expect(try server.settledLenses(Self.uri)[1] == "stopped: the run crashed · run again")
    #expect(try Self.hoverOnFirstStep(server)["result"] is [String: Any])
  }

  @Test("a newer version stops the older one's run: only the latest verdict shows")
  func newerVersionCancelsTheOlderRun() throws {
    let server = try LanguageServerProcess.fixture(arguments: ["--run-time-limit", "600"])
    defer { server.close() }
    _ = try server.open(Self.uri, Self.hanging)
    try server.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": Self.uri, "version": 2],
        "contentChanges": [["text": Self.failing]],
      ])
    #expect(try server.settledLenses(Self.uri)[1] == "failed at line 5 · run again")
    let published = try #require(server.lastPublished[Self.uri])
    #expect(published.version == 2)
    #expect(
      published.diagnostics.map { $0["message"] as? String } == [
        "expected the count 4 but it is 3"
      ])
  }

  @Test("a lens's command and the whole file's command are accepted and end in a verdict")
  func lensCommandsRunAgain() throws {
    let server = try LanguageServerProcess.fixture()
    defer { server.close() }
    _ = try server.open(Self.uri, Self.passing)
    #expect(try server.settledLenses(Self.uri)[1] == "passed · run again")
    for (command, arguments) in [
      ("gherkin.runScenario", [Self.uri, 2] as [Any]), ("gherkin.runFile", [Self.uri]),
    ] {
      let response = try server.request(
        "workspace/executeCommand", ["command": command, "arguments": arguments])
      #expect(response["result"] is NSNull)
      #expect(try server.settledLenses(Self.uri)[1] == "passed · run again")
    }
  }

  @Test("a command naming no open document is refused with the reason")
  func commandForAClosedDocumentIsRefused() throws {
    let server = try LanguageServerProcess.fixture()
    defer { server.close() }
    let response = try server.request(
      "workspace/executeCommand", ["command": "gherkin.runFile", "arguments": [Self.uri]])
    let message = (response["error"] as? [String: Any])?["message"] as? String
    #expect(message?.contains("not the URI of an open document") == true)
  }

  @Test("a run leaves nothing behind in the temporary folder, not even what its steps wrote")
  func runLeavesNothingOnDisk() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "live-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    let server = try LanguageServerProcess.fixture(environment: environment)
    defer { server.close() }
    _ = try server.open(Self.uri, Self.feature(["When a file is written to the temporary folder"]))
    #expect(try server.settledLenses(Self.uri)[1] == "passed · run again")
    // A run's folder goes when the run ends; every run has ended once the server has.
    _ = try server.request("shutdown")
    #expect(try server.finish() == 0)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left == [], "\(left)")
  }

  @Test("--run-time-limit without a number of seconds is a usage error")
  func runTimeLimitMustBeSeconds() throws {
    let server = try LanguageServerProcess(
      executable: "gherkin-editor-fixture", arguments: ["--run-time-limit", "soon"])
    defer { server.close() }
    #expect(try server.waitForExit() == 2)
  }
}
