import FeedSpecs
import Testing

@testable import Gherkin

@Suite("Seed coverage")
struct SeedCoverageTests {
  @Test("every seed item is proved by a passing scenario of Features/")
  func noSeedItemIsMissing() async throws {
    let run = try await SuiteRun.run([PackagePaths.features.path])
    let coverage = SeedCoverage(items: SeedCatalogue.items, scenarios: run.scenarios)

    #expect(coverage.missing.map(\.id) == [])
  }

  @Test("the catalogue names each seed item once")
  func catalogueItemsAreUnique() {
    let ids = SeedCatalogue.items.map(\.id)

    #expect(ids.count == 29)
    #expect(Set(ids).count == ids.count)
  }

  @Test("an item whose only scenario failed is missing, and the report fails the run")
  func failedScenarioDoesNotProveItsItem() async {
    let (record, text) = await report(stepPasses: false)

    #expect(record.passed == false)
    #expect(
      record.problems.map(\.rendered) == [
        "uc-x/primary (X: primary course) is proved by no passing scenario (--format coverage)."
      ])
    #expect(text.contains("MISSING uc-x/primary"))
    #expect(text.contains("x.feature:5 A scenario"))
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
      items: [item],
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
      items: [item], behaviours: [cancel, paging],
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
      items: [item], behaviours: [paging],
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
      items: [item], behaviours: [cancel, paging],
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
    let run = try await SuiteRun.run([PackagePaths.features.path])
    let coverage = SeedCoverage(
      items: SeedCatalogue.items, behaviours: SeedCatalogue.behaviours, scenarios: run.scenarios)

    #expect(coverage.ungrouped.map(\.reference) == [])
    #expect(coverage.groups.filter { !$0.isProved }.map(\.subject) == [])
  }

  @Test("the catalogue names each behaviour once, by a tag no seed item uses")
  func behaviourTagsAreUniqueAndNotSeedTags() {
    let tags = SeedCatalogue.behaviours.map(\.tag)
    let seedTags = Set(SeedCatalogue.items.flatMap { [$0.featureTag, $0.courseTag] })

    #expect(Set(tags).count == tags.count)
    #expect(tags.filter(seedTags.contains) == [])
  }

  // MARK: - Helpers

  private let cancel = BeyondSeedBehaviour(
    "cancelled-load", title: "Cancelled loads", wording: "Nothing arrives.")
  private let paging = BeyondSeedBehaviour("paging", title: "Paging", wording: "More pages.")

  private let item = SeedItem("uc-x", "primary", title: "X: primary course", wording: "X happens.")

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
    var sink = ReporterSink(reporter: MessageReporter(SeedCoverageReporter(items: [item])))
    await TestRunner(registry: registry).run(suite, to: &sink)
    return (sink.record, sink.text)
  }
}

private struct CoverageTestFailure: Error {}

/// Keeps a run's record and feeds the run to the coverage report, keeping its text.
private struct ReporterSink: RunSink {
  var reporter: MessageReporter
  var record = TestRunRecord()
  var text = ""

  mutating func publish(_ output: RunOutput) {
    record.publish(output)
    text += reporter.handle(output, in: record)
  }

  var judgements: [Diagnostic] { reporter.judgements(of: record) }
}
