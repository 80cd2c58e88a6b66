import Foundation
import Testing

@testable import Gherkin

@Suite("One record of a run, built from its messages")
struct TestRunRecordTests {
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
