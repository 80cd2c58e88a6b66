import Foundation
import Testing

@testable import GherkinCommandLine

@Suite("progress-lines reads each scenario's verdict and first problem from the run's record")
struct ScenarioLinesReporterTests {
  @Test("with --retry a scenario gets one line, from its last attempt, and is counted once")
  func retriedScenarioCountedOnce() async {
    let calls = CallCounter()
    var registry = StepRegistry { () }
    registry.given("a step failing once") { _ in
      if calls.next() == 1 { throw StepFailure() }
    }

    let text = await lines(
      "Feature: Flaky\n  Scenario: once\n    Given a step failing once\n", registry: registry,
      options: RunOptions(retry: 1))

    #expect(text == "PASS features/x.feature:2 once\n1 passed, 0 failed\n")
  }

  @Test("a scenario failing on every attempt is one FAIL line under --retry")
  func exhaustedRetriesFailOnce() async {
    var registry = StepRegistry { () }
    registry.given("a step failing always") { _ in throw StepFailure() }

    let text = await lines(
      "Feature: Broken\n  Scenario: always\n    Given a step failing always\n",
      registry: registry, options: RunOptions(retry: 2))

    #expect(
      text
        == "FAIL features/x.feature:2 always\n    failed at features/x.feature:3: a step failing always\n    step blew up\n0 passed, 1 failed\n"
    )
  }

  @Test("an ambiguous step's line names the step and each definition it matches")
  func ambiguousStepNamesDefinitions() async {
    var registry = StepRegistry { () }
    registry.given("a step") { _ in }
    registry.given("a {word}", String.self) { _, _ in }

    let text = await lines(
      "Feature: Twice\n  Scenario: ambiguous\n    Given a step\n", registry: registry)

    #expect(text.hasPrefix("FAIL features/x.feature:2 ambiguous\n"))
    #expect(text.contains("    ambiguous at features/x.feature:3: a step\n"))
    #expect(text.contains("    Step \"a step\" matches 2 step definitions:\n      a step ("))
    #expect(text.contains("\n      a {word} ("))
    #expect(text.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test("a failing hook is reported in a hook, with its error")
  func failingHookLine() async {
    var registry = StepRegistry { () }
    registry.given("a step") { _ in }
    registry.before { _ in throw StepFailure() }

    let text = await lines(
      "Feature: Hooked\n  Scenario: hooked\n    Given a step\n", registry: registry)

    #expect(
      text
        == "FAIL features/x.feature:2 hooked\n    failed in a hook\n    step blew up\n0 passed, 1 failed\n"
    )
  }

  private func lines(
    _ feature: String, registry: StepRegistry<Void>, options: RunOptions = RunOptions()
  ) async -> String {
    var sink = ReporterCapture(reporter: ScenarioLinesFormatter())
    let suite = FeatureSuite(sources: [("features/x.feature", feature)])
    await TestRunner(registry: registry, options: options).run(suite, to: &sink)
    return sink.text
  }
}

@Suite("The run's record tells each problem once, for every report")
struct StepProblemTests {
  @Test(
    "an undefined step's problem carries why nothing matched, worded as the summary words it, and the snippet, no message"
  )
  func undefinedStepProblem() async throws {
    var registry = StepRegistry { () }
    registry.given("the cache is empty") { _ in }
    let record = await record(
      "Feature: F\n  Scenario: S\n    Given the cache is emptied\n", registry: registry)

    let attempt = try #require(record.attempts.filter { !$0.willBeRetried }.first)
    let run = try #require(attempt.firstProblem)
    let problem = try #require(record.problem(of: run))

    #expect(problem.status == .undefined)
    #expect(problem.message == nil)
    #expect(problem.place == "features/x.feature:3")
    #expect(problem.suggestion.first == "'the cache is emptied' matches no sentence.")
    #expect(problem.suggestion.last?.contains("registry.given(") == true)
    #expect(problem.suggestion.contains { $0.contains("Given the cache is [empty]") })
  }

  @Test("a failed before hook's problem names the hook's source and its error")
  func failedHookProblem() async throws {
    var registry = StepRegistry { () }
    registry.given("a step") { _ in }
    registry.before { _ in throw StepFailure() }
    let record = await record("Feature: F\n  Scenario: S\n    Given a step\n", registry: registry)

    let attempt = try #require(record.attempts.filter { !$0.willBeRetried }.first)
    let run = try #require(attempt.firstProblem)
    let problem = try #require(record.problem(of: run))

    #expect(problem.status == .failed)
    #expect(problem.pickleStep == nil)
    #expect(problem.message == "step blew up")
    #expect(problem.hookTitle.hasPrefix("before hook ("))
    #expect(problem.hookTitle.contains("ScenarioLinesReporterTests.swift:"))
  }

  @Test("a passed step is no problem")
  func passedStepIsNoProblem() async throws {
    var registry = StepRegistry { () }
    registry.given("a step") { _ in }
    let record = await record("Feature: F\n  Scenario: S\n    Given a step\n", registry: registry)

    let attempt = try #require(record.attempts.filter { !$0.willBeRetried }.first)
    #expect(attempt.steps.compactMap { record.problem(of: $0) }.isEmpty)
    #expect(attempt.steps.count == 1)
  }

  private func record(_ feature: String, registry: StepRegistry<Void>) async -> TestRunRecord {
    var record = TestRunRecord()
    let suite = FeatureSuite(sources: [("features/x.feature", feature)])
    await TestRunner(registry: registry, options: RunOptions(stepTimeLimit: hangGuardStepTimeLimit))
      .run(suite, to: &record)
    return record
  }
}
