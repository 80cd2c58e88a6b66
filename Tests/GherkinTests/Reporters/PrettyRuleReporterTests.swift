import Testing

@testable import Gherkin

@Suite("Pretty reporter with rules and backgrounds")
struct PrettyRuleReporterTests {
  @Test("pretty prints each rule's heading under the feature and its scenarios beneath it")
  func ruleLayout() async {
    let text = await prettyRules()

    #expect(
      layout(of: text) == [
        "Feature: Rules",
        "",
        "  ✔ Scenario: Plain",
        "    ✔ Given the cache was saved 1 days ago",
        "    ✔ Then the app displays 2 images",
        "",
        "  Rule: Fresh caches show images",
        "",
        "    ✔ Scenario: Two days",
        "      ✔ Given the cache was saved 1 days ago",
        "      ✔ Given the cache was saved 2 days ago",
        "      ✔ Then the app displays 2 images",
        "",
        "    ✔ Scenario: Still fresh",
        "      ✔ Given the cache was saved 1 days ago",
        "      ✔ Given the cache was saved 2 days ago",
        "      ✔ Then the app displays 2 images",
        "",
        "  Rule: Stale caches show nothing",
        "",
        "    ✘ Scenario: Eight days",
        "      ✔ Given the cache was saved 1 days ago",
        "      ✔ Given the cache was saved 8 days ago",
        "      ✘ Then the app displays 5 images",
        "        expected 0 images, the row says 5",
        "",
      ])
  }

  @Test("pretty shows a scenario's background steps, feature's then rule's, before its own")
  func backgroundSteps() async {
    let text = await prettyRules()

    #expect(
      text.contains(
        """
            ✔ Scenario: Still fresh # features/rules.feature:17
              ✔ Given the cache was saved 1 days ago # GherkinTests/CacheWorld.swift:
        """))
    #expect(
      text.contains("      ✔ Given the cache was saved 2 days ago # GherkinTests/CacheWorld.swift:")
    )
  }

  @Test("pretty prints a rule's heading once though the rule's scenarios run interleaved")
  func ruleHeadingOnce() async {
    let text = await prettyRules { suite in
      let pickles = suite.pickles
      return [pickles[1], pickles[3], pickles[2]]
    }

    #expect(
      headings(in: text) == [
        "Feature: Rules", "  Rule: Fresh caches show images", "    ✔ Scenario: Two days",
        "  Rule: Stale caches show nothing", "    ✘ Scenario: Eight days",
        "    ✔ Scenario: Still fresh",
      ])
  }

  @Test("pretty prints a rule's heading when a filter leaves out the rule's first scenario")
  func ruleHeadingAfterFilter() async throws {
    let filter = try PickleFilter(namePatterns: ["Still fresh"])

    let text = await prettyRules { filter.select(from: $0) }

    #expect(
      headings(in: text) == [
        "Feature: Rules", "  Rule: Fresh caches show images", "    ✔ Scenario: Still fresh",
      ])
  }

  @Test("pretty prints no rule heading for a feature without rules")
  func noRules() async {
    let text = await report(with: PrettyReporter())

    #expect(!text.contains("Rule:"))
  }

  // MARK: - Helpers

  private func prettyRules(
    select: (FeatureSuite) -> [Pickle] = \.pickles
  ) async -> String {
    await report(
      with: PrettyReporter(), sources: [("features/rules.feature", rulesFeature)], select: select)
  }

  /// The lines before the summary, each without its `# location` comment.
  private func layout(of text: String) -> [String] {
    text.components(separatedBy: "\n")
      .prefix { !$0.hasPrefix("Failing scenarios:") && !$0.contains(" scenario") }
      .map { line in
        guard let comment = line.range(of: " # ") else { return line }
        return String(line[..<comment.lowerBound])
      }
  }

  /// The feature, rule and scenario headings, in order.
  private func headings(in text: String) -> [String] {
    layout(of: text).filter {
      $0.hasPrefix("Feature:") || $0.contains("Rule:") || $0.contains("Scenario:")
    }
  }
}
