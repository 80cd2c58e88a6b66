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
  public var makeReporter: @Sendable () -> any VerdictReporter

  /// Creates a plugin called `name`.
  public init(name: String, makeReporter: @escaping @Sendable () -> any VerdictReporter) {
    self.name = name
    self.makeReporter = makeReporter
  }
}

/// A ``Reporter`` that also passes judgement on the run once it has seen `runFinished`.
public protocol VerdictReporter: Reporter {
  /// Whether the report fails the run.
  var failsRun: Bool { get }
}

/// The `--format` requests for plugins, taken out of a command line so that the built-in
/// options never see them.
struct PluginRequests {
  /// The command line without the plugin requests.
  var remainingArguments: [String] = []
  /// Each requested plugin and where its report goes (`nil` for standard output).
  var requests: [(plugin: ReportPlugin, path: String?)] = []

  init(arguments: [String], plugins: [ReportPlugin]) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let value: String?
      if argument == "--format" || argument == "-f" {
        value = remaining.first
      } else if argument.hasPrefix("--format=") {
        value = String(argument.dropFirst("--format=".count))
      } else {
        value = nil
      }
      let parts = value.map { $0.split(separator: ":", maxSplits: 1).map(String.init) } ?? []
      guard let name = parts.first, let plugin = plugins.first(where: { $0.name == name }) else {
        remainingArguments.append(argument)
        continue
      }
      if !argument.hasPrefix("--format=") { remaining = remaining.dropFirst() }
      requests.append((plugin, parts.count > 1 ? parts[1] : nil))
    }
  }
}

/// Feeds every event to the built-in reporters, then to the plugins' reporters. A plugin's
/// output that cannot be written stops receiving text and its error is kept, as for the others.
struct PluginSink: EventSink {
  private var reporting: ReportingSink
  private var plugins: [(reporter: any VerdictReporter, output: ReportOutput, failed: Bool)]
  private var pluginErrors: [UsageError] = []

  init(reporting: ReportingSink, plugins: [(reporter: any VerdictReporter, output: ReportOutput)]) {
    self.reporting = reporting
    self.plugins = plugins.map { ($0.reporter, $0.output, false) }
  }

  mutating func publish(_ event: RunEvent) {
    reporting.publish(event)
    for index in plugins.indices where !plugins[index].failed {
      let text = plugins[index].reporter.handle(event)
      do {
        try plugins[index].output.write(text)
      } catch {
        plugins[index].failed = true
        pluginErrors.append(error)
      }
    }
  }

  /// Whether a plugin's report fails the run.
  var failsRun: Bool { plugins.contains { $0.reporter.failsRun } }

  /// The write errors of every output so far.
  var errors: [UsageError] { reporting.errors + pluginErrors }

  /// Closes every output, keeping any error.
  mutating func close() {
    reporting.close()
    for plugin in plugins {
      do {
        try plugin.output.close()
      } catch {
        pluginErrors.append(error)
      }
    }
  }
}

extension ReportPlugin {
  /// `--format progress-lines`: ``ScenarioLinesReporter``, one line per scenario.
  public static let scenarioLines = ReportPlugin(name: "progress-lines") {
    ScenarioLinesReporter()
  }
}

extension ScenarioLinesReporter: VerdictReporter {
  /// The line report never fails a run by itself.
  public var failsRun: Bool { false }
}
