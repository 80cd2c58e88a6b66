import GherkinFormatters

/// A report format a front end adds to the built-in ones, asked for like them with
/// `--format NAME[:FILE]`. Its reporter reads the whole run and may judge the run wanting (a
/// coverage report that finds an uncovered item, say): its problems join the run's before the
/// verdict is decided, so they fail it.
///
/// ```swift
/// var command = GherkinCommand()
/// command.reportPlugins = [ReportPlugin(name: "coverage") { CoverageReporter(catalogue) }]
/// ```
public struct ReportPlugin: Sendable {
  /// The name `--format` uses.
  public var name: String
  /// Makes a fresh reporter for one run.
  package var makeReporter: @Sendable () -> any VerdictReporter
  /// Makes a fresh formatter for one run, when the format is made from messages; such a
  /// format is also offered by `report`, from message files.
  public var makeFormatter: (@Sendable () -> any VerdictFormatter)?
  /// Whether its report lists the run's problems (`TestRunRecord.problems`), so that the
  /// command need not print them to standard error when it writes to standard output.
  public var listsProblems: Bool

  /// Creates a plugin called `name` that reads a live run.
  package init(
    name: String, listsProblems: Bool = false,
    makeReporter: @escaping @Sendable () -> any VerdictReporter
  ) {
    self.name = name
    self.listsProblems = listsProblems
    self.makeReporter = makeReporter
  }

  /// Creates a plugin called `name` made from the run's messages, for live runs and `report`.
  public init(name: String, makeFormatter: @escaping @Sendable () -> any VerdictFormatter) {
    self.name = name
    self.listsProblems = false
    self.makeFormatter = makeFormatter
    self.makeReporter = { MessageReporter(makeFormatter()) }
  }
}

extension ReportPlugin {
  /// `--format progress-lines`: ``ScenarioLinesFormatter``, one line per scenario.
  package static let scenarioLines = ReportPlugin(name: "progress-lines", listsProblems: true) {
    MessageReporter(ScenarioLinesFormatter())
  }
}
