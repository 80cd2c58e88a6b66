import Foundation
import GherkinTesting
import Testing

@testable import Gherkin

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
    options.tags = ["@fresh"]

    let problems = Diagnostics.emptySelection(options, suite: suite)

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
        "\(directory.url.path): holds no feature files (their names end in .feature)"
      ])
  }

  @Test("under GHERKIN_NO_STRICT a suspicious line is still a case, recording a warning")
  func noStrictWarningsShown() throws {
    let directory = try FeatureDirectory([
      "f.feature": "Feature: F\n  Scenario: S\n    Givn a\n    Given b\n"
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
}
