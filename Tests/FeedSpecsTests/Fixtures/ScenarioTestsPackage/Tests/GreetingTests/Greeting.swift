import Gherkin
import GherkinTesting
import Testing

/// Runs the scenario of a generated test with this package's steps.
func runScenario(_ scenario: ScenarioCase) async throws {
  var registry = StepRegistry { Greeting() }
  registry.given("the greeting {string}", String.self) { greeting, text in greeting.text = text }
  registry.then("the greeting is {string}", String.self) { greeting, text in
    #expect(greeting.text == text)
  }
  registry.then("the greeting has {int} letters", Int.self) { greeting, count in
    #expect(greeting.text.count == count)
  }
  await scenario.run(with: registry)
}

/// The world of a scenario.
final class Greeting {
  var text = ""
}
