import Foundation
import TestSupport
import Testing

@testable import GherkinLanguageServer

/// An edit that parses some Scenarios alone finds the problems of those Scenarios' lines again
/// and keeps the others', unless it may change a problem elsewhere: what is published is what a
/// fresh open publishes, in the same order and with the same words.
extension IncrementalAnalysisTests {
  /// A Feature with a Background and 12 Scenarios with problems of every kind a Scenario's lines
  /// hold: titles two Scenarios share, tags at the end of a title, a misspelt keyword, an
  /// undefined step, a check written under Given, an outline whose Examples have no row, a
  /// Scenario without steps and one without a Then; then a Rule with a Scenario.
  static let problemScenarios: String = {
    var text = "Feature: Problems\n  Background:\n    Given the customer has connectivity\n"
    let bodies = [
      "  Scenario: Shared\n    Given the cache is 1 days old\n    Then the app should display the latest feed saved\n",
      "  Scenario: Tagged at the end @late\n    When the customer requests to see the feed\n    Then the app should display the latest feed saved\n",
      "  Scenario: Misspelt\n    Whne the customer requests to see the feed\n    Then the app should display the latest feed saved\n",
      "  Scenario: Undefined\n    Given the widget is flapped twice\n    Then the app should display the latest feed saved\n",
      "  Scenario: Shared\n    Given the app should display the latest feed saved\n    Then the app should display the latest feed saved\n",
      "  Scenario Outline: Rowless\n    Given the cache is <age> days old\n    Then the app should display the latest feed saved\n    Examples:\n      | age |\n",
      "  Scenario: Stepless\n",
      "  Scenario: Unchecked\n    Given the cache is 2 days old\n    When the customer requests to see the feed\n",
      "  @tagged\n  Scenario: Tagged\n    Given the cache is 3 days old\n    Then the customer has connectivity\n",
      "  Scenario: Doc string\n    Given the widget is flapped with:\n      \"\"\"\n      Rule: Inside\n      \"\"\"\n    Then the app should display the latest feed saved\n",
      "  Scenario: Last but one\n    Given the cache is 4 days old\n    Then the app should display the latest feed saved\n",
      "  Scenario: Above the Rule\n    Given the cache is 5 days old\n    Then the app should display the latest feed saved\n",
    ]
    text += bodies.map { "\n" + $0 }.joined()
    text += "\n  Rule: Ruled\n    Scenario: In the rule\n      Given the cache is 6 days old\n"
    return text
  }()

  @Test(
    "after random edits that keep the line count, among Scenarios with problems of every kind, the published diagnostics equal a fresh open's, most found again for the edited Scenarios only"
  )
  func randomEditsAmongProblemsEqualFresh() throws {
    var generator = SeededGenerator(seed: 7)
    var edited = try ServerInProcess()
    try edited.open(Self.uri, Self.problemScenarios)
    try expectSameAsFresh(&edited, version: 1, after: "the open")
    var checkedAlone = 0
    for version in 2...41 {
      let text = try #require(edited.session.documents[Self.uri]?.text.text)
      var edit = try Self.randomSameCountEdit(in: text, using: &generator)
      // Every tenth version, the text as opened again: a file no longer parsed stays so.
      if version % 10 == 0 {
        edit = (
          "the text as opened",
          #"{"text":\#(try KeptAnalysisTests.jsonString(Self.problemScenarios))}"#
        )
      }
      try edited.change(version: version, edit.change)
      try expectSameAsFresh(&edited, version: version, after: "version \(version): \(edit.does)")
      if edited.session.problems(Self.uri).scenariosChecked != nil { checkedAlone += 1 }
    }
    #expect(checkedAlone >= 15, "most edits find again only their Scenarios' problems")
  }

  /// The lines random edits among ``problemScenarios`` write in place of a step or a heading:
  /// steps defined, undefined, misspelt (a mistake after a step: the file no longer parses)
  /// and of another kind, headings with titles other Scenarios have or with tags at their end,
  /// and Examples.
  static let problemLines = [
    "    Given the cache is 7 days old", "    Given the widget is flapped twice",
    "    Whne the customer requests to see the feed",
    "    When the app should display the latest feed saved",
    "    Then the customer requests to see the feed", "    And the cache is 8 days old",
    "  Scenario: Shared", "  Scenario: Stepless", "  Scenario: Late @late",
    "  Scenario Outline: Rowless", "    Examples:",
  ]

  /// An edit of ``problemScenarios`` (as edited, `text`) that keeps its line count: a step or a
  /// heading replaced by one of ``problemLines``, or a letter typed or taken away in its text.
  static func randomSameCountEdit(in text: String, using generator: inout SeededGenerator)
    throws -> (does: String, change: String)
  {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // Below the Background's step, above the Rule.
    let edited = lines.indices.filter { line in
      line > 2 && !lines[line].contains("Rule")
        && ["    Given", "    When", "    Then", "    And", "  Scenario"].contains {
          lines[line].hasPrefix($0)
        }
    }
    let line = try #require(edited.randomElement(using: &generator))
    if Int.random(in: 0..<3, using: &generator) == 0 {
      let written = try #require(problemLines.randomElement(using: &generator))
      return (
        "replace line \(line) with '\(written)'", try change(line..<line + 1, to: written + "\n")
      )
    }
    let column = Int.random(in: 12..<max(13, lines[line].count), using: &generator)
    let typed = Bool.random(using: &generator)
    return (
      "\(typed ? "type a letter in" : "take a letter from") line \(line) at \(column)",
      try change(from: (line, column), to: (line, typed ? column : column + 1), typed ? "x" : "")
    )
  }

