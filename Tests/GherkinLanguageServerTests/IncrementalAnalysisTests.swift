import Foundation
import Testing

@testable import GherkinLanguageServer

/// After an edit, the server reuses what earlier versions found (the answers about step texts it
/// has seen): what it publishes must be what a server that never saw the earlier versions finds.
@Suite("An edited document is analysed as if it were opened afresh")
struct IncrementalAnalysisTests {
  static let uri = KeptAnalysisTests.uri
  static let text = """
    Feature: Edited

      Background:
        Given the customer has connectivity

      @fresh-cache
      Scenario: Fresh
        Given the cache is 3 days old
        When the customer requests to see the feed
        Then the app should display the latest feed saved

      Scenario: Undefined
        Given the widget is flapped twice
        Then the customer has connectivity

      Scenario Outline: Ages
        Given the cache is <age> days old
        When the customer requests to see the feed
        Then the app should display the latest feed saved

        Examples:
          | age |
          | 1   |
          | 9   |

    """

  /// Edits as the editor sends them, each a content change of version 2, 3, …: what each does.
  static let edits: [(does: String, change: String)] = [
    (
      "change a step's text",
      #"{"range":{"start":{"line":7,"character":10},"end":{"line":7,"character":33}},"text":"the cache is empty"}"#
    ),
    (
      "insert a scenario",
      #"{"range":{"start":{"line":11,"character":0},"end":{"line":11,"character":0}},"text":"  Scenario: Inserted\n    Given the widget is flapped thrice\n    When the customer requests to see the feed\n\n"}"#
    ),
    (
      "delete lines",
      #"{"range":{"start":{"line":15,"character":0},"end":{"line":18,"character":0}},"text":""}"#
    ),
    (
      "give the file a language header",
      ##"{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":"# language: fr\n"}"##
    ),
    (
      "take the header away",
      #"{"range":{"start":{"line":0,"character":0},"end":{"line":1,"character":0}},"text":""}"#
    ),
    (
      "break the file with a stray line among the steps",
      #"{"range":{"start":{"line":8,"character":0},"end":{"line":8,"character":0}},"text":"    | a stray cell\n  Examples bogus\n"}"#
    ),
    (
      "mend it again",
      #"{"range":{"start":{"line":8,"character":0},"end":{"line":10,"character":0}},"text":""}"#
    ),
    (
      "misspell a keyword",
      #"{"range":{"start":{"line":8,"character":4},"end":{"line":8,"character":8}},"text":"Whne"}"#
    ),
  ]

  @Test("after each edit, the diagnostics and the outline equal those of the text opened afresh")
  func editedEqualsFresh() throws {
    var edited = try ServerInProcess()
    try edited.open(Self.uri, Self.text)
    var found: [[ServerInProcess.Published]] = []
    for (number, edit) in Self.edits.enumerated() {
      try edited.change(version: number + 2, edit.change)
      found.append(try expectSameAsFresh(&edited, version: number + 2, after: edit.does))
    }
    // The header and the broken file change what is found; taking them away gives it back.
    #expect(!found[2].isEmpty)
    #expect(found[3] != found[2])
    #expect(found[4] == found[2])
    #expect(found[5] != found[4])
    #expect(found[6] == found[4])
  }

  @Test("a change the server refuses keeps a version whose analysis equals a fresh one")
  func refusedChangeKeepsAFreshEqualAnalysis() throws {
    var edited = try ServerInProcess()
    try edited.open(Self.uri, Self.text)
    try edited.change(version: 2, Self.edits[0].change)
    try expectSameAsFresh(&edited, version: 2, after: "a step changed")
    // A range beyond the document: refused, version 2 stays.
    try edited.change(
      version: 3,
      #"{"range":{"start":{"line":400,"character":0},"end":{"line":401,"character":0}},"text":"x"}"#
    )
    #expect(edited.session.documents[Self.uri]?.text.version == 2)
    try expectSameAsFresh(&edited, version: 2, after: "a refused change")
  }

