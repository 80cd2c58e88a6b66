/// Cucumber's `progress` layout: one character per hook and step as it ends (`.` passed, `F`
/// failed, `-` skipped, `P` pending, `U` undefined, `A` ambiguous), BeforeAll and AfterAll hooks
/// included, and a line end when the run ends. Beyond Cucumber, a problem of a scenario tagged
/// `@proposed` is `W`, waiting for a developer, in the waiting colour.
///
/// With `summary`, the ``CucumberSummaryFormatter`` text follows.
package struct CucumberProgressFormatter: MessageFormatter {
  /// Reads only the test cases in flight.
  package var reads: RecordReading { .testCasesInFlight }

  private var summary: CucumberSummaryFormatter?
  private let style: CucumberText.Style

  /// Creates the formatter: `colors` for Cucumber's colour theme, `summary` to append the
  /// summary after the run.
  package init(colors: Bool = false, summary: Bool = false) {
    style = CucumberText.Style(colors: colors)
    self.summary = summary ? CucumberSummaryFormatter(colors: colors) : nil
  }

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    let summarised = summary?.format(envelope, in: record) ?? ""
    switch envelope {
    case .testStepFinished(let finished):
      let shown = style.proposal(record.isProposed(attemptId: finished.testCaseStartedId))
      let status = finished.testStepResult.status
      return shown.status(status, shown.character(status))
    case .testRunHookFinished(let finished):
      let status = finished.result.status
      return style.status(status, style.character(status))
    case .testRunFinished: return "\n" + summarised
    default: return ""
    }
  }
}
