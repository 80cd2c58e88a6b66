import FeedSpecs
import Foundation
import GherkinTesting
import Testing

/// Every scenario of Features/ as its own test case, named `file.feature:LINE Scenario name`,
/// run against the production code. `FEED_SPECS_STORE=sqlite` runs them on a SQLite file.
@Suite("Features")
struct FeatureScenarioTests {
  @Test("scenario", arguments: try Scenarios.load(from: PackagePaths.features))
  func scenario(_ scenario: ScenarioCase) async throws {
    let store = try StoreKind.fromEnvironment() ?? .memory
    await scenario.run(with: try FeedSpecs.registry(store: store))
  }
}
