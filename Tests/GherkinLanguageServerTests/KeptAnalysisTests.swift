import FeedSpecs
import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinLanguageServer

/// The editor keeps one analysis per version of a document and answers repeated requests from
/// it; it publishes at most ``LanguageServer/diagnosticLimit`` diagnostics for a document and
/// says how many more there are.
@Suite("The editor's kept analysis and bounded diagnostics")
struct KeptAnalysisTests {
  static let uri = "file:///kept/kept.feature"
  static let text = """
    Feature: Kept

      @fresh-cache
      Scenario: One
        Given the cache is empty
        And the widget is flapped twice
        Then the app should display an empty feed

      Scenario: Two
        Given the customer has connectivity
        Then the app should display an empty feed

    """

  @Test("completion, hover and document symbols asked again and again use one analysis")
  func repeatedRequestsUseOneAnalysis() throws {
    var server = try ServerInProcess()
    try server.open(Self.uri, Self.text)
    for _ in 0..<3 {
      try server.request("textDocument/completion", position: (line: 4, character: 16))
      try server.request("textDocument/hover", position: (line: 4, character: 10))
      try server.request("textDocument/hover", position: (line: 5, character: 10))
      try server.request("textDocument/documentSymbol")
      server.session.publishPendingDiagnostics()
    }
    #expect(server.made.counts == [.parse: 1, .problems: 1, .symbols: 1, .tags: 1])
    #expect(try server.published().map(\.version) == [1])
    #expect(try server.answers(to: "textDocument/documentSymbol").count == 3)
    #expect(Set(try server.answers(to: "textDocument/documentSymbol")).count == 1)
    #expect(Set(try server.answers(to: "textDocument/completion")).count == 1)
  }

  @Test("a change that leaves the text as it was keeps the analysis for the new version")
  func unchangedTextKeepsTheAnalysis() throws {
    var server = try ServerInProcess()
    try server.open(Self.uri, Self.text)
    try server.request("textDocument/documentSymbol")
    // The editor replaces "Given" with "Given", then sends the whole text as it was.
    try server.change(
      version: 2,
      #"{"range":{"start":{"line":4,"character":4},"end":{"line":4,"character":9}},"text":"Given"}"#
    )
    let whole = try Self.jsonString(Self.text)
    try server.change(version: 3, #"{"text":\#(whole)}"#)
    try server.request("textDocument/documentSymbol")
    server.session.publishPendingDiagnostics()
    #expect(server.made.counts == [.parse: 1, .problems: 1, .symbols: 1])
    let published = try server.published()
    #expect(published.map(\.version) == [1, 3])
    #expect(published.map(\.diagnostics).allSatisfy { $0 == published[0].diagnostics })
    #expect(published[0].diagnostics.count == 1)
  }

  @Test("a change of the text makes a new analysis, once")
  func changedTextIsAnalysedAgain() throws {
    var server = try ServerInProcess()
    try server.open(Self.uri, Self.text)
    try server.change(
      version: 2,
      #"{"range":{"start":{"line":5,"character":8},"end":{"line":5,"character":35}},"text":"the cache is empty"}"#
    )
    try server.request("textDocument/documentSymbol")
    try server.request("textDocument/hover", position: (line: 5, character: 10))
    server.session.publishPendingDiagnostics()
    #expect(server.made.counts == [.parse: 2, .problems: 2, .symbols: 1])
    #expect(try server.published().map(\.diagnostics.count) == [1, 0])
  }

  @Test(
    "a file with more problems than the limit lists the first ones and one saying how many more")
  func diagnosticsAreBounded() throws {
    let limit = LanguageServer.diagnosticLimit
    var text = "Feature: Many undefined steps\n"
    for scenario in 0..<(limit + 5) {
      text +=
        "\n  Scenario: S\(scenario)\n    Given the widget \(scenario) is flapped\n"
        + "    Then the app should display an empty feed\n"
    }
    var server = try ServerInProcess()
    try server.open(Self.uri, text)
    let published = try #require(try server.published().first?.diagnostics)
    #expect(published.count == limit + 1)
    #expect(published.dropLast().allSatisfy { $0.severity == 1 })
    let more = try #require(published.last)
    #expect(more.severity == 3)
    #expect(more.message.hasPrefix("5 more problems are not listed, from this line on"))
    #expect(more.message.contains("the first \(limit) problems of a file"))
    // The line of the first step left out: 4 lines a scenario after the feature's line.
    #expect(more.line == 1 + 4 * limit + 2)
    #expect(published[limit - 1].line == 1 + 4 * (limit - 1) + 2)
  }

  @Test("the problems past the limit are located, not explained")
  func problemsPastTheLimitAreNotExplained() throws {
    let text = Self.undefinedSteps(5)
    let server = LanguageServer(registry: try FeedSpecs.registry())
    let document = TextDocument(text: text, version: 1)
    let analysis = FeatureAnalysis(text: text, uri: "t.feature", parser: GherkinParser())
    let problems = server.problems(of: document, analysis: analysis, limit: 3)
    #expect(problems.listed.map(\.range.start.line) == [2, 3, 4])
    #expect(problems.listed.allSatisfy { $0.message.contains("matches no sentence") })
    #expect(
      problems.unlisted == [Position(line: 5, character: 4), Position(line: 6, character: 4)])
    let published = server.published(problems, in: document, limit: 3)
    #expect(published.count == 4)
    #expect(published.last?.range.start == Position(line: 5, character: 0))
    #expect(published.last?.message.hasPrefix("2 more problems are not listed") == true)
  }

