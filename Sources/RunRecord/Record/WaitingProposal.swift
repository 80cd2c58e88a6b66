import GherkinLoading

/// A proposal waiting for a developer: a scenario tagged `@proposed` that does not pass yet. It
/// breaks nothing (the run passes), and every report shows it as waiting, never as failed nor
/// hidden. This is the one place that decides it.
package enum WaitingProposal {
  /// Whether a scenario, `proposed` or not, that ended with `status` waits for a developer.
  package static func isWaiting(proposed: Bool, status: Messages.TestStepResult.Status) -> Bool {
    proposed && status != .passed
  }

  /// Whether a hook or step of a scenario, `proposed` or not, that ended with `status` keeps it
  /// waiting: a problem (failed, pending, undefined, ambiguous) of a proposal, shown as waiting.
  package static func keepsWaiting(proposed: Bool, step status: Messages.TestStepResult.Status)
    -> Bool
  {
    isWaiting(proposed: proposed, status: status) && status.isProblem
  }

  /// Whether a scenario with these tags' names that ended with `status` waits for a developer.
  package static func isWaiting(tags: [String], status: Messages.TestStepResult.Status) -> Bool {
    isWaiting(proposed: tags.contains(Pickle.proposedTag), status: status)
  }
}

extension FinishedTestCase {
  /// Whether it is a proposal waiting for a developer (tagged `@proposed`, not passing).
  public var isWaiting: Bool { WaitingProposal.isWaiting(tags: tags, status: status) }
}

extension TestRunRecord {
  /// Whether `attempt` is a proposal waiting for a developer (tagged `@proposed`, not passing).
  public func isWaiting(_ attempt: TestCaseAttempt) -> Bool {
    WaitingProposal.isWaiting(
      proposed: pickle(id: attempt.pickleId)?.isProposed == true, status: attempt.status)
  }

  /// Whether `attempt` fails the run, as the run decided it: a problem that is not a waiting
  /// proposal; pending and undefined only when the run was strict (``RunFacts/strict``).
  public func failsRun(_ attempt: TestCaseAttempt) -> Bool {
    !isWaiting(attempt) && attempt.status.failsRun(strict: facts.strict)
  }

  /// Whether `attempt` is pending or undefined in a run that is not strict (`--no-strict`): shown
  /// as what it is, never as failed and never as passed.
  public func isTolerated(_ attempt: TestCaseAttempt) -> Bool {
    !isWaiting(attempt) && attempt.status.isProblem && !failsRun(attempt)
  }

  /// Whether the attempt `attemptId` runs a scenario tagged `@proposed`.
  package func isProposed(attemptId: String) -> Bool {
    attempt(id: attemptId).flatMap { pickle(id: $0.pickleId) }?.isProposed == true
  }
}
