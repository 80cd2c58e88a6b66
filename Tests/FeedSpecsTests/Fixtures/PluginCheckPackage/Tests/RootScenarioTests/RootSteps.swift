import Gherkin
import GherkinTesting
import Testing

/// Runs a scenario of the package's Features/, which this target reads through its link
/// Features: `the root step passes` passes and `the root step fails` fails.
func runScenario(_ scenario: ScenarioCase) async throws {
  var registry = StepRegistry { RootWorld() }
  registry.given("the root step passes") { _ in }
  registry.given("the root step fails") { _ in Issue.record("the root step fails, as written") }
  await scenario.run(with: registry)
}

/// The world of a scenario of the root folder: nothing to keep.
struct RootWorld {}
