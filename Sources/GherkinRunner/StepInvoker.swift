/// Wraps the execution of each hook and step body, so that a test framework can watch it (the
/// Swift Testing bridge turns a failed `#expect` inside a step into that step's failure).
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
