import FeedSpecs
import GherkinTesting

/// How the tests that the GherkinScenarioTests plugin generates from Features/ (one per scenario
/// and Examples row, named `file.feature:LINE Scenario name`) run their scenario: against the
/// production code, each with a fresh world from one registry, as `feed-specs --parallel` runs
/// them. `FEED_SPECS_STORE=sqlite` runs them on a SQLite file.
func runScenario(_ scenario: ScenarioCase) async throws {
  await scenario.run(with: try scenarioRegistry.get())
}

/// FeedSpecs' registry for the scenarios, made once per test process.
private let scenarioRegistry = Result {
  try FeedSpecs.registry(store: try StoreKind.fromEnvironment() ?? .memory)
}
