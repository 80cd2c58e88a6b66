import GherkinFormatters

/// A report format a front end adds to the built-in ones, asked for like them with
/// `--format NAME[:FILE]`, and offered by `report` from message files too.
///
/// Its formatter only reads the run. A format that should fail the run when it finds something
/// wanting (a coverage report that finds an uncovered item, say) gives a `check`: whenever the
/// format is asked for, the run asks the check once every test case has finished, and the
/// problems it returns join the run's before the verdict is decided, so those of error severity
/// fail it.
///
/// ```swift
/// var command = GherkinCommand()
/// command.reportPlugins = [
///   ReportPlugin(
///     name: "coverage", check: { catalogue.unproved(in: $0) },
///     makeFormatter: { CoverageFormatter(catalogue) })
/// ]
/// ```
public struct ReportPlugin: Sendable {
  /// The name `--format` uses.
  public var name: String
  /// Makes a fresh formatter for one run (or one `report`).
  public var makeFormatter: @Sendable () -> any MessageFormatter
  /// What the run checks when the format is asked for: the problems it finds in the run once
  /// every test case has finished; those of error severity fail the run. `nil`: none.
  public var check: (@Sendable (TestRunRecord) -> [Diagnostic])?
  /// What ``check`` reads of the run's record: the whole run unless the plugin says less. A
  /// record keeps what its formatters and checks read and forgets the rest as the run goes, so
  /// a check that reads more than it says would miss the test cases forgotten.
  public var checkReads: RecordReading = .wholeRun
  /// Whether its report lists the run's problems (`TestRunRecord.problems`), so that the
  /// command need not print them to standard error when it writes to standard output.
  public var listsProblems: Bool
  /// Whether `report` offers it from message files: not for a format of live runs only.
  package var fromMessageFiles: Bool

  /// Creates a plugin called `name` that `report` does not offer, for live runs only.
  package init(
    name: String, listsProblems: Bool, fromMessageFiles: Bool,
    makeFormatter: @escaping @Sendable () -> any MessageFormatter
  ) {
    self.name = name
    self.listsProblems = listsProblems
    self.fromMessageFiles = fromMessageFiles
    self.makeFormatter = makeFormatter
  }

  /// Creates a plugin called `name` made from the run's messages, for live runs and `report`,
  /// with the `check` the run makes whenever the format is asked for (none by default), which
  /// reads `checkReads` of the run's record (the whole run by default).
  public init(
    name: String, check: (@Sendable (TestRunRecord) -> [Diagnostic])? = nil,
    checkReads: RecordReading = .wholeRun,
    makeFormatter: @escaping @Sendable () -> any MessageFormatter
  ) {
    self.name = name
    self.listsProblems = false
    self.fromMessageFiles = true
    self.check = check
    self.checkReads = checkReads
    self.makeFormatter = makeFormatter
  }

  /// The check the run makes when the format is asked for, with what it reads; `nil`: none.
  package var runCheck: RunCheck? {
    check.map { RunCheck(reads: checkReads, judge: $0) }
  }
}

/// A plugin's check of a run (``ReportPlugin/check``) and what it reads of the run's record.
package struct RunCheck: Sendable {
  /// What ``judge`` reads of the record.
  package var reads: RecordReading
  /// The problems it finds in the run once every test case has finished.
  package var judge: @Sendable (TestRunRecord) -> [Diagnostic]
}

extension ReportPlugin {
  /// `--format progress-lines`: ``ScenarioLinesFormatter``, one line per scenario, for live runs.
  package static let scenarioLines = ReportPlugin(
    name: "progress-lines", listsProblems: true, fromMessageFiles: false
  ) {
    ScenarioLinesFormatter()
  }
}
