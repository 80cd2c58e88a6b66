import GherkinTesting
import ShoppingCartSteps

// The plugin writes one test per scenario of Features/; each calls this function with its case.
func runScenario(_ scenario: ScenarioCase) async throws {
  await scenario.run(with: CartSteps.registry())
}
