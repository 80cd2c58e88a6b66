/// Keeps a live run as its ``TestRunRecord``: each event becomes the envelopes the `message`
/// format writes for it, and those go into the record, with what the messages do not carry
/// (why an undefined step matched nothing) noted beside them.
///
/// This is the one bridge from the runner's events to the message stream: the formatters of a
/// command-line run and the `swift test` bridge read the run through it.
package struct RunRecorder: EventSink {
  private var messages = MessagesReporter()
  /// The run so far.
  package private(set) var record = TestRunRecord()

  /// Creates an empty recorder.
  package init() {}

  /// The envelopes `event` stands for, in order, not yet in the record: add each with
  /// ``add(_:)-(Envelope)`` before reading the record for it. What the messages do not carry is
  /// noted in the record now.
  package mutating func envelopes(for event: RunEvent) -> [Envelope] {
    if case .suggestion(let suggestion) = event, !suggestion.explanation.isEmpty {
      record.note(explanation: suggestion.explanation, forPickleStep: suggestion.pickleStep.id)
    }
    return messages.envelopes(for: event)
  }

  /// Adds the next envelope to the record.
  package mutating func add(_ envelope: Envelope) {
    record.add(envelope)
  }

  package mutating func publish(_ event: RunEvent) {
    for envelope in envelopes(for: event) { record.add(envelope) }
  }
}
