/// How a hook or step ended.
public struct TestStepResult: Sendable, Hashable {
  /// The status.
  public var status: TestStatus
  /// How long it ran (zero when it did not run).
  public var duration: Duration
  /// The error text or the reason, for a step that did not pass.
  public var message: String?

  /// Creates a result.
  public init(status: TestStatus, duration: Duration = .zero, message: String? = nil) {
    self.status = status
    self.duration = duration
    self.message = message
  }
}
