import Foundation
import TestSupport
import Testing

@testable import GherkinLanguageServer

extension IncrementalAnalysisTests {
  /// The lines random edits write: steps defined, undefined and misspelt, headings with and
  /// without their colon, tags, tables, doc string fences, comments, a language header and
  /// lines of that language.
  static let linesToWrite = [
    "  Scenario: Written",
    "  Scenario Outline: Outlined",
    "    Given the cache is 3 days old",
    "    Given the cache is <age> days old",
    "    When the customer requests to see the feed",
    "    Then the app should display the latest feed saved",
    "    And the widget is flapped twice",
    "    Whne the customer requests to see the feed",
    "    Then the customer has connectivity",
    "  Scenaro: Misspelt",
    "  Scenario Missing its colon",
    "  Background:",
    "  Rule: A rule",
    "  Examples:",
    "    | age |",
    "    | 4   |",
    "  @tagged",
    "  Scenario: Tagged at the end @late",
    "    \"\"\"",
    "    ```",
    "  Some description text",
    "",
    "# a comment",
    "# language: fr",
    "  Scénario: En français",
    "    Soit the cache is 3 days old",
    "Feature: Second",
  ]

  /// The random edits' seeds and line breaks: under `swift test` seed 1 with LF and seed 2 with
  /// CRLF; under `ESSENTIAL_FEED_FULL_EDITS=1` (a step of `.ci/run`, beside the soak) seeds 1 to
  /// 4, each with both.
  static let editCases: [(seed: UInt64, lineBreak: String)] =
    ProcessInfo.processInfo.environment["ESSENTIAL_FEED_FULL_EDITS"] == "1"
    ? [1, 2, 3, 4].flatMap { seed in ["\n", "\r\n"].map { (seed, $0) } }
    : [(1, "\n"), (2, "\r\n")]

  @Test(
    "after each of many random edits, the diagnostics and the outline equal a fresh open's (seed 1 with LF, seed 2 with CRLF; seeds 1 to 4 with both under ESSENTIAL_FEED_FULL_EDITS=1)",
    arguments: editCases)
  func randomEditsEqualFresh(seed: UInt64, lineBreak: String) throws {
    var generator = SeededGenerator(seed: seed)
    var edited = try Self.opened(lineBreak: lineBreak)
    for version in 2...26 {
      let lineCount = try #require(edited.session.documents[Self.uri]?.text.lineCount)
      let edit = try Self.randomEdit(lineCount: lineCount, lineBreak: lineBreak, using: &generator)
      try edited.change(version: version, edit.change)
      let what = "seed \(seed), version \(version): \(edit.does)"
      try expectSameAsFresh(&edited, version: version, after: what)
    }
  }

  @Test(
    "after each of many random keystrokes in the steps of Scenarios, which parse those alone, the diagnostics and the outline equal a fresh open's (seed 1 with LF, seed 2 with CRLF; seeds 1 to 4 with both under ESSENTIAL_FEED_FULL_EDITS=1)",
    arguments: editCases)
  func randomKeystrokesEqualFresh(seed: UInt64, lineBreak: String) throws {
    var generator = SeededGenerator(seed: seed)
    var edited = try Self.opened(lineBreak: lineBreak)
    // The Scenarios' step lines, below the Background's (line 3).
    let text = Self.text.split(separator: "\n", omittingEmptySubsequences: false)
    let lines = text.indices.filter { line in
      line > 3 && ["Given", "When", "Then", "And"].contains { text[line].hasPrefix("    \($0)") }
    }
    for version in 2...21 {
      let line = try #require(lines.randomElement(using: &generator))
      let column = Int.random(in: 10..<text[line].count, using: &generator)
      let typed = Bool.random(using: &generator)
      try edited.change(
        version: version,
        try Self.change(
          from: (line, column), to: (line, typed ? column : column + 1), typed ? "x" : ""))
      let what = "seed \(seed), version \(version): line \(line), column \(column)"
      try expectSameAsFresh(&edited, version: version, after: what)
      #expect(edited.session.analysis(Self.uri).scenariosParsed == 1, "\(what)")
      #expect(edited.session.problems(Self.uri).scenariosChecked == 1, "\(what)")
    }
  }

