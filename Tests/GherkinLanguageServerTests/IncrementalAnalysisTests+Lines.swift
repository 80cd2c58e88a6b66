import Foundation
import TestSupport
import Testing

@testable import GherkinLanguageServer

/// Edits that add or remove lines among a Scenario's steps parse and check that Scenario alone,
/// and move what lies below; an edit that may change a problem elsewhere is checked whole.
extension IncrementalAnalysisTests {
  @Test(
    "after each of many random Enters, joined lines, pasted lines and deleted lines among the steps of Scenarios with doc strings, a data table and tagged Examples, which parse and check those alone, the diagnostics, the outline and the document (every node's location) equal a fresh open's (seed 1 with LF, seed 2 with CRLF; seeds 1 to 4 with both under ESSENTIAL_FEED_FULL_EDITS=1)",
    arguments: editCases)
  func randomLineEditsEqualFresh(seed: UInt64, lineBreak: String) throws {
    var generator = SeededGenerator(seed: seed)
    var edited = try Self.opened(lineBreak: lineBreak, text: Self.arguedText)
    for version in 2...25 {
      let text = try #require(edited.session.documents[Self.uri]?.text)
      let edit = try Self.randomLineEdit(of: text, lineBreak: lineBreak, using: &generator)
      try edited.change(version: version, edit.change)
      let what = "seed \(seed), version \(version): \(edit.does)"
      try expectSameAsFresh(&edited, version: version, after: what)
      #expect(edited.session.documents[Self.uri]?.text.lineCount != text.lineCount, "\(what)")
      #expect(edited.session.analysis(Self.uri).scenariosParsed == 1, "\(what)")
      #expect(edited.session.problems(Self.uri).scenariosChecked == 1, "\(what)")
    }
  }

  /// A file whose Scenarios' steps have doc strings (fenced with quotes and backticks) and a
  /// data table, and whose outline has tagged Examples: edits among those steps move every
  /// kind of node, which must stand where a fresh parse puts it. Its Background is on line 3
  /// (from 0), as ``text``'s.
  static let arguedText = """
    Feature: Edited

      Background:
        Given the customer has connectivity

      @fresh-cache
      Scenario: Fresh
        Given the cache is 3 days old
          \"\"\"
          the cache's text
          \"\"\"
        When the customer requests to see the feed
        Then the app should display the latest feed saved

      Scenario: Undefined
        Given the widget is flapped twice
          | side | times |
          | left | 2     |
        Then the customer has connectivity

      Scenario Outline: Ages
        Given the cache is <age> days old
        When the customer requests to see the feed
          ```
          the feed's text
          ```
        Then the app should display the latest feed saved

        @young
        Examples: Young
          | age |
          | 1   |

        @old @older
        Examples: Old
          | age |
          | 9   |

    """

