import GherkinFormatters

/// The `message` format: the run's envelopes as NDJSON, one per line, as they come.
struct MessageWriter: MessageFormatter {
  /// Reads nothing of the record: each envelope is written as it comes.
  var reads: RecordReading { .testCasesInFlight }

  mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    envelope.ndjsonLine + "\n"
  }
}
