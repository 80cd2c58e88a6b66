/// How a hook or step ended.
package struct TestStepResult: Sendable, Hashable {
  /// The status.
  package var status: TestStatus
  /// How long it ran (zero when it did not run).
  package var duration: Duration
  /// The error text or the reason, for a step that did not pass.
  package var message: String?
  /// The error the hook or step threw, as Cucumber's messages report it; `nil` when it did not
  /// throw, or said `pending()` or `skip()` without a reason.
  package var exception: Messages.Exception?

  /// Creates a result.
  package init(
    status: TestStatus, duration: Duration = .zero, message: String? = nil,
    exception: Messages.Exception? = nil
  ) {
    self.status = status
    self.duration = duration
    self.message = message
    self.exception = exception
  }

  /// The result as Cucumber's message: an undefined or ambiguous step carries no message there.
  var asMessage: Messages.TestStepResult {
    Messages.TestStepResult(
      duration: Messages.Duration(duration),
      message: status == .undefined || status == .ambiguous ? nil : message,
      status: status.messageStatus, exception: exception)
  }
}

extension TestStatus {
  /// The status as Cucumber's messages spell it.
  var messageStatus: Messages.TestStepResult.Status {
    switch self {
    case .passed: .passed
    case .skipped: .skipped
    case .pending: .pending
    case .undefined: .undefined
    case .ambiguous: .ambiguous
    case .failed: .failed
    }
  }
}
