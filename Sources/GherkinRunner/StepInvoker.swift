/// Wraps the execution of each hook and step body, so that a test framework can watch it: a
/// Swift Testing issue recorded inside a step (a failed `#expect`) fails that step, through the
/// `swift test` bridge's `IssueCapturingInvoker` and the command line's
/// ``IssueWatchingInvoker``. The runner itself does not link Swift Testing, so that a command
/// line built on it runs where the toolchain is not installed.
package protocol StepInvoker: Sendable {
  /// Runs the body of a hook or step; throwing fails it.
  func invoke(_ body: () async throws -> Void) async throws
  /// Called as a run is about to run its first hook or step.
  func runStarting()
  /// Called as the run finishes: the problems the invoker found outside every hook and step.
  func runFinishing() -> [Diagnostic]
}

extension StepInvoker {
  package func runStarting() {}
  package func runFinishing() -> [Diagnostic] { [] }
}

/// Runs bodies as they are.
package struct DirectStepInvoker: StepInvoker {
  package init() {}

  package func invoke(_ body: () async throws -> Void) async throws {
    try await body()
  }
}
