import Foundation
import Testing

@testable import GherkinLanguageServer

/// An edit that keeps the line count and changes only Scenarios of the Feature parses those
/// Scenarios alone; any other edit parses the whole document.
extension IncrementalAnalysisTests {
  /// A Feature with a Background, 40 Scenarios (the 20th with a doc string that holds a
  /// Scenario heading, the 30th an outline) and a Rule with a Scenario: `lines` names the lines
  /// the tests edit.
  static let scenarios: (text: String, lines: [String: Int]) = {
    var text =
      "# language: en\nFeature: Many\n  Background:\n    Given the customer has connectivity\n"
    var lines: [String: Int] = [:]
    func line() -> Int { text.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }
    for number in 1...40 {
      text += "\n"
      lines["tag \(number)"] = line()
      text += "  @tagged\n"
      lines["heading \(number)"] = line()
      text += "  Scenario\(number == 30 ? " Outline" : ""): Number \(number)\n"
      lines["step \(number)"] = line()
      text += "    Given the cache is \(number == 30 ? "<age>" : "\(number)") days old\n"
      if number == 20 {
        text += "    And the widget is flapped with:\n      \"\"\"\n"
        lines["doc string 20"] = line()
        text += "      Scenario: Inside\n      \"\"\"\n"
      }
      lines["then \(number)"] = line()
      text += "    Then the app should display the latest feed saved\n"
      if number == 30 { text += "    Examples:\n      | age |\n      | 4   |\n" }
    }
    text += "\n  Rule: Ruled\n"
    lines["rule step"] = line() + 1
    text += "    Scenario: In the rule\n      Given the cache is 2 days old\n"
    lines["background step"] = 3
    lines["language"] = 0
    lines["feature"] = 1
    return (text, lines)
  }()

  /// The lines of `scenarios` replaced: each named line by its text, as one content change.
  static func replacing(_ line: String, with text: String) throws -> String {
    let number = try #require(scenarios.lines[line])
    return try change(number..<number + 1, to: text + "\n")
  }

  /// Opens `scenarios`, sends `change` and expects what is published to equal a fresh open's;
  /// returns the edited analysis.
  func edited(_ change: String, after what: String) throws -> FeatureAnalysis {
    var edited = try ServerInProcess()
    try edited.open(Self.uri, Self.scenarios.text)
    try expectSameAsFresh(&edited, version: 1, after: "the open")
    try edited.change(version: 2, change)
    try expectSameAsFresh(&edited, version: 2, after: what)
    return edited.session.analysis(Self.uri)
  }

  @Test("a keystroke in a step of one Scenario among many parses that Scenario and the one above")
  func keystrokeParsesItsScenarioOnly() throws {
    let number = try #require(Self.scenarios.lines["step 12"])
    let analysis = try edited(
      #"{"range":{"start":{"line":\#(number),"character":17},"end":{"line":\#(number),"character":17}},"text":"s"}"#,
      after: "a letter typed in a step")
    #expect(analysis.edits == 1)
    #expect(analysis.scenariosParsed == 1)
  }

  @Test(
    "an edit within Scenarios that leaves Scenarios (one split, a description, a doc string, an outline) parses those alone",
    arguments: [
      ("step 7", "  Scenario: Split off", 2),
      ("step 10", "    Examples:", 1),
      ("step 11", "  Background:", 1),
      ("step 14", "    | stray |", 1),
      ("doc string 20", "      Scenario: Still inside", 1),
      ("step 30", "    Given the cache is <age> days ago", 1),
      ("step 40", "    Given the cache is 41 days old", 1),
    ])
  func scenarioEditsParseThoseScenarios(line: String, text: String, parsed: Int) throws {
    let analysis = try edited(try Self.replacing(line, with: text), after: "\(line): \(text)")
    #expect(analysis.edits == 1, "\(line)")
    #expect(analysis.scenariosParsed == parsed, "\(line)")
  }

  @Test(
    "an edit of the header, the Background or a Rule, or one that gives more than Scenarios, parses the whole document",
    arguments: [
      ("language", "# language: fr"),
      ("feature", "Feature: Renamed"),
      ("background step", "    Given the cache is empty"),
      ("rule step", "      Given the cache is 5 days old"),
      ("step 5", "  Rule: Splitting"),
      ("then 6", "  Background:"),
      ("then 9", "    \"\"\""),
      ("heading 11", "  @only-tags"),
    ])
  func otherEditsParseTheWholeDocument(line: String, text: String) throws {
    let analysis = try edited(try Self.replacing(line, with: text), after: "\(line): \(text)")
    #expect(analysis.edits == 0, "\(line)")
    #expect(analysis.scenariosParsed == 0, "\(line)")
  }

  @Test("an edit of a Scenario's tag and heading that joins it to the Scenario above parses both")
  func joiningEditParsesBothScenarios() throws {
    let number = try #require(Self.scenarios.lines["tag 8"])
    let analysis = try edited(
      try Self.change(
        number..<number + 2,
        to:
          "    When the customer requests to see the feed\n    And the customer has connectivity\n"),
      after: "two Scenarios joined")
    #expect(analysis.edits == 1)
    #expect(analysis.scenariosParsed == 1)
  }

  @Test("an edit that adds a line parses the whole document")
  func addedLineParsesTheWholeDocument() throws {
    let number = try #require(Self.scenarios.lines["step 12"])
    let analysis = try edited(
      try Self.change(number..<number, to: "    And the customer has connectivity\n"),
      after: "a step added")
    #expect(analysis.edits == 0)
  }
}
