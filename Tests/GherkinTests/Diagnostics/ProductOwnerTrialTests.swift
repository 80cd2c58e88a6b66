import Foundation
import GherkinTesting
import Testing

@testable import GherkinCommandLine
@testable import GherkinDiagnostics
@testable import GherkinRunner

/// Mistakes found trying `feed-specs` as a product owner would, and the exact message each
/// gets now.
@Suite("Product owners' trial: more mistakes named in plain words")
struct ProductOwnerTrialTests {
  @Test("the closest sentences leave out one much further than the closest")
  func weakCandidateCut() {
    let definitions = ["the app displays {int} images", "the app shows {int} images"].enumerated()
      .map { index, expression in
        StepDefinitionInfo(
          id: "\(index)", keyword: "Then", expression: expression,
          expressionKind: .cucumberExpression, source: SourceReference(file: "x.swift", line: 1))
      }

    #expect(
      Diagnostics.closestSentences(to: "the app displays 2 image", in: definitions)
        == ["Then the app displays {int} [images]"])
    #expect(
      Diagnostics.closestSentences(to: "the app 2 images", in: definitions)
        == ["Then the app [displays] {int} images", "Then the app [shows] {int} images"])
  }

  @Test("a tag filter over scenarios that have no tags says so, with no empty list")
  func noTagsAtAll() throws {
    let suite = FeatureSuite(sources: [("f.feature", "Feature: F\n  Scenario: S\n    Given a\n")])
    var options = CommandLineOptions()
    options.tags = [try TagOption("@fresh")]

    let loaded = try RunPlan(options: options).select(from: suite)

    let problems = Diagnostics.emptySelection(loaded.selection(), suite: loaded.suite)

    #expect(
      problems.map(\.message) == [
        "--tags @fresh selects no scenario: no scenario has the tag @fresh. No scenario has any tag."
      ])
  }

  @Test("a --name that is not a valid pattern says how to match its characters as written")
  func invalidNamePattern() {
    #expect(
      throws: PickleFilterError.invalidNamePattern(
        "[abc",
        reason:
          "it is read as a regular expression, where a ( or [ must be closed and ( ) [ ] { } . * + ? | ^ $ \\ have special meanings; put a \\ before such a character to match it as written"
      )
    ) { try PickleFilter(namePatterns: ["[abc"]) }
  }

  @Test("a folder that holds no feature file is a load error naming it, not an empty pass")
  func folderWithoutFeatures() throws {
    let directory = try FeatureDirectory(["notes.txt": "not a feature"])
    defer { directory.remove() }

    let suite = FeatureLoader().load(paths: [directory.url.path])

    #expect(
      suite.loadErrors.map(\.description) == [
        "\(directory.url.path): holds no feature files (their names end in .feature or .feature.md)"
      ])
  }

  @Test("under GHERKIN_NO_STRICT a suspicious line is still a case, recording a warning")
  func noStrictWarningsShown() throws {
    let directory = try FeatureDirectory([
      "f.feature": "Feature: F\n  Scenario: S\n    Givn a\n    Given b\n    Then c\n"
    ])
    defer { directory.remove() }

    let cases = try Scenarios.load(from: directory.url, environment: ["GHERKIN_NO_STRICT": "1"])
    let problems = cases.compactMap { scenario -> Diagnostic? in
      if case .problem(let problem) = scenario.content { return problem }
      return nil
    }

    #expect(
      problems.map(\.message) == [
        "'Givn' is not a keyword: did you mean 'Given'? As written, the line is read as description text and never runs."
      ])
    #expect(problems.map(\.severity) == [.warning])
    #expect(cases.map(\.testDescription).contains("f.feature:3 (suspicious line)"))
  }

  @Test("a step keyword with two letters swapped is named with the keyword it resembles")
  func swappedLetters() {
    let source = "Feature: F\n  Scenario: S\n    Given a\n    Adn b\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:4:5: 'Adn' is not a keyword: did you mean 'And'? At this place the file may have a step, a table row, a doc string, a tag, a comment, an Examples table, a new Scenario, a new Rule, or the end of the file."
      ])
  }

  @Test("ordinary words one swap from a keyword, such as a name, are not taken for one")
  func swapNeedsNeighbours() {
    #expect(Wording.swapsTwoLetters("adn", "and"))
    #expect(!Wording.swapsTwoLetters("dan", "and"))
    #expect(!Wording.swapsTwoLetters("and", "and"))
  }

  @Test("a step above the first Scenario is named: the grammar reads it as the description")
  func stepInFeatureDescription() {
    let source = """
      Feature: F
        As a customer
        Given today is 1 May
        Scenario: S
          Given a
          Then b
      """

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:3:3: 'Given' starts a step, but a step cannot stand here: steps go under a Scenario: or Background: heading, above its Examples. As written, the line is read as description text and never runs."
      ])
  }

  @Test("a step under an Examples heading is named; steps of a scenario are not")
  func stepInExamplesDescription() {
    let source = """
      Feature: F
        Scenario Outline: S
          Given <a>
          Then c

          Examples:
          When b
            | a |
            | 1 |
      """

    let problems = Diagnostics.check(source: source, uri: "f.feature", strict: false)

    #expect(problems.map(\.line) == [7])
    #expect(problems.map(\.severity) == [.warning])
  }

  @Test("a <placeholder> in a scenario without Examples says where placeholders are filled in")
  func placeholderWithoutExamples() {
    let reasons = Diagnostics.undefinedStep(
      "the cache is <age> days old", definitions: [], matches: { _ in false })

    #expect(
      reasons == [
        "<age> is a placeholder, but only a Scenario Outline with an Examples table fills placeholders in: add 'Examples:' with a 'age' column under the scenario, or write the value itself."
      ])
  }

  @Test("a number with a comma where {int} stands is marked and {int} is explained")
  func wholeNumberWithComma() {
    let definitions = [
      "the server's feed holds {int} images", "the server's feed holds no images",
      "the server's feed holds these images:",
    ].enumerated().map { index, expression in
      StepDefinitionInfo(
        id: "\(index)", keyword: "Given", expression: expression,
        expressionKind: .cucumberExpression, source: SourceReference(file: "x.swift", line: 1))
    }

    let reasons = Diagnostics.undefinedStep(
      "the server's feed holds 1,000 images", definitions: definitions, matches: { _ in false })

    #expect(
      reasons == [
        "The closest sentences that exist (differences in [brackets]):\n  Given the server's feed holds [{int}] images\n  Given the server's feed holds [no] images",
        "{int} stands for a whole number written in digits only, such as 1000 or -5 (no commas, dots or spaces).",
      ])
  }

  @Test("Examples with a heading row and no row of values are named: the outline never runs")
  func examplesWithoutRows() {
    let source = """
      Feature: F
        Scenario Outline: S
          Given the cache is <age> days old
          Then the cache is left as it was

          Examples:
            | age |
      """

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:6:5: These Examples have a heading row (| age |) but no row of values under it, so the Scenario Outline never runs: add a row of values."
      ])
  }

  @Test("a step whose words all fit but whose value does not is told the value is the problem")
  func valueNotWrittenAsTaken() {
    let definitions = [
      StepDefinitionInfo(
        id: "1", keyword: "Given", expression: "the cache is {age}",
        expressionKind: .cucumberExpression, source: SourceReference(file: "x.swift", line: 1))
    ]

    let reasons = Diagnostics.undefinedStep(
      "the cache is 1,000", definitions: definitions, matches: { _ in false })

    #expect(
      reasons == [
        "The closest sentences that exist (differences in [brackets]):\n  Given the cache is {age}",
        "No word of the closest sentence is marked, so a value is likely not written as its {…} takes: compare the value with the same sentence elsewhere in the features.",
      ])
  }

  @Test("a Background after a Scenario says a Background comes before the first Scenario")
  func backgroundAfterScenario() {
    let source = "Feature: F\n  Scenario: S\n    Given a\n\n  Background:\n    Given b\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:5:3: A Background heading cannot stand here. A Background must come before the first Scenario of its Feature or Rule: move it up. At this place the file may have a step, a table row, a doc string, a tag, a comment, an Examples table, a new Scenario, a new Rule, or the end of the file."
      ])
  }

  @Test("beside a sentence whose parameter takes any word, those one word away still show")
  func wildcardKeepsNearOnes() {
    let definitions = ["the cache is {age}", "the cache is empty", "the cache is slow to answer"]
      .enumerated().map { index, expression in
        StepDefinitionInfo(
          id: "\(index)", keyword: "Given", expression: expression,
          expressionKind: .cucumberExpression, source: SourceReference(file: "x.swift", line: 1))
      }

    #expect(
      Diagnostics.closestSentences(to: "the cache is emptyy", in: definitions)
        == ["Given the cache is {age}", "Given the cache is [empty]"])
  }
}
