import FeedSpecs
import Foundation

@testable import GherkinCommandLine

/// A whole run of feature files with FeedSpecs' steps, keeping the run's record.
struct SuiteRun: Sendable {
  let suite: FeatureSuite
  let record: TestRunRecord
  let outcome: RunOutcome

  /// Runs every scenario under `paths`.
  static func run(_ paths: [String]) async throws -> SuiteRun {
    let suite = FeatureLoader().load(paths: paths)
    var record = TestRunRecord()
    // A step time limit that is only a hang guard: a busy machine may keep a step waiting long.
    let runner = TestRunner(
      registry: try FeedSpecs.registry(), options: RunOptions(stepTimeLimit: .seconds(600)))
    let outcome = await runner.run(suite, to: &record)
    return SuiteRun(suite: suite, record: record, outcome: outcome)
  }

  /// Features/ run once per test process, for the tests that only read its results.
  static let features = Task { try await run([PackagePaths.features.path]) }

  /// Each step that failed: its scenario's `file:line`, the step's line, and the message.
  var failedSteps: [(scenario: String, line: Int?, message: String)] {
    record.attempts.flatMap { attempt in
      let pickle = record.pickle(id: attempt.pickleId)
      let scenario = pickle.map {
        "\(URL(fileURLWithPath: $0.uri).lastPathComponent):\($0.location.line)"
      }
      return attempt.steps.compactMap { run -> (String, Int?, String)? in
        guard let result = run.result, result.status == .failed else { return nil }
        let step = record.problemLocation(of: run.testStep)?.location?.line
        return (scenario ?? "?", step, result.message ?? "")
      }
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
