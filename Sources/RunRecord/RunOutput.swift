/// One thing a run publishes: an envelope of Cucumber's message protocol, or one of the few
/// things a live run knows that the protocol has no message for.
///
/// Order of the envelopes: `meta`, then per file `source` and `gherkinDocument` (or
/// `parseError`s) and its selected `pickle`s, the registrations in the order they were made,
/// `testRunStarted`, BeforeAll hooks, every `testCase`, each attempt's steps (with `attachment`s
/// and `suggestion`s), AfterAll hooks, and `testRunFinished`.
package enum RunOutput: Sendable, Hashable {
  /// A message of the protocol.
  case envelope(Envelope)
  /// Why an undefined pickle step matched no step definition, in plain words (quote problems, a
  /// placeholder the Examples table lacks, the closest sentences that exist); just before the
  /// step's `suggestion`.
  case explanation([String], pickleStepId: String)
}

/// Receives what a run publishes, in order.
package protocol RunSink {
  /// Handles the next output.
  mutating func publish(_ output: RunOutput)

  /// The problems the checks of the formats asked for find in the run once every test case has
  /// finished (a coverage check's unproved items), asked just before the run's verdict is
  /// decided. No report is asked: reports only read the verdict.
  var judgements: [Diagnostic] { get }
}

extension RunSink {
  /// No judgement.
  package var judgements: [Diagnostic] { [] }

  /// Publishes an envelope.
  package mutating func publish(_ envelope: Envelope) {
    publish(.envelope(envelope))
  }
}

/// A ``RunSink`` that keeps everything, for a run's test cases run side by side and for tests.
package struct RunLog: RunSink, Sendable {
  /// The outputs so far, in order.
  package private(set) var outputs: [RunOutput] = []

  /// Creates an empty log.
  package init() {}

  package mutating func publish(_ output: RunOutput) {
    outputs.append(output)
  }

  /// The envelopes so far, in order.
  package var envelopes: [Envelope] {
    outputs.compactMap { if case .envelope(let envelope) = $0 { envelope } else { nil } }
  }
}

extension TestRunRecord: RunSink {
  /// Adds an envelope, or notes an undefined step's explanation.
  package mutating func publish(_ output: RunOutput) {
    switch output {
    case .envelope(let envelope): add(envelope)
    case .explanation(let lines, let pickleStepId):
      note(explanation: lines, forPickleStep: pickleStepId)
    }
  }
}
