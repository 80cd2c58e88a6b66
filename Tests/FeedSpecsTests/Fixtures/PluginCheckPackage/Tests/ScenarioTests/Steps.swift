import Gherkin
import GherkinTesting
import Testing

/// Runs the scenario of a generated test: `the step passes` passes, `the step fails` fails, and
/// `the cell is {string}` passes whatever the cell holds.
func runScenario(_ scenario: ScenarioCase) async throws {
  var registry = StepRegistry { Nothing() }
  registry.given("the step passes") { _ in }
  registry.given("the step fails") { _ in Issue.record("the step fails, as written") }
  registry.given("the cell is {string}", String.self) { _, _ in }
  await scenario.run(with: registry)
}

/// The world of a scenario: nothing to keep.
struct Nothing {}
