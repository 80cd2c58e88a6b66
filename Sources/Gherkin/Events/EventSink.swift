/// Receives the events of a run, in order.
public protocol EventSink {
  /// Handles one event.
  mutating func publish(_ event: RunEvent)
}

/// An ``EventSink`` that keeps every event, for tests and for reporters that need the whole run.
public struct EventLog: EventSink, Sendable {
  /// The events so far, in order.
  public private(set) var events: [RunEvent] = []

  /// Creates an empty log.
  public init() {}

  public mutating func publish(_ event: RunEvent) {
    events.append(event)
  }
}
