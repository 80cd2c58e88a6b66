import Testing

@testable import GherkinCommandLine

@Suite("Pretty, progress and summary output as feed-specs prints it")
struct TerminalFormatsTests {
  @Test("pretty prints the feature, each scenario with its file:line, and each step")
  func prettyLayout() async {
    let text = await report(format: .pretty)

    #expect(
      text.hasPrefix(
        "\nFeature: Cache\n\n  @cache\n  Scenario: Fresh cache                    # features/cache.feature:4\n"
      ))
    #expect(
      text.contains("    ✔ Given the cache was saved 1 days ago # GherkinTests/CacheWorld.swift:"))
    #expect(
      text.contains("  Scenario Outline: Cache of 8 days        # features/cache.feature:20\n"))
  }

  @Test("pretty prints a scenario's tags, inherited ones included, above it")
  func prettyTags() async {
    let text = await report(format: .pretty)

    #expect(text.contains("  @cache @broken\n  Scenario: Broken store"))
  }

  @Test("pretty prints a failing step's error and its .feature line under it")
  func prettyError() async {
    let text = await report(format: .pretty)

    #expect(text.contains("    ✘ Given the store fails          # GherkinTests/CacheWorld.swift:"))
    #expect(text.contains("\n          the store failed\n          at features/cache.feature:10\n"))
  }

  @Test("pretty writes no ANSI escapes when colours are off")
  func noColors() async {
    let text = await report(format: .pretty)

    #expect(!text.contains("\u{1B}["))
  }

  @Test("pretty colours a step by its status, its keyword in bold, when colours are on")
  func colors() async {
    let text = await report(format: .pretty, colors: true)

    #expect(
      text.contains(
        "\u{1B}[32m✔\u{1B}[39m \u{1B}[32m\u{1B}[1mGiven \u{1B}[22mthe cache was saved \u{1B}[1m1\u{1B}[22m days ago\u{1B}[39m"
      ))
    #expect(
      text.contains(
        "\u{1B}[31m✘\u{1B}[39m \u{1B}[31m\u{1B}[1mGiven \u{1B}[22mthe store fails\u{1B}[39m"))
  }

  @Test("progress prints one character per step, then the summary")
  func progress() async {
    let text = await report(format: .progress)

    #expect(text.hasPrefix("..F-.F.F\n"))
    #expect(text.contains("4 scenarios (1 passed, 3 failed)"))
  }

  @Test("summary counts scenarios and steps by status")
  func counts() async {
    let text = await report(format: .summary)

    #expect(text.contains("4 scenarios (1 passed, 3 failed)\n"))
    #expect(text.contains("8 steps (4 passed, 1 skipped, 3 failed)\n"))
  }

  @Test("summary lists each failing row of an outline whose title holds a placeholder")
  func outlineRowsFail() async {
    let text = await report(format: .summary)

    #expect(text.contains("  2) Cache of 7 days # features/cache.feature:19\n"))
    #expect(text.contains("  3) Cache of 8 days # features/cache.feature:20\n"))
  }

  @Test("summary prints the run's duration in minutes and seconds")
  func duration() async {
    let text = await report(format: .summary)

    #expect(text.contains(#/\n\d+m \d+\.\d+s \(\d+m \d+\.\d+s executing your code\)\n/#))
  }

  @Test("a run with no scenarios says so")
  func empty() async {
    let text = await report(format: .summary, sources: [])

    #expect(text.hasPrefix("\n0 scenarios\n0 steps\n"))
  }

  @Test("pretty prints each rule's heading under the feature and its scenarios beneath it")
  func ruleLayout() async {
    let text = await prettyRules()

    #expect(
      layout(of: text) == [
        "", "Feature: Rules", "",
        "  Scenario: Plain",
        "    ✔ Given the cache was saved 1 days ago",
        "    ✔ Then the app displays 2 images",
        "",
        "  Rule: Fresh caches show images",
        "",
        "    Scenario: Two days",
        "      ✔ Given the cache was saved 1 days ago",
        "      ✔ Given the cache was saved 2 days ago",
        "      ✔ Then the app displays 2 images",
        "",
        "    Scenario: Still fresh",
        "      ✔ Given the cache was saved 1 days ago",
        "      ✔ Given the cache was saved 2 days ago",
        "      ✔ Then the app displays 2 images",
        "",
        "  Rule: Stale caches show nothing",
        "",
        "    Scenario: Eight days",
        "      ✔ Given the cache was saved 1 days ago",
        "      ✔ Given the cache was saved 8 days ago",
        "      ✘ Then the app displays 5 images",
        "            expected 0 images, the row says 5",
        "            at features/rules.feature:24",
        "",
      ])
  }

  @Test("pretty prints a rule's heading once though the rule's scenarios run interleaved")
  func ruleHeadingOnce() async {
    let text = await prettyRules { suite in
      let pickles = suite.pickles
      return [pickles[1], pickles[3], pickles[2]]
    }

    #expect(
      headings(in: text) == [
        "Feature: Rules", "  Rule: Fresh caches show images", "    Scenario: Two days",
        "  Rule: Stale caches show nothing", "    Scenario: Eight days",
        "    Scenario: Still fresh",
      ])
  }

  @Test("pretty prints a rule's heading when a filter leaves out the rule's first scenario")
  func ruleHeadingAfterFilter() async throws {
    let filter = try PickleFilter(namePatterns: ["Still fresh"])

    let text = await prettyRules { filter.select(from: $0) }

    #expect(
      headings(in: text) == [
        "Feature: Rules", "  Rule: Fresh caches show images", "    Scenario: Still fresh",
      ])
  }

  @Test("pretty prints no rule heading for a feature without rules")
  func noRules() async {
    let text = await report(format: .pretty)

    #expect(!text.contains("Rule:"))
  }

  // MARK: - Helpers

  private func prettyRules(select: (FeatureSuite) -> [Pickle] = \.pickles) async -> String {
    await report(
      format: .pretty, sources: [("features/rules.feature", rulesFeature)], select: select)
  }

  /// The lines before the summary, each without its `# location` comment or padding.
  private func layout(of text: String) -> [String] {
    text.components(separatedBy: "\n")
      .prefix { !$0.hasPrefix("Failed scenarios:") }
      .map { line in
        guard let comment = line.range(of: " # ") else { return line }
        return String(line[..<comment.lowerBound]).replacing(#/ +$/#, with: "")
      }
  }

  /// The feature, rule and scenario headings, in order.
  private func headings(in text: String) -> [String] {
    layout(of: text).filter {
      $0.hasPrefix("Feature:") || $0.contains("Rule:") || $0.contains("Scenario:")
    }
  }
}
