/// Wraps the execution of each hook and step body, so that a test framework can watch it (the
/// `swift test` bridge's `IssueCapturingInvoker` makes a failed `#expect` inside a step that
/// step's failure). The runner itself does not link Swift Testing, so that a command line built
/// on it runs where the toolchain is not installed.
package protocol StepInvoker: Sendable {
  /// Runs the body of a hook or step; throwing fails it.
  func invoke(_ body: () async throws -> Void) async throws
}

/// Runs bodies as they are: the command line's invoker.
package struct DirectStepInvoker: StepInvoker {
  package init() {}

  package func invoke(_ body: () async throws -> Void) async throws {
    try await body()
  }
}
