/// Wraps the execution of each hook and step body, so that a test framework can watch it (the
/// Swift Testing bridge turns a failed `#expect` inside a step into that step's failure).
public protocol StepInvoker: Sendable {
  /// Runs `body` for `testStep` of `testCase`; throwing fails the step.
  func invoke(
    _ testStep: TestStep, of testCase: TestCase, body: () async throws -> Void
  ) async throws
}

/// Runs bodies as they are.
public struct DirectStepInvoker: StepInvoker {
  /// Creates the invoker.
  public init() {}

  public func invoke(
    _ testStep: TestStep, of testCase: TestCase, body: () async throws -> Void
  ) async throws {
    try await body()
  }
}
