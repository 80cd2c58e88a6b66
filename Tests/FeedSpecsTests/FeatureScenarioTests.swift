import FeedSpecs
import GherkinTesting

/// How the tests that the GherkinScenarioTests plugin generates from Features/ (one per scenario
/// and Examples row, named `file.feature:LINE Scenario name`) run their scenario: against the
/// production code. `FEED_SPECS_STORE=sqlite` runs them on a SQLite file.
func runScenario(_ scenario: ScenarioCase) async throws {
  let store = try StoreKind.fromEnvironment() ?? .memory
  await scenario.run(with: try FeedSpecs.registry(store: store))
}
