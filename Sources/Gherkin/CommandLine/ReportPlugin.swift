/// A report format a front end adds to the built-in ones, asked for like them with
/// `--format NAME[:FILE]`. Its reporter sees every event and may judge the run wanting (a
/// coverage report that finds an uncovered item, say), which makes the exit code 1.
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
  /// Whether its report lists the run's problems (``RunFinished/problems``), so that the
  /// command need not print them to standard error when it writes to standard output.
  public var listsProblems: Bool

  /// Creates a plugin called `name` that reads a live run's events.
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
    self.makeReporter = { PluginFormatterReporter(makeFormatter()) }
  }
}

/// A ``Reporter`` that also passes judgement on the run once it has seen `runFinished`.
package protocol VerdictReporter: Reporter {
  /// Whether the report fails the run.
  var failsRun: Bool { get }
}

extension ReportPlugin {
  /// `--format progress-lines`: ``ScenarioLinesReporter``, one line per scenario.
  package static let scenarioLines = ReportPlugin(name: "progress-lines", listsProblems: true) {
    ScenarioLinesReporter()
  }
}

extension ScenarioLinesReporter: VerdictReporter {
  /// The line report never fails a run by itself.
  package var failsRun: Bool { false }
}

/// Runs a plugin's ``VerdictFormatter`` on a live run.
struct PluginFormatterReporter: VerdictReporter {
  private var reporter: MessageReporter<AnyVerdictFormatter>

  init(_ formatter: any VerdictFormatter) {
    reporter = MessageReporter(AnyVerdictFormatter(base: formatter))
  }

  mutating func handle(_ event: RunEvent) -> String { reporter.handle(event) }

  var failsRun: Bool { reporter.formatter.base.failsRun }
}

/// Any ``VerdictFormatter``, as one concrete type.
struct AnyVerdictFormatter: VerdictFormatter {
  var base: any VerdictFormatter

  mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    base.format(envelope, in: record)
  }

  var failsRun: Bool { base.failsRun }
}
