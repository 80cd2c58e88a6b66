/// Prints one character per step as it finishes (`.` passed, `F` failed, `-` skipped,
/// `P` pending, `U` undefined, `A` ambiguous), then the problems and the summary.
public struct ProgressReporter: Reporter {
  private var record = RunRecord()
  private let strict: Bool
  private let style: ANSIStyle

  /// Creates the reporter.
  public init(strict: Bool = true, colors: Bool = false) {
    self.strict = strict
    style = ANSIStyle(enabled: colors)
  }

  public mutating func handle(_ event: RunEvent) -> String {
    record.record(event)
    switch event {
    case .testStepFinished(let finished):
      let status = finished.result.status
      if finished.testStep.hook != nil && status != .failed { return "" }
      return style.paint(Self.symbol(for: status), status)
    case .runFinished:
      var text = "\n\n"
      for failure in record.cases.compactMap(\.firstProblem) {
        if let message = failure.result.message, failure.result.status != .undefined {
          text += style.paint(message, failure.result.status) + "\n\n"
        }
      }
      return text + SummaryText.render(record, strict: strict, style: style)
    default:
      return ""
    }
  }

  private static func symbol(for status: TestStatus) -> String {
    switch status {
    case .passed: "."
    case .failed: "F"
    case .skipped: "-"
    case .pending: "P"
    case .undefined: "U"
    case .ambiguous: "A"
    }
  }
}
