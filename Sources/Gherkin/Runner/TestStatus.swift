/// The outcome of a step, a hook or a whole test case.
///
/// Cases are ordered by severity; a test case takes the most severe status of its steps.
package enum TestStatus: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Ran and succeeded.
  case passed
  /// Not run because an earlier step did not pass, or because of `--dry-run`.
  case skipped
  /// The definition called ``pending(_:)``.
  case pending
  /// No definition matches the step text.
  case undefined
  /// More than one definition matches the step text.
  case ambiguous
  /// The definition or hook threw, or an expectation inside it failed.
  case failed

  public static func < (lhs: TestStatus, rhs: TestStatus) -> Bool {
    lhs.messageStatus.severity < rhs.messageStatus.severity
  }

  /// Whether a test case with this status fails the run.
  ///
  /// Failed and ambiguous always do; pending and undefined do when `strict`.
  package func failsRun(strict: Bool) -> Bool { messageStatus.failsRun(strict: strict) }
}