  @Test("a live run's failing steps count toward the limit; under it, they follow the problems")
  func failuresCountTowardTheLimit() throws {
    let text = Self.undefinedSteps(3)
    let server = LanguageServer(registry: try FeedSpecs.registry())
    let document = TextDocument(text: text, version: 1)
    let analysis = FeatureAnalysis(text: text, uri: "t.feature", parser: GherkinParser())
    let problems = server.problems(of: document, analysis: analysis, limit: 3)
    let failure = EditorDiagnostic(
      range: document.range(ofLines: 1...1), severity: .error, message: "failed")
    #expect(server.published(problems, adding: [failure], in: document, limit: 4).count == 4)
    #expect(server.published(problems, adding: [failure], in: document, limit: 4).last == failure)
    let bounded = server.published(problems, adding: [failure], in: document, limit: 3)
    #expect(bounded.map(\.range.start.line) == [1, 2, 3, 4])
    #expect(bounded.first == failure)
    #expect(bounded.last?.message.hasPrefix("1 more problem is not listed") == true)
    #expect(bounded.last?.severity == .information)
  }

  @Test("a step has a problem exactly when the catalogue explains one")
  func problemAgreesWithItsExplanation() throws {
    var registry = StepRegistry { () }
    registry.given("the cache is {int} days old") { _ in }
    registry.given("the cache is {} days old") { _ in }
    registry.given("the cache is empty") { _ in }
    let catalogue = StepCatalogue(registry)
    for text in ["the cache is empty", "the cache is 3 days old", "the cache is emptyy", ""] {
      #expect(catalogue.hasProblem(text) == (catalogue.problem(of: text) != nil), "\(text)")
    }
    #expect(catalogue.hasProblem("the cache is 3 days old"))
    #expect(!catalogue.hasProblem("the cache is empty"))
  }

  /// A feature of one scenario of `count` undefined steps, from line 2 (0-based).
  static func undefinedSteps(_ count: Int) -> String {
    "Feature: F\n  Scenario: S\n"
      + (0..<count).map { "    Given the widget \($0) is flapped\n" }.joined()
      + "    Then the app should display an empty feed\n"
  }

  /// `text` as a JSON string.
  static func jsonString(_ text: String) throws -> String {
    let array = String(decoding: try JSONSerialization.data(withJSONObject: [text]), as: UTF8.self)
    return String(array.dropFirst().dropLast())
  }
}

/// The parts of analyses a server made, counted.
final class MadeParts: @unchecked Sendable {
  private let lock = NSLock()
  private var made: [AnalysisPart: Int] = [:]

  func add(_ part: AnalysisPart) { lock.withLock { made[part, default: 0] += 1 } }

  var counts: [AnalysisPart: Int] { lock.withLock { made } }
}

/// A language server session driven in the test's own process, with the real FeedSpecs
/// registry, its messages written to a file the test reads back.
struct ServerInProcess {
  /// The FeedSpecs registry, made once per test process: every session's server reads it.
  static let registry = Result { try FeedSpecs.registry() }
  /// A server of ``registry``, made once per test process: each session's server is a copy of
  /// it (its step catalogue and parser made once), with its own observer.
  static let server = Result { LanguageServer(registry: try registry.get()) }

  /// A diagnostic as published: its line, severity and message.
  struct Published: Equatable {
    var line: Int
    var severity: Int
    var message: String
  }

  let made = MadeParts()
  /// The messages read back from ``output`` so far.
  private let read = WrittenMessages()
  var session: Session
  private let output: URL
  /// The file the session writes to, open while the session is.
  private let handle: FileHandle
  /// The method of each request sent, by its id.
  private var methods: [Int: String] = [:]

