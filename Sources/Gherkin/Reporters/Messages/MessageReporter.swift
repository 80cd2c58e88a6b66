/// Runs a ``MessageFormatter`` on a live run: each envelope goes to the formatter with the run's
/// record, and the run's problems, which the message stream does not carry, are handed to it
/// (``MessageFormatter/note(problems:)``) before `testRunFinished`.
///
/// Reports of a run and reports of message files (`report`) are made by the same formatters
/// from the same envelopes.
struct MessageReporter: VerdictReporter {
  private(set) var formatter: any MessageFormatter

  /// Creates the reporter.
  init(_ formatter: any MessageFormatter) {
    self.formatter = formatter
  }

  mutating func handle(_ output: RunOutput, in record: TestRunRecord) -> String {
    switch output {
    case .envelope(let envelope): return formatter.format(envelope, in: record)
    case .problems(let problems): formatter.note(problems: problems)
    case .explanation: break
    }
    return ""
  }

  /// The formatter's judgement, when it passes one (a ``VerdictFormatter``).
  var failsRun: Bool { (formatter as? any VerdictFormatter)?.failsRun ?? false }
}
