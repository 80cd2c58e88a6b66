import Gherkin
import GherkinTesting
import Testing

/// Runs the scenario of a generated test: `the step passes` passes and `the step fails` fails.
func runScenario(_ scenario: ScenarioCase) async throws {
  var registry = StepRegistry { Nothing() }
  registry.given("the step passes") { _ in }
  registry.given("the step fails") { _ in Issue.record("the step fails, as written") }
  await scenario.run(with: registry)
}

/// The world of a scenario: nothing to keep.
struct Nothing {}
