import Testing

@testable import Gherkin

@Suite("Pretty and progress reporters")
struct PrettyReporterTests {
  @Test("pretty prints the feature, each scenario with its file:line, and each step")
  func prettyLayout() async {
    let text = await report(with: PrettyReporter())

    #expect(
      text.hasPrefix(
        "Feature: Cache\n\n  @cache\n  ✔ Scenario: Fresh cache # features/cache.feature:4\n"))
    #expect(
      text.contains("    ✔ Given the cache was saved 1 days ago # GherkinTests/CacheWorld.swift:"))
    #expect(text.contains("  ✘ Scenario Outline: Cache of 8 days # features/cache.feature:20\n"))
  }

  @Test("pretty prints a scenario's tags, inherited ones included, above it")
  func prettyTags() async {
    let text = await report(with: PrettyReporter())

    #expect(text.contains("  @cache @broken\n  ✘ Scenario: Broken store"))
  }

  @Test("pretty prints a failing step's error under it")
  func prettyError() async {
    let text = await report(with: PrettyReporter())

    #expect(text.contains("    ✘ Given the store fails # GherkinTests/CacheWorld.swift:"))
    #expect(text.contains("\n      the store failed\n"))
  }

  @Test("pretty writes no ANSI escapes when colours are off")
  func noColors() async {
    let text = await report(with: PrettyReporter(colors: false))

    #expect(!text.contains("\u{1B}["))
  }

  @Test("pretty colours steps when colours are on")
  func colors() async {
    let text = await report(with: PrettyReporter(colors: true))

    #expect(text.contains("\u{1B}[32m    ✔ Given the cache was saved 1 days ago\u{1B}[0m"))
    #expect(text.contains("\u{1B}[31m    ✘ Given the store fails\u{1B}[0m"))
  }

  @Test("progress prints one character per step, then the summary")
  func progress() async {
    let text = await report(with: ProgressReporter())

    #expect(text.hasPrefix("..F-.F.F\n"))
    #expect(text.contains("4 scenarios (1 passed, 3 failed)"))
  }
}
