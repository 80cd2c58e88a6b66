/// Runs a ``MessageFormatter`` on a live run: each event becomes the envelopes the `message`
/// format writes for it, which go into the run's record before the formatter sees them.
///
/// This is the one bridge from the runner's events to the message stream; reports of a run and
/// reports of message files (`report`) are made by the same formatters from the same envelopes.
public struct MessageReporter<Formatter: MessageFormatter>: Reporter {
  private var messages = MessagesReporter()
  private var record = TestRunRecord()
  private var formatter: Formatter

  /// Creates the reporter.
  public init(_ formatter: Formatter) {
    self.formatter = formatter
  }

  public mutating func handle(_ event: RunEvent) -> String {
    var text = ""
    for line in messages.handle(event).split(separator: "\n") {
      // The message format writes only envelopes it can read back; a line that does not
      // decode would be a bug in it, and is left out rather than stopping the report.
      guard let envelope = try? Envelope(ndjsonLine: line) else { continue }
      record.add(envelope)
      text += formatter.format(envelope, in: record)
    }
    return text
  }
}
