import FeedSpecs
import Foundation

@testable import Gherkin

/// A whole run of feature files with FeedSpecs' steps, keeping every event.
struct SuiteRun {
  let suite: FeatureSuite
  let events: [RunEvent]
  let outcome: RunOutcome

  /// Runs every scenario under `paths`.
  static func run(_ paths: [String]) async throws -> SuiteRun {
    let suite = FeatureLoader().load(paths: paths)
    var log = EventLog()
    let runner = TestRunner(registry: try FeedSpecs.registry())
    let outcome = await runner.run(suite, to: &log)
    return SuiteRun(suite: suite, events: log.events, outcome: outcome)
  }

  /// Each step that failed: its scenario's `file:line`, the step's line, and the message.
  var failedSteps: [(scenario: String, line: Int?, message: String)] {
    let lines = suite.stepLines
    return events.compactMap { event in
      guard case .testStepFinished(let finished) = event, finished.result.status == .failed
      else { return nil }
      let pickle = finished.testStep.pickleStep
      let scenario = outcome.results.first { result in
        result.pickle.steps.contains { $0.id == pickle?.id }
      }.map {
        "\(URL(fileURLWithPath: $0.pickle.uri).lastPathComponent):\($0.pickle.location.line)"
      }
      return (scenario ?? "?", pickle.flatMap { lines[$0.id] }, finished.result.message ?? "")
    }
  }

  /// The scenarios that ran, for a coverage check.
  var scenarios: [SeedCoverage.Scenario] {
    outcome.results.map { SeedCoverage.Scenario(pickle: $0.pickle, status: $0.status) }
  }

  /// The `file:line` of each scenario that did not pass.
  var failedScenarios: [String] {
    outcome.results.filter { $0.status != .passed }.map {
      "\(URL(fileURLWithPath: $0.pickle.uri).lastPathComponent):\($0.pickle.location.line)"
    }
  }
}
