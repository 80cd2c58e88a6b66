/// Runs a ``MessageFormatter`` on a live run: each envelope goes to the formatter with the run's
/// record.
///
/// Reports of a run and reports of message files (`report`) are made by the same formatters
/// from the same envelopes.
package struct MessageReporter: VerdictReporter {
  private(set) var formatter: any MessageFormatter
  /// Where the formatter's pieces wait, when it hands out pieces: found once, not cast on every
  /// envelope.
  private let spool: ReportSpool?
  /// Whether pieces may follow: only after the formatter returned text.
  private var mayHavePieces = false

  /// Creates the reporter.
  package init(_ formatter: any MessageFormatter) {
    self.formatter = formatter
    spool = (formatter as? any PiecewiseFormatter)?.spool
  }

  package mutating func handle(_ output: RunOutput, in record: TestRunRecord) -> String {
    guard case .envelope(let envelope) = output else { return "" }
    let text = formatter.format(envelope, in: record)
    mayHavePieces = spool != nil && !text.isEmpty
    return text
  }

  package func nextPiece() throws -> String? {
    mayHavePieces ? try spool?.nextPiece() : nil
  }

  /// The formatter's judgement, when it passes one (a ``VerdictFormatter``).
  package func judgements(of record: TestRunRecord) -> [Diagnostic] {
    (formatter as? any VerdictFormatter)?.judgements(of: record) ?? []
  }
}
