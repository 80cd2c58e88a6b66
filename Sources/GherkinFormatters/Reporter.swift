/// Turns a run into one report, reading it from the run's one ``TestRunRecord``.
///
/// A reporter is a value fed every ``RunOutput`` in order, with the record that already holds
/// it; it returns the text that is ready to be written at that point. Streaming reporters
/// (pretty, progress) return text as the run goes; document reporters (JSON, HTML) return their
/// whole document once, at `testRunFinished`; JUnit returns its header then and the rest in
/// pieces through `nextPiece()`.
package protocol Reporter {
  /// Folds `output` (already in `record`) into the report and returns the text to append to the
  /// output now.
  mutating func handle(_ output: RunOutput, in record: TestRunRecord) -> String

  /// The next piece of the text the last `handle` began, when it is too large to hold at once
  /// (``PiecewiseFormatter``); `nil` once all of it came.
  func nextPiece() throws -> String?
}

extension Reporter {
  package func nextPiece() throws -> String? { nil }
}

/// A ``Reporter`` that also passes judgement on the run once every test case has finished.
package protocol VerdictReporter: Reporter {
  /// The problems the report finds in the run so far (`record`); those of error severity fail it.
  func judgements(of record: TestRunRecord) -> [Diagnostic]
}
