// The Gherkin catalog's "Scenarios under swift test" article, "the bridge alone", as written there
// (with this package's registry): one parameterised test takes every scenario, without the plugin.
import Foundation
import GherkinTesting
import ShoppingCartSteps
import Testing

// The package's Features/, found from this file (Tests/AcceptanceTests/FeatureScenarioTests.swift).
let featuresFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Features")

@Suite("Features")
struct FeatureScenarioTests {
  @Test("scenario", arguments: try Scenarios.load(from: featuresFolder))
  func scenario(_ scenario: ScenarioCase) async {
    await scenario.run(with: CartSteps.registry())
  }
}
