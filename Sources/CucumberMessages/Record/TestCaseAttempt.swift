/// One attempt at a test case: its steps' results and attachments, and once it finished, its
/// verdict and first problem.
public struct TestCaseAttempt: Sendable, Hashable {
  /// One hook or step of the attempt.
  public struct StepRun: Sendable, Hashable {
    /// The test step.
    public var testStep: Messages.TestStep
    /// When it started, if it did.
    public var started: Messages.TestStepStarted?
    /// How it ended, once it did.
    public var finished: Messages.TestStepFinished?
    /// What it attached.
    public var attachments: [Messages.Attachment] = []

    /// Its result, once it ended.
    public var result: Messages.TestStepResult? { finished?.testStepResult }
  }

  /// The first hook or step that neither passed nor was skipped, and where it is declared.
  public struct Problem: Sendable, Hashable {
    /// The hook or step.
    public var step: StepRun
    /// Its result.
    public var result: Messages.TestStepResult
    /// The step's line in its feature file, or the hook's source.
    public var location: Messages.SourceReference?
  }

  /// The start of the attempt.
  public let started: Messages.TestCaseStarted
  /// The test case attempted.
  public let testCase: Messages.TestCase
  /// Its hooks and steps, in the test case's order.
  public private(set) var steps: [StepRun]

  /// The hook or step run of the test step `id`, if it belongs to this attempt.
  public func step(id: String) -> StepRun? { position(of: id).map { steps[$0] } }
  /// Its end, once it ended.
  public private(set) var finished: Messages.TestCaseFinished?
  /// The most severe result of its hooks and steps (Cucumber's order: unknown, passed, skipped,
  /// pending, undefined, ambiguous, failed); set when the attempt finishes.
  public private(set) var verdict: Messages.TestStepResult?
  /// The verdict's status; `passed` until the attempt finishes.
  package var status: TestStatus { verdict?.status ?? .passed }
  /// The first hook or step that did not pass or skip; set when the attempt finishes.
  public private(set) var firstProblem: Problem?

  /// Where the test step `id` is among ``steps``: found by a look along them, as a test case has
  /// a handful of steps and a dictionary per attempt would cost more than it saves.
  private func position(of id: String) -> Int? { steps.firstIndex { $0.testStep.id == id } }

  init(started: Messages.TestCaseStarted, testCase: Messages.TestCase) {
    self.started = started
    self.testCase = testCase
    self.steps = testCase.testSteps.map { StepRun(testStep: $0) }
  }

  /// The attempt's id (its `testCaseStarted` id).
  public var id: String { started.id }
  /// The attempt's number, from 0.
  public var attempt: Int { started.attempt }
  /// Whether another attempt of the same test case follows.
  public var willBeRetried: Bool { finished?.willBeRetried ?? false }
  /// The pickle the test case runs.
  public var pickleId: String { testCase.pickleId }

  /// Applies `change` to the run of the test step `id`; nothing when no step of the attempt has
  /// that id.
  mutating func updateStep(_ id: String?, _ change: (inout StepRun) -> Void) {
    guard let id, let position = position(of: id) else { return }
    change(&steps[position])
  }

  /// Ends the attempt, working out its verdict and first problem, which `locate` places.
  mutating func finish(
    _ finished: Messages.TestCaseFinished,
    locate: (Messages.TestStep) -> Messages.SourceReference?
  ) {
    self.finished = finished
    var worst: Messages.TestStepResult?
    for step in steps {
      guard let result = step.result else { continue }
      if worst.map({ result.status > $0.status }) ?? true { worst = result }
      if firstProblem == nil, result.status.isProblem {
        firstProblem = Problem(step: step, result: result, location: locate(step.testStep))
      }
    }
    verdict =
      worst
      ?? Messages.TestStepResult(duration: Messages.Duration(seconds: 0, nanos: 0), status: .passed)
  }
}

/// The status of a hook, a step or a whole test case: Cucumber's own, in one order of severity.
package typealias TestStatus = Messages.TestStepResult.Status

extension Messages.TestStepResult.Status: Comparable {
  /// Cucumber's order of severity, the order the cases are declared in: unknown, passed,
  /// skipped, pending, undefined, ambiguous, failed. A test case takes its worst step's status.
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