  /// An edit among the steps of the Scenarios of `text` (below the Background, line 3) that adds
  /// or removes lines, as the editor sends it, and what it does: an Enter at the end of a step,
  /// steps pasted below a step, or a step joined with the step below it or deleted above it (so
  /// that its Scenario keeps a step).
  static func randomLineEdit(
    of text: TextDocument, lineBreak: String, using generator: inout SeededGenerator
  ) throws -> (does: String, change: String) {
    let isStep = { (line: Int) in
      line > 3 && line < text.lineCount
        && ["Given", "When", "Then", "And"].contains { text.line(line).hasPrefix("    \($0)") }
    }
    let steps = (0..<text.lineCount).filter(isStep)
    let line = try #require(steps.randomElement(using: &generator))
    let beforeStep = isStep(line + 1)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0 where beforeStep:
      return (
        "join line \(line) with the step below",
        try change(from: (line, 10_000), to: (line + 1, 4), " ")
      )
    case 1:
      return (
        "paste two steps below line \(line)",
        try change(
          (line + 1)..<(line + 1),
          to: "    And the cache is 4 days old\(lineBreak)    Then the customer has connectivity"
            + lineBreak)
      )
    case 2 where beforeStep:
      return ("delete line \(line)", try change(line..<line + 1, to: ""))
    default:
      return (
        "press Enter at the end of line \(line)",
        try change(from: (line, 10_000), to: (line, 10_000), lineBreak + "    ")
      )
    }
  }

  @Test(
    "a line added among a scenario's steps of a large document checks that scenario only, and moves the problems below it"
  )
  func lineAddedChecksItsScenarioOnly() throws {
    // Line 0 is the Feature's; scenario k (from 1) takes lines 5k - 4 to 5k, its Given 5k - 2;
    // scenario 30 misspells its Given (line 148), which reads as its description.
    let scenarios = (1...40).map { number in
      "\n  Scenario: Number \(number)\n    \(number == 30 ? "Gvien" : "Given") the cache is"
        + " \(number) days old\n    When the customer requests to see the feed\n"
        + "    Then the app should display the latest feed saved\n"
    }
    var edited = try ServerInProcess()
    try edited.open(Self.uri, "Feature: Many\n" + scenarios.joined())
    let before = try expectSameAsFresh(&edited, version: 1, after: "the open")
    #expect(before.contains { $0.line == 148 && $0.message.contains("Gvien") })
    try edited.change(
      version: 2, try Self.change(99..<99, to: "    And the cache is 21 days old\n\n"))
    let found = try expectSameAsFresh(&edited, version: 2, after: "two lines added")
    #expect(edited.session.analysis(Self.uri).scenariosParsed == 1)
    #expect(edited.session.problems(Self.uri).scenariosChecked == 1)
    #expect(found.contains { $0.line == 150 && $0.message.contains("Gvien") })
    // The line taken away again, with the blank one.
    try edited.change(version: 3, try Self.change(99..<101, to: ""))
    #expect(try expectSameAsFresh(&edited, version: 3, after: "the lines taken away") == before)
    #expect(edited.session.problems(Self.uri).scenariosChecked == 1)
  }

  @Test("a line added above a Rule parses the whole document: the Rule's lines move")
  func lineAddedAboveARuleParsesWhole() throws {
    let text = """
      Feature: Ruled
        Scenario: Above
          Given the cache is 3 days old
          Then the app should display the latest feed saved

        Scenario: Also above
          Given the cache is 4 days old

        Rule: Ages
          Scenario: Inside
            Given the cache is 5 days old

      """
    var edited = try ServerInProcess()
    try edited.open(Self.uri, text)
    try edited.change(
      version: 2, try Self.change(3..<3, to: "    When the customer requests to see the feed\n"))
    try expectSameAsFresh(&edited, version: 2, after: "a step added above the Rule")
    #expect(edited.session.analysis(Self.uri).scenariosParsed == 0)
    #expect(edited.session.problems(Self.uri).scenariosChecked == nil)
  }

  @Test(
    "a keystroke that makes a scenario's lines read as another language finds every problem again, as a fresh open does; taking it back finds them all again too"
  )
  func editReadingAsAnotherLanguageChecksWhole() throws {
    var edited = try ServerInProcess()
    try edited.open(Self.uri, Self.text)
    try edited.change(
      version: 2,
      try Self.change(7..<7, to: "    Scénario: Un\n    Scénario: Deux\n    Scénario: Trois\n"))
    #expect(edited.session.analysis(Self.uri).scenariosParsed == 1)
    let foreign = try expectSameAsFresh(&edited, version: 2, after: "French headings written")
    #expect(edited.session.problems(Self.uri).scenariosChecked == nil)
    #expect(foreign.filter { $0.message.contains("looks written in French (fr)") }.count == 1)
    try edited.change(version: 3, try Self.change(7..<10, to: ""))
    #expect(edited.session.analysis(Self.uri).scenariosParsed == 1)
    let english = try expectSameAsFresh(&edited, version: 3, after: "French headings taken away")
    #expect(edited.session.problems(Self.uri).scenariosChecked == nil)
    #expect(!english.contains { $0.message.contains("French") })
  }

  @Test(
    "a 'Rule:' line in a doc string among a scenario's steps is the doc string's text, whether the edit that writes it is checked alone or the file is checked whole"
  )
  func ruleInDocStringIsText() throws {
    let text = """
      Feature: Quoted
        Scenario: First
          Given the cache is 3 days old
          When the customer requests to see the feed
          Then the app should display the latest feed saved

        Scenario: Second
          Given the cache is 4 days old
          When the customer requests to see the feed
          Then the app should display the latest feed saved

      """
    var edited = try ServerInProcess()
    try edited.open(Self.uri, text)
    for (version, fence) in [(2, "\"\"\""), (3, "```")] {
      // A doc string under the second scenario's Given, its text a Rule heading.
      let quoted = "      \(fence)\n      Rule: not a heading\n      \(fence)\n"
      let lines = version == 2 ? 8..<8 : 8..<11
      try edited.change(version: version, try Self.change(lines, to: quoted))
      let what = "a doc string fenced with \(fence)"
      let found = try expectSameAsFresh(&edited, version: version, after: what)
      #expect(edited.session.problems(Self.uri).scenariosChecked == 1, "\(what)")
      #expect(!found.contains { $0.message.contains("Rule:") }, "\(what)")
    }
  }

  @Test(
    "a real 'Rule:' heading among a scenario's steps, below a lone fence in the scenario's description (text, no doc string), is named on opening and after a line is added above it"
  )
  func ruleAmongStepsBelowAFenceInADescription() throws {
    let text = """
      Feature: Ruled
        Scenario: Other
          Given the cache is 3 days old
          Then the app should display the latest feed saved

        Scenario: Cut short
          A description quoting a fence:
          ```
          Given the cache is 4 days old
        Rule: Ages
          When the customer requests to see the feed
          Then the app should display the latest feed saved

      """
    var edited = try ServerInProcess()
    try edited.open(Self.uri, text)
    let rule = "'Rule:' stands between the steps of 'Scenario: Cut short' (line 6)"
    let before = try expectSameAsFresh(&edited, version: 1, after: "the open")
    #expect(before.contains { $0.line == 9 && $0.message.hasPrefix(rule) })
    try edited.change(version: 2, try Self.change(8..<8, to: "    And the cache is 5 days old\n"))
    let after = try expectSameAsFresh(&edited, version: 2, after: "a step added above the Rule")
    #expect(after.contains { $0.line == 10 && $0.message.hasPrefix(rule) })
  }

  @Test(
    "a real 'Rule:' heading among a scenario's steps, below a doc string, stays named when another scenario is edited"
  )
  func ruleAmongStepsStaysNamedAfterAnEdit() throws {
    let text = """
      Feature: Ruled
        Scenario: Edited
          Given the cache is 3 days old
          Then the app should display the latest feed saved

        Scenario: Cut short
          Given the cache is 4 days old
            \"\"\"
            Rule: quoted
            \"\"\"
        Rule: Ages
          When the customer requests to see the feed
          Then the app should display the latest feed saved

      """
    var edited = try ServerInProcess()
    try edited.open(Self.uri, text)
    let before = try expectSameAsFresh(&edited, version: 1, after: "the open")
    let rule = "'Rule:' stands between the steps of 'Scenario: Cut short' (line 6)"
    #expect(before.filter { $0.message.contains("Rule:") }.map(\.line) == [10])
    #expect(before.contains { $0.line == 10 && $0.message.hasPrefix(rule) })
    try edited.change(version: 2, try Self.change(from: (2, 20), to: (2, 20), "x"))
    let after = try expectSameAsFresh(&edited, version: 2, after: "the first scenario edited")
    #expect(edited.session.problems(Self.uri).scenariosChecked == 1)
    #expect(after.filter { $0.message.contains("Rule:") }.map(\.line) == [10])
  }
}