  @Test("a keystroke in a step finds again the problems of its Scenario alone")
  func keystrokeChecksItsScenarioAlone() throws {
    var edited = try ServerInProcess()
    try edited.open(Self.uri, Self.problemScenarios)
    let opened = try expectSameAsFresh(&edited, version: 1, after: "the open")
    #expect(edited.session.problems(Self.uri).scenariosChecked == nil)
    #expect(opened.contains { $0.line == 17 })
    // Line 17 is the undefined step "Given the widget is flapped twice": made a defined one.
    try edited.change(
      version: 2, try Self.change(17..<18, to: "    Given the cache is 9 days old\n"))
    let found = try expectSameAsFresh(&edited, version: 2, after: "an undefined step defined")
    #expect(edited.session.problems(Self.uri).scenariosChecked == 1)
    #expect(!found.contains { $0.line == 17 })
  }

  @Test(
    "an edit that gives a Scenario the title of a Scenario below finds every problem again: the one below is named"
  )
  func sharedTitleChecksEveryScenario() throws {
    var edited = try ServerInProcess()
    try edited.open(Self.uri, Self.problemScenarios)
    // Line 4 is the first Scenario's heading ("Shared", which the fifth shares), line 48 the
    // heading of "Last but one".
    try edited.change(version: 2, try Self.change(4..<5, to: "  Scenario: Last but one\n"))
    let found = try expectSameAsFresh(&edited, version: 2, after: "a title shared")
    #expect(edited.session.problems(Self.uri).scenariosChecked == nil)
    #expect(found.contains { $0.line == 48 && $0.message.contains("same title") })
  }

  @Test(
    "an edit that leaves a Scenario without steps finds every problem again: the Background's steps no longer run"
  )
  func backgroundNoLongerRunningChecksEveryScenario() throws {
    var edited = try ServerInProcess()
    // Lines (0-based): the Background's Given reads as a Then (2); the Scenario's steps (5, 6).
    try edited.open(
      Self.uri,
      """
      Feature: Background
        Background:
          Given the app should display the latest feed saved

        Scenario: Only
          Given the cache is 3 days old
          Then the app should display the latest feed saved

      """)
    let opened = try expectSameAsFresh(&edited, version: 1, after: "the open")
    #expect(opened.contains { $0.line == 2 })
    try edited.change(version: 2, try Self.change(5..<7, to: "    # one\n    # two\n"))
    let found = try expectSameAsFresh(&edited, version: 2, after: "the steps made comments")
    #expect(edited.session.problems(Self.uri).scenariosChecked == nil)
    #expect(!found.contains { $0.line == 2 })
  }

  @Test("an edit of the Scenario right above a Rule finds every problem again")
  func editAboveARuleChecksEveryScenario() throws {
    var edited = try ServerInProcess()
    try edited.open(Self.uri, Self.problemScenarios)
    // Line 53 is the step of "Above the Rule".
    try edited.change(
      version: 2, try Self.change(53..<54, to: "    Given the cache is 8 days old\n"))
    try expectSameAsFresh(&edited, version: 2, after: "the Scenario above the Rule edited")
    #expect(edited.session.analysis(Self.uri).scenariosParsed == 1)
    #expect(edited.session.problems(Self.uri).scenariosChecked == nil)
  }

  @Test(
    "edits that add and take away problems around the limit of those listed list and count what a fresh analysis does"
  )
  func editsAroundTheLimitEqualFresh() throws {
    let server = try ServerInProcess().session.server
    // Five Scenarios, each with an undefined Given (line 3 + 4k) and a defined Then: the
    // undefined steps alone are problems, from none to five, above and below the limit.
    let scenarios = (0..<5).map {
      "\n  Scenario: Number \($0)\n    Given the widget is flapped \($0) times\n"
        + "    Then the app should display the latest feed saved\n"
    }
    var counts: Set<Int> = []
    var text = TextDocument(text: "Feature: Limited\n" + scenarios.joined(), version: 1)
    var analysis = FeatureAnalysis(text: text.text, uri: Self.uri, parser: server.parser)
    var problems = server.problems(of: text, analysis: analysis, limit: 3)
    var generator = SeededGenerator(seed: 3)
    for version in 2...25 {
      let scenario = Int.random(in: 0..<5, using: &generator)
      let step =
        Bool.random(using: &generator)
        ? "    Given the cache is \(scenario) days old" : "    Given the widget is flapped"
      var lines = text.text.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      lines[3 + 4 * scenario] = step
      let edited = TextDocument(text: lines.joined(separator: "\n"), version: version)
      let what = "version \(version): scenario \(scenario) given '\(step)'"
      guard analysis.edit(from: text, to: edited, parser: server.parser) else {
        // The same text again: nothing to find.
        #expect(edited.hasSameText(as: text), "\(what)")
        continue
      }
      problems = try #require(
        server.problems(of: edited, analysis: analysis, editing: problems, limit: 3), "\(what)")
      let fresh = server.problems(
        of: edited,
        analysis: FeatureAnalysis(text: edited.text, uri: Self.uri, parser: server.parser),
        limit: 3)
      #expect(problems.listed == fresh.listed, "\(what)")
      #expect(problems.unlisted == fresh.unlisted, "\(what)")
      #expect(
        server.published(problems, in: edited, limit: 3)
          == server.published(fresh, in: edited, limit: 3), "\(what)")
      counts.insert(problems.listed.count + problems.unlisted.count)
      text = edited
    }
    // The edits crossed the limit both ways: fewer problems than it, and more.
    #expect(counts.contains { $0 < 3 } && counts.contains { $0 > 3 }, "\(counts.sorted())")
  }
}
