import Foundation
import Testing

@testable import Gherkin

@Suite("One record of a run, built from its messages")
struct TestRunRecordTests {
  private func record(of sample: String) throws -> TestRunRecord {
    TestRunRecord(
      try CompatibilityKitData.expectedLines(of: sample).map { try Envelope(ndjsonLine: $0) })
  }

  @Test(
    "a retried test case has one attempt per try; its last attempt gives its verdict",
    .enabled(if: CompatibilityKitData.isAvailable, CompatibilityKitData.missing))
  func retriedAttempts() throws {
    let record = try record(of: "retry")

    #expect(record.attempts.count == 9)
    #expect(record.finalAttempts.map(\.attempt) == [0, 1, 2, 2])
    #expect(record.finalAttempts.map(\.verdict?.status) == [.passed, .passed, .passed, .failed])
    #expect(record.attempts.filter(\.willBeRetried).count == 5)
  }

  @Test(
    "a failing hook is the first problem, located at the hook's source",
    .enabled(if: CompatibilityKitData.isAvailable, CompatibilityKitData.missing))
  func hookProblemLocation() throws {
    let record = try record(of: "hooks-conditional")
    let failed = try #require(record.finalAttempts.first { $0.verdict?.status == .failed })
    let problem = try #require(failed.firstProblem)
    let hookId = try #require(problem.step.testStep.hookId)

    #expect(problem.result.status == .failed)
    #expect(problem.location == record.hook(id: hookId)?.sourceReference)
  }

  @Test(
    "an undefined step is the first problem, located at its line in the feature file",
    .enabled(if: CompatibilityKitData.isAvailable, CompatibilityKitData.missing))
  func undefinedStepLocation() throws {
    let record = try record(of: "undefined")
    let attempt = try #require(record.finalAttempts.first { $0.verdict?.status == .undefined })
    let problem = try #require(attempt.firstProblem)
    let pickleStep = try #require(problem.step.testStep.pickleStepId.flatMap(record.pickleStep))

    #expect(problem.location?.uri == record.pickle(id: attempt.pickleId)?.uri)
    #expect(problem.location?.location == record.step(of: pickleStep)?.location)
    #expect(!record.suggestions(for: pickleStep.id).isEmpty)
  }

  @Test(
    "step definitions no step matched are the unused ones",
    .enabled(if: CompatibilityKitData.isAvailable, CompatibilityKitData.missing))
  func unusedDefinitions() throws {
    let record = try record(of: "unused-steps")

    #expect(record.unusedStepDefinitions.map(\.pattern.source) == ["a step that is not used"])
  }

  @Test("the most severe result wins: failed over undefined over skipped over passed")
  func verdictSeverity() {
    let order: [Messages.TestStepResult.Status] = [
      .unknown, .passed, .skipped, .pending, .undefined, .ambiguous, .failed,
    ]
    #expect(order.map(\.severity) == Array(0..<7))
    #expect(order.filter(\.isProblem) == [.pending, .undefined, .ambiguous, .failed])
  }

  @Test("messages naming an attempt that never started are ignored, not a crash")
  func unknownAttempt() {
    var record = TestRunRecord()
    let zero = Messages.Timestamp(seconds: 0, nanos: 0)
    record.add(
      .testStepFinished(
        Messages.TestStepFinished(
          testCaseStartedId: "nope", testStepId: "x",
          testStepResult: Messages.TestStepResult(
            duration: Messages.Duration(seconds: 0, nanos: 0), status: .failed),
          timestamp: zero)))
    record.add(
      .testCaseFinished(
        Messages.TestCaseFinished(testCaseStartedId: "nope", timestamp: zero, willBeRetried: false)
      ))

    #expect(record.attempts.isEmpty)
  }
}
