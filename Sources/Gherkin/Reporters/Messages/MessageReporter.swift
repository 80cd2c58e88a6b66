/// Runs a ``MessageFormatter`` on a live run: each event becomes the envelopes the `message`
/// format writes for it, which go into the run's record before the formatter sees them.
///
/// This is the one bridge from the runner's events to the message stream; reports of a run and
/// reports of message files (`report`) are made by the same formatters from the same envelopes.
///
/// Explanations of undefined steps and the run's problems, which the message stream does not
/// carry, are handed to the formatter (``MessageFormatter/note(problems:)``).
struct MessageReporter<Formatter: MessageFormatter>: Reporter {
  private var messages = MessagesReporter()
  private var record = TestRunRecord()
  private(set) var formatter: Formatter

  /// Creates the reporter.
  init(_ formatter: Formatter) {
    self.formatter = formatter
  }

  mutating func handle(_ event: RunEvent) -> String {
    switch event {
    case .suggestion(let suggestion) where !suggestion.explanation.isEmpty:
      formatter.note(explanation: suggestion.explanation, forPickleStep: suggestion.pickleStep.id)
    case .runFinished(let finished) where !finished.problems.isEmpty:
      formatter.note(problems: finished.problems)
    default: break
    }
    var text = ""
    for envelope in messages.envelopes(for: event) {
      record.add(envelope)
      text += formatter.format(envelope, in: record)
    }
    return text
  }
}
