/// How a hook or step ended, as the runner works it out before publishing it.
struct TestStepResult: Sendable, Hashable {
  /// The status.
  var status: TestStatus
  /// How long it ran (zero when it did not run).
  var duration: Duration = .zero
  /// The error text or the reason, for a hook or step that failed, is pending or skipped itself.
  var message: String?
  /// The error the hook or step threw, as Cucumber's messages report it; `nil` when it did not
  /// throw, or said `pending()` or `skip()` without a reason.
  var exception: Messages.Exception?

  /// The result as Cucumber's message.
  var asMessage: Messages.TestStepResult {
    Messages.TestStepResult(
      duration: Messages.Duration(duration), message: message, status: status,
      exception: exception)
  }
}
