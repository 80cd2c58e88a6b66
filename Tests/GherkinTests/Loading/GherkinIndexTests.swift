import Testing

@testable import GherkinLoading
@testable import GherkinParser

/// The index of a suite's documents, which keeps where each scenario is rather than a copy.
@Suite("The index of a suite's documents")
struct GherkinIndexTests {
  @Test(
    "each pickle's scenario, rule and steps are its document's: outside any rule, in a rule, in a later rule with a background, in a second file"
  )
  func lookupsAreTheDocuments() {
    let suite = FeatureSuite(sources: [
      (
        "features/a.feature",
        """
        Feature: A
          Scenario: Outside
            Given one
          Rule: First
            Scenario: In first
              Given two
          Rule: Second
            Background:
              Given zero
            Scenario: In second
              Given three
            Scenario: Also in second
              Given four
        """
      ),
      ("features/b.feature", "Feature: B\n  Scenario: Other file\n    Given five\n"),
    ])
    let rules: [String: String?] = [
      "Outside": nil, "In first": "First", "In second": "Second", "Also in second": "Second",
      "Other file": nil,
    ]

    #expect(suite.pickles.count == 5)
    for pickle in suite.pickles {
      let scenario = suite.index.scenario(of: pickle)
      #expect(scenario?.id == pickle.scenarioId)
      #expect(scenario?.name == pickle.name)
      #expect(suite.index.location(of: pickle) == scenario?.location)
      #expect(suite.index.rule(of: pickle)?.name == rules[pickle.name] ?? "unexpected")
      for step in pickle.steps {
        #expect(suite.index.step(of: step, in: pickle)?.text == step.text, "\(pickle.name)")
      }
    }
  }

  @Test(
    "a pickle step's document step is its background's or its scenario's, an outline row's included, and none for a step of another pickle"
  )
  func stepsAreFoundThroughTheirPickle() throws {
    let suite = FeatureSuite(sources: [
      (
        "features/a.feature",
        """
        Feature: A
          Background:
            Given the store is empty
          Scenario Outline: Rows
            When <n> images load
            Examples:
              | n |
              | 1 |
              | 2 |
          Scenario: Plain
            Then nothing shows
        """
      )
    ])
    let pickles = suite.pickles
    let lines = pickles.map { pickle in
      pickle.steps.map { suite.index.step(of: $0, in: pickle)?.location.line }
    }

    #expect(lines == [[3, 5], [3, 5], [3, 11]])
    #expect(
      suite.index.background(of: pickles[2].steps[0])?.steps.first?.text == "the store is empty")
    #expect(suite.index.step(of: pickles[2].steps[1], in: pickles[0]) == nil)
  }
}
