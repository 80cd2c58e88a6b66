import FeedSpecs
import Foundation
import Testing

@testable import GherkinCommandLine

@Suite("Seed coverage")
struct SeedCoverageTests {
  @Test("every criterion of Features/criteria.md is proved by a passing scenario of Features/")
  func noSeedItemIsMissing() async throws {
    let run = try await SuiteRun.features.value
    let coverage = SeedCoverage(criteria: try Self.criteria(), scenarios: run.scenarios)

    #expect(coverage.missing.map(\.id) == [])
  }

  @Test(
    "Features/criteria.md names each of the 29 seed items once, with the seed's words, at its lines"
  )
  func catalogueItemsAreUnique() throws {
    let items = try Self.criteria().items
    let ids = items.map(\.id)
    let lines = try String(contentsOf: Self.criteriaURL, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let line = { (written: String) in lines.firstIndex { $0.hasPrefix(written) }.map { $0 + 1 } }

    #expect(ids.count == 29)
    #expect(Set(ids).count == ids.count)
    #expect(
      items.first
        == SeedItem(
          tags: ["@narrative-1", "@primary"], title: "Narrative #1: online customer",
          wording: "Given the customer has connectivity When the customer requests to see their "
            + "feed Then the app should display the latest feed from remote And replace the "
            + "cache with the new feed", line: line("- @narrative-1 @primary ")))
    #expect(
      items.last
        == SeedItem(
          tags: ["@uc-cache-image-data", "@insert-error"],
          title: "Cache Feed Image Data: failure saving", wording: "System delivers failed error.",
          line: line("- @uc-cache-image-data @insert-error ")))
  }

  @Test("an item whose only scenario failed is missing, and the report fails the run")
  func failedScenarioDoesNotProveItsItem() async {
    let (record, text) = await report(stepPasses: false)

    #expect(record.passed == false)
    #expect(
      record.problems.map(\.rendered) == [
        "criteria.md:7: uc-x/primary (X: primary course) is proved by no passing scenario: it "
          + "needs a passing scenario tagged @uc-x @primary (an @edge scenario does not count) "
          + "(--format coverage)."
      ])
    #expect(text.contains("MISSING uc-x/primary"))
    #expect(text.contains("x.feature:5 A scenario"))
    #expect(
      text.contains(
        "it needs a passing scenario tagged @uc-x @primary (an @edge scenario does not count) "
          + "(criteria.md:7)"))
  }

  @Test("a passing edge case alone does not prove its criterion")
  func passingEdgeAloneDoesNotProveItsItem() {
    let coverage = SeedCoverage(
      criteria: criteria(),
      scenarios: [
        scenario("b.feature:1", ["@uc-x", "@primary", "@edge"]),
        SeedCoverage.Scenario(
          reference: "c.feature:1", tags: ["@uc-x", "@primary"], status: .failed),
      ])

    #expect(coverage.missing == [item])
    #expect(SeedCoverageReporter.render(coverage).contains("MISSING uc-x/primary"))
  }

  @Test("a covered item whose @proposed change waits reads covered · change pending, not failed")
  func waitingProposalIsAPendingChange() {
    let coverage = SeedCoverage(
      criteria: criteria(),
      scenarios: [
        scenario("b.feature:1", ["@uc-x", "@primary"]),
        SeedCoverage.Scenario(
          reference: "c.feature:1", tags: ["@uc-x", "@primary", "@proposed"], status: .failed),
      ])

    let text = SeedCoverageReporter.render(coverage)

    #expect(coverage.missing.isEmpty)
    #expect(text.contains("covered · change pending uc-x/primary"))
    #expect(text.contains("    … (waiting) c.feature:1"))
    #expect(!text.contains("✗"))
    #expect(text.contains("1 of 1 criteria covered, 0 missing, 1 with a change pending"))
  }

  @Test("an item with a passing scenario is covered, and the report lets the run pass")
  func passingScenarioProvesItsItem() async {
    let (record, text) = await report(stepPasses: true)

    #expect(record.passed == true)
    #expect(record.problems.isEmpty)
    #expect(text.contains("covered uc-x/primary"))
    #expect(text.contains("0 missing"))
  }

  @Test("a scenario tagged for no item, or as an edge, is listed beyond the seed")
  func scenariosBeyondTheSeed() {
    let coverage = SeedCoverage(
      criteria: criteria(),
      scenarios: [
        scenario("a.feature:1", ["@paging"]),
        scenario("b.feature:1", ["@uc-x", "@primary", "@edge"]),
        scenario("c.feature:1", ["@uc-x", "@primary"]),
      ])

    #expect(coverage.beyondSeed.map(\.reference) == ["a.feature:1", "b.feature:1"])
    #expect(coverage.entries.first?.scenarios.map(\.reference) == ["b.feature:1", "c.feature:1"])
  }

  @Test("a scenario beyond the seed is grouped under the first behaviour whose tag it carries")
  func groupsByFirstBehaviourTag() {
    let coverage = SeedCoverage(
      criteria: criteria(cancel, paging),
      scenarios: [
        scenario("a.feature:1", ["@paging", "@cancelled-load"]),
        scenario("b.feature:1", ["@paging"]),
        scenario("c.feature:1", ["@uc-x", "@primary", "@edge", "@cancelled-load"]),
      ])

    #expect(
      coverage.groups.map { $0.scenarios.map(\.reference) } == [
        ["a.feature:1", "c.feature:1"], ["b.feature:1"],
      ])
    #expect(coverage.groups.map(\.subject) == [.behaviour(cancel), .behaviour(paging)])
    #expect(coverage.ungrouped.isEmpty)
  }

  @Test("an edge with no behaviour tag is grouped with its item; a scenario with neither is not")
  func groupsUntaggedEdgesByItem() {
    let coverage = SeedCoverage(
      criteria: criteria(paging),
      scenarios: [
        scenario("a.feature:1", ["@uc-x", "@primary", "@edge"]),
        scenario("b.feature:1", ["@somewhere-else"]),
        scenario("c.feature:1", ["@uc-x", "@primary"]),
      ])

    #expect(coverage.groups.map(\.subject) == [.behaviour(paging), .edges(item)])
    #expect(coverage.groups.map { $0.scenarios.map(\.reference) } == [[], ["a.feature:1"]])
    #expect(coverage.ungrouped.map(\.reference) == ["b.feature:1"])
  }

  @Test("the report states each behaviour with its scenarios, and names what is not grouped")
  func reportGroupsBeyondTheSeed() {
    let coverage = SeedCoverage(
      criteria: criteria(cancel, paging),
      scenarios: [
        scenario("a.feature:1", ["@cancelled-load"]),
        scenario("b.feature:1", ["@somewhere-else"]),
      ])

    let text = SeedCoverageReporter.render(coverage)

    #expect(
      text.contains(
        "stated cancelled-load: Cancelled loads\n    Nothing arrives.\n    ✓ a.feature:1"))
    #expect(
      text.contains("UNSTATED paging: Paging\n    More pages.\n    no scenario is tagged @paging"))
    #expect(text.contains("UNGROUPED: tag each with the behaviour it states"))
    #expect(text.contains("✓ b.feature:1 @somewhere-else"))
  }

  @Test("every scenario of Features/ beyond the seed is grouped, and every behaviour is stated")
  func everyScenarioBeyondTheSeedIsGrouped() async throws {
    let run = try await SuiteRun.features.value
    let coverage = SeedCoverage(criteria: try Self.criteria(), scenarios: run.scenarios)

    #expect(coverage.ungrouped.map(\.reference) == [])
    #expect(coverage.groups.filter { !$0.isProved }.map(\.subject) == [])
  }

  @Test("Features/criteria.md names 15 behaviours, each once, by a tag no criterion uses")
  func behaviourTagsAreUniqueAndNotSeedTags() throws {
    let criteria = try Self.criteria()
    let tags = criteria.behaviours.map(\.tag)
    let seedTags = Set(criteria.items.flatMap(\.tags))

    #expect(tags.count == 15)
    #expect(Set(tags).count == tags.count)
    #expect(tags.filter(seedTags.contains) == [])
  }

  // MARK: - Helpers

  private let cancel = BeyondSeedBehaviour(
    tag: "@cancelled-load", title: "Cancelled loads", wording: "Nothing arrives.")
  private let paging = BeyondSeedBehaviour(
    tag: "@paging", title: "Paging", wording: "More pages.")

  private let item = SeedItem(
    tags: ["@uc-x", "@primary"], title: "X: primary course", wording: "X happens.", line: 7)

  /// The criteria file of Features/.
  static let criteriaURL = PackagePaths.features.appendingPathComponent(CriteriaFile.name)

  /// The criteria of Features/.
  static func criteria() throws -> CriteriaFile {
    try CriteriaFile(contentsOf: criteriaURL.path)
  }

  /// Criteria of ``item`` alone, with `behaviours`.
  private func criteria(_ behaviours: BeyondSeedBehaviour...) -> CriteriaFile {
    CriteriaFile(path: "criteria.md", items: [item], behaviours: behaviours)
  }

  private func scenario(_ reference: String, _ tags: [String]) -> SeedCoverage.Scenario {
    SeedCoverage.Scenario(reference: reference, tags: tags, status: .passed)
  }

  /// Runs a one-scenario feature tagged for ``item`` through the coverage report.
  private func report(stepPasses: Bool) async -> (TestRunRecord, String) {
    let text = "@uc-x\nFeature: X\n\n  @primary\n  Scenario: A scenario\n    Given it happens\n"
    let suite = FeatureSuite(sources: [(uri: "x.feature", text: text)])
    var registry = StepRegistry { () }
    registry.given("it happens") { _ in
      if !stepPasses { throw CoverageTestFailure() }
    }
    var sink = ReporterSink(reporter: SeedCoverageReporter(criteria: criteria()))
    await TestRunner(registry: registry, options: RunOptions(stepTimeLimit: .seconds(600))).run(
      suite, to: &sink)
    return (sink.record, sink.text)
  }
}

private struct CoverageTestFailure: Error {}

/// Keeps a run's record and feeds the run to the coverage report, keeping its text; the run
/// asks the report's check (as the plugin's) before its verdict.
private struct ReporterSink: RunSink {
  var reporter: SeedCoverageReporter
  var record = TestRunRecord()
  var text = ""

  mutating func publish(_ output: RunOutput) {
    record.publish(output)
    guard case .envelope(let envelope) = output else { return }
    text += reporter.format(envelope, in: record)
  }

  var judgements: [Diagnostic] { reporter.judgements(of: record) }
}
