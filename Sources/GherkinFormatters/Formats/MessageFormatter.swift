/// Turns the message stream of a run into one report, reading everything it needs from the
/// run's one ``TestRunRecord``.
///
/// The caller adds each envelope to the record first and then hands both to every formatter.
/// Streaming formats (pretty, progress) return text as the run goes. The others fold each test
/// case as its last attempt finishes (`TestRunRecord.justFinished`) and return their text at
/// `testRunFinished`; JUnit, HTML, JSON and usage their start then and the rest in pieces
/// afterwards, from a temporary file. So a record needs to hold only the test cases in flight.
public protocol MessageFormatter {
  /// Returns the text to append to the output now that `envelope` (already in `record`) came.
  mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String
}

/// A ``MessageFormatter`` that also passes judgement on the run, such as a coverage report that
/// finds an item unproved. A live run asks it once every test case has finished, and its
/// problems join the run's before the verdict is decided.
public protocol VerdictFormatter: MessageFormatter {
  /// The problems the report finds in the run so far; those of error severity fail it.
  func judgements(of record: TestRunRecord) -> [Diagnostic]

  /// Whether the formatter reads the whole run from the record (its default): `false` for one
  /// that asks the record only about the test cases in flight (and
  /// ``TestRunRecord/finishedTestCases``) and folds each into its own small state when it
  /// finishes, as every built-in format does, so that `report` can keep only what is in flight.
  var needsWholeRun: Bool { get }
}

extension VerdictFormatter {
  /// The whole run is read.
  public var needsWholeRun: Bool { true }
}

/// A ``MessageFormatter`` whose text at an envelope can be too large to hold at once (JUnit's
/// whole document): after `format` returns its start, the rest comes piece by piece from its
/// ``spool`` (`nextPiece()`, which throws when part of it was lost).
package protocol PiecewiseFormatter: MessageFormatter {
  /// Where the rest of the text the last `format` began waits.
  var spool: ReportSpool { get }
}

/// A report's text that could not be written whole.
package struct ReportWriteError: Error, CustomStringConvertible {
  /// What went wrong, in plain words.
  package let description: String

  init(_ description: String) { self.description = description }
}