  init() throws {
    var server = try Self.server.get()
    let made = self.made
    server.analysisObserver = { part, _ in made.add(part) }
    output = FileManager.default.temporaryDirectory
      .appendingPathComponent("kept-analysis-\(UUID().uuidString).jsonl")
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
      throw ServerTestError("cannot write \(output.path)")
    }
    handle = try FileHandle(forWritingTo: output)
    session = Session(server: server, writer: MessageWriter(descriptor: handle.fileDescriptor))
    _ = session.handle(
      Data(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
  }

  /// Opens `text` as version 1 of `uri` and publishes its diagnostics.
  mutating func open(_ uri: String, _ text: String) throws {
    _ = session.handle(
      Data(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"gherkin","version":1,"text":\#(try KeptAnalysisTests.jsonString(text))}}}"#
          .utf8))
    session.publishPendingDiagnostics()
  }

  /// Sends a change of the test's document (`change` a JSON content change) as `version`.
  mutating func change(version: Int, _ change: String) throws {
    _ = session.handle(
      Data(
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(KeptAnalysisTests.uri)","version":\#(version)},"contentChanges":[\#(change)]}}"#
          .utf8))
  }

  /// Sends a request about the test's document, at `position` when given.
  mutating func request(_ method: String, position: (line: Int, character: Int)? = nil) throws {
    let id = methods.count + 1
    methods[id] = method
    let at = position.map { #","position":{"line":\#($0.line),"character":\#($0.character)}"# }
    _ = session.handle(
      Data(
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"textDocument":{"uri":"\#(KeptAnalysisTests.uri)"}\#(at ?? "")}}"#
          .utf8))
  }

  /// The messages written so far, as JSON objects. Each call reads only what was written since
  /// the last one: a long session's checks stay linear in its messages.
  func messages() throws -> [[String: Any]] {
    try read.messages(in: output)
  }

  /// The diagnostics published, with their versions, in order.
  func published() throws -> [(version: Int, diagnostics: [Published])] {
    try messages().compactMap { message in
      guard message["method"] as? String == "textDocument/publishDiagnostics",
        let params = message["params"] as? [String: Any]
      else { return nil }
      let diagnostics = (params["diagnostics"] as? [[String: Any]] ?? []).map { diagnostic in
        let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Any]
        return Published(
          line: start?["line"] as? Int ?? -1, severity: diagnostic["severity"] as? Int ?? 0,
          message: diagnostic["message"] as? String ?? "")
      }
      return (params["version"] as? Int ?? 0, diagnostics)
    }
  }

  /// The results of the requests sent with `method`, in order, as JSON texts.
  func answers(to method: String) throws -> [String] {
    try messages().indices.compactMap { index in
      guard let id = read.message(index)["id"] as? Int, methods[id] == method else { return nil }
      return try read.resultText(index)
    }
  }
}

/// The framed messages a session wrote to its file, parsed as they come: each read takes only
/// the frames written since the last, and a result is written as sorted JSON once.
final class WrittenMessages {
  private var offset: UInt64 = 0
  private var parsed: [[String: Any]] = []
  private var resultTexts: [Int: String] = [:]

  /// Every message in `file` so far, in order.
  func messages(in file: URL) throws -> [[String: Any]] {
    let handle = try FileHandle(forReadingFrom: file)
    defer { try? handle.close() }
    try handle.seek(toOffset: offset)
    var rest = (try handle.readToEnd() ?? Data())[...]
    while let headerEnd = rest.range(of: Data("\r\n\r\n".utf8)) {
      let header = String(decoding: rest[..<headerEnd.lowerBound], as: UTF8.self)
      let length = try #require(Int(header.dropFirst("Content-Length: ".count)))
      guard rest.endIndex - headerEnd.upperBound >= length else { break }
      let body = rest[headerEnd.upperBound..<headerEnd.upperBound + length]
      parsed.append(try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:])
      offset += UInt64(headerEnd.upperBound + length - rest.startIndex)
      rest = rest[(headerEnd.upperBound + length)...]
    }
    return parsed
  }

  /// The message at `index` among those read.
  func message(_ index: Int) -> [String: Any] { parsed[index] }

  /// The result of the message at `index` as JSON with sorted keys, or `nil` when it has none.
  func resultText(_ index: Int) throws -> String? {
    if let text = resultTexts[index] { return text }
    guard let result = parsed[index]["result"] else { return nil }
    let data = try JSONSerialization.data(
      withJSONObject: result, options: [.sortedKeys, .fragmentsAllowed])
    let text = String(decoding: data, as: UTF8.self)
    resultTexts[index] = text
    return text
  }
}
