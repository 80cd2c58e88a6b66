/// One attempt at a test case, kept as little as a report needs: the test case it ran (whose
/// test steps it shares with the record), each step's result and what the steps attached. Its
/// steps, verdict and first problem are worked out from those when asked, so each fact is held
/// once.
public struct TestCaseAttempt: Sendable, Hashable {
  /// One hook or step of the attempt.
  public struct StepRun: Sendable, Hashable {
    /// The test step.
    public var testStep: Messages.TestStep
    /// Its result, once it ended.
    public var result: Messages.TestStepResult?
    /// What it attached.
    public var attachments: [Messages.Attachment] = []
  }

  /// The start of the attempt.
  public let started: Messages.TestCaseStarted
  /// The test case attempted.
  public let testCase: Messages.TestCase
  /// Each test step's status and duration once it ended, in the test case's order: 16 bytes a
  /// step, where a whole result takes 88.
  private var outcomes: [Outcome?]
  /// The rare results an ``Outcome`` cannot hold (a message, an exception, an odd duration),
  /// by position.
  private var fullResults: [Int: Messages.TestStepResult] = [:]
  /// What its hooks and steps attached, in the order it came; each names its test step.
  private var attachments: [Messages.Attachment] = []
  /// Its end, once it ended.
  public internal(set) var finished: Messages.TestCaseFinished?

  /// Its hooks and steps, in the test case's order.
  public var steps: [StepRun] { testCase.testSteps.indices.map(stepRun) }

  /// The hook or step run of the test step `id`, if it belongs to this attempt.
  public func step(id: String) -> StepRun? { position(of: id).map(stepRun) }

  /// The most severe result of its hooks and steps (Cucumber's order: unknown, passed, skipped,
  /// pending, undefined, ambiguous, failed), the first of equals; `nil` until the attempt
  /// finishes.
  public var verdict: Messages.TestStepResult? {
    guard finished != nil else { return nil }
    var worst: Messages.TestStepResult?
    for case let result? in outcomes.indices.lazy.map(result(at:))
    where worst.map({ result.status > $0.status }) ?? true {
      worst = result
    }
    return worst
      ?? Messages.TestStepResult(duration: Messages.Duration(seconds: 0, nanos: 0), status: .passed)
  }
  /// The verdict's status; `passed` until the attempt finishes.
  package var status: TestStatus { verdict?.status ?? .passed }
  /// The first hook or step that did not pass or skip (``TestRunRecord/problem(of:)`` tells
  /// it); `nil` until the attempt finishes.
  public var firstProblem: StepRun? {
    guard finished != nil else { return nil }
    return outcomes.firstIndex { $0?.status.isProblem == true }.map(stepRun)
  }

  /// Where the test step `id` is in the test case: found by a look along its steps, as a test
  /// case has a handful of steps and a dictionary per attempt would cost more than it saves.
  private func position(of id: String) -> Int? {
    testCase.testSteps.firstIndex { $0.id == id }
  }

  private func stepRun(_ position: Int) -> StepRun {
    let testStep = testCase.testSteps[position]
    return StepRun(
      testStep: testStep, result: result(at: position),
      attachments: attachments.filter { $0.testStepId == testStep.id })
  }

  init(started: Messages.TestCaseStarted, testCase: Messages.TestCase) {
    self.started = started
    self.testCase = testCase
    self.outcomes = Array(repeating: nil, count: testCase.testSteps.count)
  }

  /// The attempt's number, from 0.
  public var attempt: Int { started.attempt }
  /// Whether another attempt of the same test case follows.
  public var willBeRetried: Bool { finished?.willBeRetried ?? false }
  /// The pickle the test case runs.
  public var pickleId: String { testCase.pickleId }

  /// Keeps the result of one of its test steps; nothing for another attempt's step.
  mutating func add(_ finished: Messages.TestStepFinished) {
    guard let position = position(of: finished.testStepId) else { return }
    let result = finished.testStepResult
    let outcome = Outcome(result)
    outcomes[position] = outcome
    fullResults[position] = outcome.result == result ? nil : result
  }

  private func result(at position: Int) -> Messages.TestStepResult? {
    fullResults[position] ?? outcomes[position]?.result
  }

  /// Keeps what one of its test steps attached; nothing for another attempt's step.
  mutating func attach(_ attachment: Messages.Attachment) {
    guard let id = attachment.testStepId, position(of: id) != nil else { return }
    attachments.append(attachment)
  }
}

/// A step result's status and duration, in as few bytes as they fit.
private struct Outcome: Sendable, Hashable {
  let seconds: Int64
  let nanos: Int32
  let status: Messages.TestStepResult.Status

  init(_ result: Messages.TestStepResult) {
    seconds = Int64(result.duration.seconds)
    nanos = Int32(truncatingIfNeeded: result.duration.nanos)
    status = result.status
  }

  var result: Messages.TestStepResult {
    Messages.TestStepResult(
      duration: Messages.Duration(seconds: Int(seconds), nanos: Int(nanos)), status: status)
  }
}

/// The status of a hook, a step or a whole test case: Cucumber's own, in one order of severity.
package typealias TestStatus = Messages.TestStepResult.Status

extension Messages.TestStepResult.Status: Comparable {
  /// Cucumber's order of severity: unknown, passed, skipped, pending, undefined, ambiguous,
  /// failed. A test case takes its worst step's status.
  public var severity: Int {
    switch self {
    case .unknown: 0
    case .passed: 1
    case .skipped: 2
    case .pending: 3
    case .undefined: 4
    case .ambiguous: 5
    case .failed: 6
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.severity < rhs.severity }

  /// Whether a hook or step with this status is a problem: anything but passed or skipped.
  public var isProblem: Bool { self != .passed && self != .skipped && self != .unknown }

  /// Whether a test case with this verdict fails the run: failed and ambiguous always do;
  /// pending and undefined do when `strict`.
  public func failsRun(strict: Bool) -> Bool {
    switch self {
    case .failed, .ambiguous: true
    case .pending, .undefined: strict
    case .passed, .skipped, .unknown: false
    }
  }
}
