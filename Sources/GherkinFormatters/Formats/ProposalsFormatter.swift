/// The `proposals` format: what each scenario tagged `@proposed` asks of a developer (the
/// sentences to add, with its story and example values), as Markdown a CI job can post on a pull
/// request.
package struct ProposalsFormatter: MessageFormatter {
  /// Reads only the test cases in flight.
  package var reads: RecordReading { .testCasesInFlight }

  /// Creates the formatter.
  package init() {}

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    guard case .testRunFinished = envelope else { return "" }
    let proposals = record.problems.filter { $0.kind == .proposal }
    guard !proposals.isEmpty else { return "No proposals waiting for a developer.\n" }
    return "## Proposals waiting for a developer (\(proposals.count))\n\n"
      + proposals.map { "- `\($0.uri ?? ""):\($0.line ?? 0)`: \($0.message)\n" }.joined()
  }
}
