/// Cucumber's `progress` layout: one character per hook and step as it ends (`.` passed, `F`
/// failed, `-` skipped, `P` pending, `U` undefined, `A` ambiguous), BeforeAll and AfterAll hooks
/// included, and a line end when the run ends.
///
/// With `summary`, the ``CucumberSummaryFormatter`` text follows.
public struct CucumberProgressFormatter: MessageFormatter {
  private let summary: CucumberSummaryFormatter?

  /// Creates the formatter; `summary` appends the summary after the run.
  public init(summary: Bool = false) {
    self.summary = summary ? CucumberSummaryFormatter() : nil
  }

  public mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    switch envelope {
    case .testStepFinished(let finished):
      return CucumberText.character(finished.testStepResult.status)
    case .testRunHookFinished(let finished):
      return CucumberText.character(finished.result.status)
    case .testRunFinished:
      guard var summary else { return "\n" }
      return "\n" + summary.format(envelope, in: record)
    default: return ""
    }
  }
}
