import Foundation
import Testing

@testable import GherkinCommandLine

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

  @Test("an attempt has no verdict nor first problem until it finishes; then its worst step's")
  func verdictOnceFinished() {
    var record = attemptWithTwoHooks()
    record.add(.testStepFinished(finished("case-1-2", .failed)))
    let running = record.attempts[0]

    #expect(running.verdict == nil)
    #expect(running.firstProblem == nil)
    #expect(running.status == .passed)

    record.add(.testStepFinished(finished("case-1-1", .passed)))
    record.add(
      .testCaseFinished(
        Messages.TestCaseFinished(
          testCaseStartedId: "attempt-1", timestamp: zero, willBeRetried: false)))
    let attempt = record.attempts[0]

    #expect(attempt.verdict?.status == .failed)
    #expect(attempt.firstProblem?.testStep.id == "case-1-2")
    #expect(attempt.steps.map(\.result?.status) == [.passed, .failed])
  }

  @Test("an attachment is kept with the step it names; one naming no step of the attempt is not")
  func attachmentsByStep() {
    var record = attemptWithTwoHooks()
    for step in ["case-1-2", "case-1-9"] {
      record.add(
        .attachment(
          Messages.Attachment(
            body: step, contentEncoding: .identity, mediaType: "text/plain",
            testCaseStartedId: "attempt-1", testStepId: step)))
    }
    let attempt = record.attempts[0]

    #expect(attempt.steps.map { $0.attachments.map(\.body) } == [[], ["case-1-2"]])
    #expect(attempt.step(id: "case-1-2")?.attachments.count == 1)
    #expect(record.runAttachments.isEmpty)
  }

  @Test(
    "a live run's record reading the suite's index tells each pickle's lineage and steps as one indexing the messages' documents"
  )
  func sharedIndex() async throws {
    var registry = StepRegistry { () }
    registry.given("a step") { _ in }
    let suite = FeatureSuite(sources: [
      ("features/a.feature", "Feature: A\n  Rule: R\n    Scenario: S\n      Given a step\n"),
      (
        "features/b.feature",
        "Feature: B\n  Background:\n    Given a step\n  Scenario: T\n    Given a step\n"
      ),
    ])
    var own = TestRunRecord()
    var shared = TestRunRecord(index: suite.index)
    await TestRunner(registry: registry, options: RunOptions(stepTimeLimit: hangGuardStepTimeLimit))
      .run(suite, to: &own)
    await TestRunner(registry: registry, options: RunOptions(stepTimeLimit: hangGuardStepTimeLimit))
      .run(suite, to: &shared)

    #expect(shared.pickles.count == 2)
    for pickle in shared.pickles {
      #expect(shared.lineage(of: pickle) == own.lineage(of: pickle))
      #expect(shared.lineage(of: pickle).feature != nil)
      for step in pickle.steps {
        #expect(shared.step(of: step) == own.step(of: step))
        #expect(shared.background(of: step) == own.background(of: step))
      }
    }
    #expect(shared.document(uri: "features/b.feature") == own.document(uri: "features/b.feature"))
  }

  @Test("each step keeps its whole result: a message, an exception and any duration come back")
  func wholeResultsComeBack() {
    var record = attemptWithTwoHooks()
    let failed = Messages.TestStepResult(
      duration: Messages.Duration(seconds: 3, nanos: 5), message: "boom", status: .failed,
      exception: Messages.Exception(type: "E", message: "boom", stackTrace: "at x"))
    let odd = Messages.TestStepResult(
      duration: Messages.Duration(seconds: -1, nanos: 5_000_000_000), status: .passed)
    for (step, result) in [("case-1-1", odd), ("case-1-2", failed)] {
      record.add(
        .testStepFinished(
          Messages.TestStepFinished(
            testCaseStartedId: "attempt-1", testStepId: step, testStepResult: result,
            timestamp: zero)))
    }
    record.add(
      .testCaseFinished(
        Messages.TestCaseFinished(
          testCaseStartedId: "attempt-1", timestamp: zero, willBeRetried: false)))

    let attempt = record.attempt(id: "attempt-1")
    #expect(attempt?.steps.map(\.result) == [odd, failed])
    #expect(attempt?.verdict == failed)
    #expect(attempt?.firstProblem?.result == failed)
  }

  @Test(
    "each pickle step is found by its id: numbers in or out of line with the others, and names")
  func pickleStepsById() {
    var record = TestRunRecord()
    let ids = [["40", "41", "x-1"], ["007", "7", "43"], ["99999999", "42"]]
    for (number, stepIds) in ids.enumerated() {
      let steps = stepIds.map {
        PickleStep(id: $0, text: "step \($0)", type: nil, argument: nil, stepId: "s")
      }
      record.add(
        .pickle(
          Pickle(
            id: "p\(number)", uri: "f.feature", location: Location(line: 1), name: "P",
            language: "en", steps: steps, tags: [], scenarioId: "s")))
    }

    for id in ids.joined() { #expect(record.pickleStep(id: id)?.text == "step \(id)") }
    for id in ["44", "39", "0", "x-2", "1e2"] { #expect(record.pickleStep(id: id) == nil) }
  }

  @Test("pickle step ids chosen to double the lookup each time are all found, and gaps are not")
  func pickleStepIdsThatDoubleTheLookup() {
    var record = TestRunRecord()
    // Each id is just inside twice the places so far plus the margin: 20 of them would ask for
    // billions of places if the lookup grew with its length rather than with what it holds.
    var ids = ["0"]
    for _ in 1..<20 { ids.append(String(2 * Int(ids.last!)! + 65_535)) }
    let steps = (ids + ["70000", "70002"]).map {
      PickleStep(id: $0, text: "step \($0)", type: nil, argument: nil, stepId: "s")
    }
    record.add(
      .pickle(
        Pickle(
          id: "p", uri: "f.feature", location: Location(line: 1), name: "P", language: "en",
          steps: steps, tags: [], scenarioId: "s")))

    for id in ids + ["70000", "70002"] { #expect(record.pickleStep(id: id)?.text == "step \(id)") }
    #expect(record.pickleStep(id: "70001") == nil)
  }

  private let zero = Messages.Timestamp(seconds: 0, nanos: 0)

  /// A record with one started attempt (`attempt-1`) of a test case of two hooks.
  private func attemptWithTwoHooks() -> TestRunRecord {
    var record = TestRunRecord()
    let steps = [
      Messages.TestStep(id: "case-1-1", hookId: "hook-1"),
      Messages.TestStep(id: "case-1-2", hookId: "hook-2"),
    ]
    record.add(
      .testCase(
        Messages.TestCase(id: "case-1", pickleId: "p", testSteps: steps, testRunStartedId: nil)))
    record.add(
      .testCaseStarted(
        Messages.TestCaseStarted(attempt: 0, id: "attempt-1", testCaseId: "case-1", timestamp: zero)
      ))
    return record
  }

  private func finished(_ step: String, _ status: Messages.TestStepResult.Status)
    -> Messages.TestStepFinished
  {
    Messages.TestStepFinished(
      testCaseStartedId: "attempt-1", testStepId: step,
      testStepResult: Messages.TestStepResult(
        duration: Messages.Duration(seconds: 0, nanos: 0), status: status),
      timestamp: zero)
  }
}
