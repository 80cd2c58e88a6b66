/// A report: turns the message stream of a run into one report's text, reading everything it
/// needs from the run's one ``TestRunRecord``. Every format implements it, the built-in ones and
/// a team's own (a `ReportPlugin`), and a live run and `report` (message files) feed them alike.
///
/// The caller adds each envelope to the record first and then hands both to every formatter.
/// Streaming formats (pretty, progress) return text as the run goes. The others fold each test
/// case as its last attempt finishes (`TestRunRecord.justFinished`) and return their text at
/// `testRunFinished`; JUnit, HTML, JSON and usage their start then and the rest in pieces
/// afterwards (``nextPiece()``), from a temporary file. So a record needs to hold only the test
/// cases in flight (``reads``).
///
/// A report only reads the run: the run's verdict is decided by the run and recorded in its
/// messages before the formatters see `testRunFinished`, and nothing a formatter returns changes
/// it. A format that should fail the run when it finds something wanting (a coverage report's
/// unproved item) comes with a check of its own (`ReportPlugin.check`), which the run asks.
public protocol MessageFormatter {
  /// Returns the text to append to the output now that `envelope` (already in `record`) came.
  mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String

  /// The next piece of the text the last ``format(_:in:)`` began, when it is too large to hold
  /// at once (JUnit's whole document); `nil` once all of it came (by default at once).
  /// Throws when part of the text was lost (a temporary file that could not be written).
  func nextPiece() throws -> String?

  /// What the formatter reads of the run from the record: by default the whole run, so that
  /// `report` keeps every test case for it; every built-in format reads less.
  var reads: RecordReading { get }
}

extension MessageFormatter {
  /// No pieces: the text ``format(_:in:)`` returns is the whole of it.
  public func nextPiece() throws -> String? { nil }

  /// The whole run is read.
  public var reads: RecordReading { .wholeRun }
}

/// How much of a run a ``MessageFormatter`` reads from the record, so that `report` keeps no more
/// of its message files in memory than its formats read.
public enum RecordReading: Sendable, Hashable {
  /// Only the test cases in flight: the formatter folds each into its own small state when it
  /// finishes (every built-in format but HTML).
  case testCasesInFlight
  /// The test cases in flight and ``TestRunRecord/finishedTestCases`` (each finished test
  /// case's digest), as the HTML page and the coverage report read them.
  case finishedTestCases
  /// The whole run.
  case wholeRun
}

/// What a run's record keeps for its readers (formatters and plugins' checks), decided from what
/// they read: the one rule for live runs and `report`.
package struct RecordKeeping: Sendable, Equatable {
  /// Whether each test case is forgotten once its last attempt finished: when no reader reads
  /// the whole run.
  package var forgetsFinished: Bool
  /// Whether each finished test case's digest (``TestRunRecord/finishedTestCases``) is kept:
  /// when a reader reads more than the test cases in flight.
  package var keepsDigests: Bool

  /// What a record read by readers that read `reads` keeps.
  package init(for reads: some Sequence<RecordReading>) {
    let reads = Set(reads)
    forgetsFinished = !reads.contains(.wholeRun)
    keepsDigests = !reads.isSubset(of: [.testCasesInFlight])
  }
}

/// A report's text that could not be written whole.
package struct ReportWriteError: Error, CustomStringConvertible {
  /// What went wrong, in plain words.
  package let description: String

  init(_ description: String) { self.description = description }
}
