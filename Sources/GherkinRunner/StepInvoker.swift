/// Wraps the execution of each hook and step body, so that a test framework can watch it (by
/// default a failed `#expect` inside a step becomes that step's failure, see
/// `IssueCapturingInvoker`).
package protocol StepInvoker: Sendable {
  /// Runs the body of a hook or step; throwing fails it.
  func invoke(_ body: () async throws -> Void) async throws
}

/// Runs bodies as they are.
struct DirectStepInvoker: StepInvoker {
  package func invoke(_ body: () async throws -> Void) async throws {
    try await body()
  }
}