  @Test("a whole new text sent after edits is analysed as if opened afresh")
  func wholeTextAfterEditsEqualsFresh() throws {
    var edited = try ServerInProcess()
    try edited.open(Self.uri, Self.text)
    try edited.change(version: 2, Self.edits[1].change)
    let replaced = Self.text.replacingOccurrences(of: "3 days old", with: "three days old")
    try edited.change(version: 3, #"{"text":\#(try KeptAnalysisTests.jsonString(replaced))}"#)
    try expectSameAsFresh(&edited, version: 3, after: "the whole text sent")
  }

  @Test("answers asked again in each generation stay remembered however many others pass")
  func memoKeepsTheTextsAskedAgain() {
    let memo = Memo<String, Int>(limit: 4)
    var made = 0
    func ask(_ key: String) -> Int {
      memo(key) {
        made += 1
        return key.count
      }
    }
    // "kept" is asked once in every run of four new keys: it is never made again.
    for round in 0..<5 {
      #expect(ask("kept") == 4)
      for other in 0..<3 { _ = ask("other \(round) \(other)") }
    }
    #expect(made == 1 + 5 * 3)
    // A key not asked for two generations is forgotten, and made again.
    _ = ask("other 0 0")
    #expect(made == 1 + 5 * 3 + 1)
  }

  /// Expects `edited`'s last published diagnostics (of `version`), its problems with their
  /// ranges and its outline to be those of a new server opened with its current text, and its
  /// problems those of its text scanned whole (no block kept); returns those diagnostics.
  @discardableResult
  func expectSameAsFresh(
    _ edited: inout ServerInProcess, version: Int, after what: String
  ) throws -> [ServerInProcess.Published] {
    let text = try #require(edited.session.documents[Self.uri]?.text.text)
    edited.session.publishPendingDiagnostics()
    try edited.request("textDocument/documentSymbol")
    var fresh = try ServerInProcess()
    try fresh.open(Self.uri, text)
    try fresh.request("textDocument/documentSymbol")
    let published = try #require(try edited.published().last, "\(what)")
    #expect(published.version == version, "\(what)")
    #expect(published.diagnostics == (try fresh.published().last?.diagnostics), "\(what)")
    let problems = edited.session.problems(Self.uri)
    let freshProblems = fresh.session.problems(Self.uri)
    #expect(problems.listed == freshProblems.listed, "\(what)")
    #expect(problems.unlisted == freshProblems.unlisted, "\(what)")
    // The whole file scanned in one pass, as the command line scans it, without any block kept.
    let document = try #require(edited.session.documents[Self.uri]?.text)
    let wholeFile = edited.session.server.problems(
      of: document, analysis: edited.session.analysis(Self.uri),
      limit: LanguageServer.diagnosticLimit)
    #expect(problems.listed == wholeFile.listed, "\(what): the file scanned whole")
    #expect(problems.unlisted == wholeFile.unlisted, "\(what): the file scanned whole")
    #expect(
      try edited.answers(to: "textDocument/documentSymbol").last
        == (try fresh.answers(to: "textDocument/documentSymbol").last), "\(what)")
    try expectSameParse(
      edited.session.analysis(Self.uri), fresh.session.analysis(Self.uri), what)
    return published.diagnostics
  }

  /// Expects `analysis` to hold what `fresh` holds, ids aside: the same document (every node
  /// where it stands: doc strings, tables with their rows and cells, Examples, tags, comments),
  /// steps, texts to match for each step, outline steps and pickles.
  func expectSameParse(
    _ analysis: FeatureAnalysis, _ fresh: FeatureAnalysis, _ what: String
  ) throws {
    let document = try Self.withoutIds(analysis.document)
    let freshDocument = try Self.withoutIds(fresh.document)
    #expect(document == freshDocument, "\(what): the document")
    #expect(analysis.steps.map(\.location) == fresh.steps.map(\.location), "\(what)")
    for step in fresh.steps {
      let kept = analysis.step(onLine: step.location.line - 1)
      #expect(kept?.text == step.text, "\(what): line \(step.location.line)")
      #expect(kept.map(analysis.texts(of:)) == fresh.texts(of: step), "\(what)")
      #expect(
        kept.map { analysis.outlineSteps.contains($0.id) } == fresh.outlineSteps.contains(step.id),
        "\(what): line \(step.location.line)")
    }
    let pickles = { (analysis: FeatureAnalysis) in
      analysis.suite.pickles.map { pickle in
        "\(pickle.location.line) \(pickle.name) \(pickle.tags.map(\.name))"
          + " \(pickle.steps.map { "\($0.type.map { "\($0)" } ?? "") \($0.text)" })"
      }
    }
    #expect(pickles(analysis) == pickles(fresh), "\(what)")
    expectSameIndex(analysis, fresh, what)
  }

  /// `document` as JSON (its keys sorted, one line each) without the nodes' ids: what two
  /// parses of one text give alike, whatever ids each drew.
  static func withoutIds(_ document: (some Encodable)?) throws -> [String] {
    guard let document else { return [] }
    let encoded = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(document))
    let stripped = try JSONSerialization.data(
      withJSONObject: removingIds(encoded), options: [.sortedKeys, .prettyPrinted])
    return String(decoding: stripped, as: UTF8.self).components(separatedBy: "\n")
  }

  /// `json` with every object's `id` taken away, at any depth.
  private static func removingIds(_ json: Any) -> Any {
    if let object = json as? [String: Any] {
      return object.filter { $0.key != "id" }.mapValues(removingIds)
    }
    if let array = json as? [Any] { return array.map(removingIds) }
    return json
  }

  /// Expects the suite index of `analysis` to find for each pickle what the index of `fresh`
  /// finds for its pickle: its scenario, location, rule and steps. And every pickle's and
  /// scenario's id to be its own.
  func expectSameIndex(_ analysis: FeatureAnalysis, _ fresh: FeatureAnalysis, _ what: String) {
    let lookups = { (analysis: FeatureAnalysis) in
      analysis.suite.pickles.map { pickle in
        let index = analysis.suite.index
        let scenario = index.scenario(of: pickle)
        return "\(scenario?.name ?? "none") \(scenario?.location.line ?? 0)"
          + " \(index.location(of: pickle)?.line ?? 0) \(index.rule(of: pickle)?.name ?? "-")"
          + " \(pickle.steps.map { index.step(of: $0, in: pickle)?.location.line ?? 0 })"
      }
    }
    #expect(lookups(analysis) == lookups(fresh), "\(what): the index")
    let pickleIds = analysis.suite.pickles.map(\.id)
    #expect(Set(pickleIds).count == pickleIds.count, "\(what): pickle ids")
    let children = analysis.document?.feature?.children ?? []
    let scenarioIds = children.compactMap { child -> String? in
      guard case .scenario(let scenario) = child else { return nil }
      return scenario.id
    }
    #expect(Set(scenarioIds).count == scenarioIds.count, "\(what): scenario ids")
  }
}
