/// Receives the events of a run, in order.
package protocol EventSink {
  /// Handles one event.
  mutating func publish(_ event: RunEvent)
}

/// An ``EventSink`` that keeps every event, for tests and for reporters that need the whole run.
package struct EventLog: EventSink, Sendable {
  /// The events so far, in order.
  package private(set) var events: [RunEvent] = []

  /// Creates an empty log.
  package init() {}

  package mutating func publish(_ event: RunEvent) {
    events.append(event)
  }
}