  @Test("a one-line edit inside one scenario of a large document checks that scenario's lines only")
  func oneLineEditChecksItsScenarioOnly() throws {
    // Line 0 is the Feature's; scenario k (from 1) takes lines 5k - 4 to 5k, its Given 5k - 2.
    let scenarios = (1...40).map { number in
      "\n  Scenario: Number \(number)\n    Given the cache is \(number) days old\n"
        + "    When the customer requests to see the feed\n"
        + "    Then the app should display the latest feed saved\n"
    }
    var edited = try ServerInProcess()
    try edited.open(Self.uri, "Feature: Many\n" + scenarios.joined())
    // The lines above the first scenario, and each scenario.
    #expect(edited.session.documents[Self.uri]?.blocks.blocksScanned == 41)
    try edited.change(
      version: 2,
      #"{"range":{"start":{"line":98,"character":0},"end":{"line":99,"character":0}},"text":"    Whne the cache is 20 days old\n"}"#
    )
    let found = try expectSameAsFresh(&edited, version: 2, after: "a step misspelt")
    #expect(edited.session.problems(Self.uri).scenariosChecked == 1)
    // The scenario's lines are scanned alone: no block is scanned again.
    #expect(edited.session.documents[Self.uri]?.blocks.blocksScanned == 41)
    #expect(found.contains { $0.line == 98 && $0.message.contains("Whne") })
    // A Rule heading added checks the whole document, whose suspicious-line blocks are kept:
    // of them, only the changed one is scanned again.
    try edited.change(version: 3, try Self.change(98..<98, to: "  Rule: Ruled\n"))
    try expectSameAsFresh(&edited, version: 3, after: "a Rule heading added")
    #expect(edited.session.problems(Self.uri).scenariosChecked == nil)
    #expect(edited.session.documents[Self.uri]?.blocks.blocksScanned == 1)
  }

  @Test(
    "an edit of the heading that ends a block scans that block again: a heading without its colon above it looks at it"
  )
  func editOfTheLineAfterABlockRescansTheBlock() throws {
    // "Background" without its colon, in the first Scenario's description, is a mistake only
    // above a step or a table row: here it stands above the next Scenario's heading (line 3),
    // which the edit turns into a step of the first Scenario.
    let text = """
      Feature: Boundaries
        Scenario: First
        Background
        Scenario: Next
          Given the cache is 3 days old

      """
    var edited = try ServerInProcess()
    try edited.open(Self.uri, text)
    let before = try expectSameAsFresh(&edited, version: 1, after: "the open")
    #expect(!before.contains { $0.line == 2 })
    try edited.change(version: 2, try Self.change(3..<4, to: "    Given the cache is 4 days old\n"))
    let after = try expectSameAsFresh(&edited, version: 2, after: "the heading made a step")
    #expect(after.contains { $0.line == 2 && $0.message.contains("Background") })
  }

  /// A server with `text` (``text`` unless given) open, its lines ending with `lineBreak`.
  static func opened(lineBreak: String, text: String = text) throws -> ServerInProcess {
    var server = try ServerInProcess()
    try server.open(uri, text.replacingOccurrences(of: "\n", with: lineBreak))
    return server
  }

  /// An edit of a document of `lineCount` lines as the editor sends it, and what it does: a line
  /// inserted, deleted or replaced by one of ``linesToWrite`` (the last line too), a letter
  /// typed or taken away within a line, or a language header given; lines end with
  /// `lineBreak`.
  static func randomEdit(
    lineCount: Int, lineBreak: String, using generator: inout SeededGenerator
  ) throws -> (does: String, change: String) {
    let line = Int.random(in: 0..<lineCount, using: &generator)
    let written = try #require(linesToWrite.randomElement(using: &generator))
    let last = lineCount - 1
    switch Int.random(in: 0..<14, using: &generator) {
    case 0:
      return (
        "give the file a language header", try change(0..<0, to: "# language: fr" + lineBreak)
      )
    case 1 where lineCount > 1:
      return ("delete the first line", try change(0..<1, to: ""))
    case 2 where line < last:
      return ("delete line \(line)", try change(line..<line + 1, to: ""))
    case 3 where last > 0:
      // The line break before the last line goes with it.
      return ("delete the last line", try change(from: (last - 1, 10_000), to: (last, 10_000), ""))
    case 4:
      return (
        "rewrite the last line as '\(written)'",
        try change(from: (last, 0), to: (last, 10_000), written)
      )
    case 5...8:
      // A keystroke: a letter typed, or one taken away, in the middle of a line.
      // Mostly in the text after a step's keyword, or at the end of the line.
      let column = Int.random(in: 8..<40, using: &generator)
      let typed = Bool.random(using: &generator)
      return (
        "\(typed ? "type a letter in" : "take a letter from") line \(line) at \(column)",
        try change(from: (line, column), to: (line, typed ? column : column + 1), typed ? "x" : "")
      )
    case 9...10 where line < last:
      return (
        "replace line \(line) with '\(written)'",
        try change(line..<line + 1, to: written + lineBreak)
      )
    default:
      return (
        "insert before line \(line) '\(written)'", try change(line..<line, to: written + lineBreak)
      )
    }
  }

  /// A content change replacing the text between two places (line, character) by `text`.
  static func change(
    from start: (line: Int, character: Int), to end: (line: Int, character: Int), _ text: String
  ) throws -> String {
    #"{"range":{"start":{"line":\#(start.line),"character":\#(start.character)},"end":{"line":\#(end.line),"character":\#(end.character)}},"text":\#(try KeptAnalysisTests.jsonString(text))}"#
  }

  /// A content change replacing the whole lines `lines` (0-based, end exclusive) by `text`.
  static func change(_ lines: Range<Int>, to text: String) throws -> String {
    #"{"range":{"start":{"line":\#(lines.lowerBound),"character":0},"end":{"line":\#(lines.upperBound),"character":0}},"text":\#(try KeptAnalysisTests.jsonString(text))}"#
  }
}
