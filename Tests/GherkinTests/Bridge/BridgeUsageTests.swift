import Foundation
import GherkinTesting
import Testing

@testable import GherkinCommandLine

/// Shows the bridge as a test target uses it: one Swift Testing case per scenario of the
/// fixture features, named `counter.feature:LINE Scenario name`.
@Suite("Swift Testing bridge in use")
struct BridgeUsageTests {
  static let features = packageRoot.appendingPathComponent("Tests/GherkinTests/Fixtures/Features")

  @Test("every fixture scenario passes", arguments: try Scenarios.load(from: features))
  func scenario(_ scenario: ScenarioCase) async {
    await scenario.run(with: Self.makeRegistry())
  }

  @Test("the fixture yields one case per scenario and outline row, punctuation twins included")
  func cases() throws {
    let cases = try Scenarios.load(from: Self.features, environment: [:])

    #expect(
      cases.map(\.testDescription) == [
        "counter.feature:7 Increment once", "counter.feature:11 Increment, twice",
        "counter.feature:16 Increment twice", "counter.feature:27 Increment by 1",
        "counter.feature:28 Increment by 10",
      ])
  }

  private static func makeRegistry() -> StepRegistry<Counter> {
    var registry = StepRegistry { Counter() }
    registry.given("a counter at {int}", Int.self) { counter, start in counter.value = start }
    registry.when("it is incremented by {int}", Int.self) { counter, step in counter.value += step }
    registry.then("it reads {int}", Int.self) { counter, expected in
      #expect(counter.value == expected)
    }
    return registry
  }
}

/// A world that is a non-Sendable class: the runner keeps it inside one scenario's task.
private final class Counter {
  var value = 0
}
