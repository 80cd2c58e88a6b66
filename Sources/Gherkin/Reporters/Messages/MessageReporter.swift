/// Runs a ``MessageFormatter`` on a live run: each event becomes the envelopes the `message`
/// format writes for it, which go into the run's record before the formatter sees them.
///
/// Reports of a run and reports of message files (`report`) are made by the same formatters
/// from the same envelopes, through one ``RunRecorder``.
///
/// The run's problems, which the message stream does not carry, are handed to the formatter
/// (``MessageFormatter/note(problems:)``).
struct MessageReporter<Formatter: MessageFormatter>: Reporter {
  private var recorder = RunRecorder()
  private(set) var formatter: Formatter

  /// Creates the reporter.
  init(_ formatter: Formatter) {
    self.formatter = formatter
  }

  mutating func handle(_ event: RunEvent) -> String {
    if case .runFinished(let finished) = event, !finished.problems.isEmpty {
      formatter.note(problems: finished.problems)
    }
    var text = ""
    for envelope in recorder.envelopes(for: event) {
      recorder.add(envelope)
      text += formatter.format(envelope, in: recorder.record)
    }
    return text
  }
}
