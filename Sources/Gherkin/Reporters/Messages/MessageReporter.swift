/// Runs a ``MessageFormatter`` on a live run: each event becomes the envelopes the `message`
/// format writes for it, which go into the run's record before the formatter sees them.
///
/// This is the one bridge from the runner's events to the message stream; reports of a run and
/// reports of message files (`report`) are made by the same formatters from the same envelopes.
public struct MessageReporter<Formatter: MessageFormatter>: Reporter {
  private var messages = MessagesReporter()
  private var record = TestRunRecord()
  private(set) var formatter: Formatter

  /// Creates the reporter.
  public init(_ formatter: Formatter) {
    self.formatter = formatter
  }

  public mutating func handle(_ event: RunEvent) -> String {
    var text = ""
    for envelope in messages.envelopes(for: event) {
      record.add(envelope)
      text += formatter.format(envelope, in: record)
    }
    return text
  }
}
