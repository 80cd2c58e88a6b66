import Testing

@testable import Gherkin

@Suite("Summary reporter")
struct SummaryReporterTests {
  @Test("counts scenarios and steps by status, passed first")
  func counts() async {
    let text = await report(with: SummaryReporter())

    #expect(text.contains("4 scenarios (1 passed, 3 failed)\n"))
    #expect(text.contains("8 steps (4 passed, 3 failed, 1 skipped)\n"))
  }

  @Test("an outline whose title holds a placeholder runs and fails each of its rows")
  func outlineRowsFail() async {
    let text = await report(with: SummaryReporter())

    #expect(text.contains("features/cache.feature:19 # Cache of 7 days"))
    #expect(text.contains("features/cache.feature:20 # Cache of 8 days"))
  }

  @Test("prints the run's duration in minutes and seconds")
  func duration() async {
    let text = await report(with: SummaryReporter())

    #expect(text.contains(#/\n0m\d+\.\d{3}s\n/#))
  }

  @Test("a run with no scenarios says so")
  func empty() async {
    let text = await report(with: SummaryReporter(), sources: [])

    #expect(text.hasPrefix("0 scenarios\n0 steps\n"))
  }
}
