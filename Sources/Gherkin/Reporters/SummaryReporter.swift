/// Prints only the end of the run: failing scenarios, counts such as
/// `3 scenarios (2 passed, 1 failed)`, the duration, and snippets for undefined steps.
public struct SummaryReporter: Reporter {
  private var record = RunRecord()
  private let strict: Bool
  private let style: ANSIStyle

  /// Creates the reporter; `strict` says whether pending and undefined count as failing.
  public init(strict: Bool = true, colors: Bool = false) {
    self.strict = strict
    style = ANSIStyle(enabled: colors)
  }

  public mutating func handle(_ event: RunEvent) -> String {
    record.record(event)
    guard case .runFinished = event else { return "" }
    return SummaryText.render(record, strict: strict, style: style)
  }
}
