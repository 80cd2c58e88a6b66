import Foundation
import PrintableText

/// The reusable front end of a feature runner: give it the arguments and a registry, get an
/// exit code. A suite's executable is essentially this, with the wings it wants
/// (``GherkinWing``; without them, the core's console and message formats):
///
/// ```swift
/// var command = GherkinCommand()
/// command.wings = [.reports(), .languageServer]  // import GherkinReports, GherkinLanguageServer
/// exit(await command.run(arguments: CommandLine.arguments, registry: registry))
/// ```
///
/// Run with `--help` for the options and exit codes.
public struct GherkinCommand: Sendable {
  /// Where output meant for standard output goes.
  public var standardOutput: @Sendable (String) -> Void
  /// Where errors go.
  public var standardError: @Sendable (String) -> Void
  /// Whether standard output is a terminal (colours are used only then).
  public var isTerminal: Bool
  /// The environment, for `NO_COLOR`.
  public var environment: [String: String]
  /// The path used when the command line names none.
  public var defaultPath: String
  /// The clock for message timestamps.
  public var now: @Sendable () -> Date
  /// Report formats added to the built-in ones.
  public var reportPlugins: [ReportPlugin] = []
  /// The wings the team added (``GherkinWing``): the formats and subcommands of libraries beside
  /// `Gherkin`, such as `.reports()` (GherkinReports) and `.languageServer`
  /// (GherkinLanguageServer). None by default.
  public var wings: [GherkinWing] = []
  /// What the front end adds to `--help`: its own options and formats, printed after the
  /// runner's.
  public var helpAppendix = ""
  /// The front end's own options that take a value (such as `--store`), read in the same pass
  /// as the runner's; ``run(arguments:makeRegistry:)`` hands their values to the registry's
  /// maker.
  public var valueOptions: Set<String> = []
  /// The front end's own subcommands, by name: `PROGRAM NAME ARGS...` runs the subcommand with
  /// `ARGS` and exits with what it returns, instead of running scenarios. The `report` of the
  /// reports wing comes first; a subcommand named `language-server` replaces the language
  /// server wing's.
  public var subcommands: [String: @Sendable (_ arguments: [String]) async -> Int32] = [:]

  /// Creates a command writing to the process's standard output and error.
  public init(
    standardOutput: @escaping @Sendable (String) -> Void = GherkinCommand.writeOutput,
    standardError: @escaping @Sendable (String) -> Void = GherkinCommand.writeError,
    isTerminal: Bool = isatty(STDOUT_FILENO) == 1,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    defaultPath: String = "Features/",
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.isTerminal = isTerminal
    self.environment = environment
    self.defaultPath = defaultPath
    self.now = now
  }

  /// Writes to standard output; a failure is kept, never a crash (``StandardStream``).
  @usableFromInline static func writeOutput(_ text: String) { StandardStream.output(text) }

  /// Writes to standard error; a failure is kept, never a crash (``StandardStream``).
  @usableFromInline static func writeError(_ text: String) { StandardStream.error(text) }

  /// Runs the command line `arguments` (the first is the program name) against `registry`.
  ///
  /// - Returns: 0 when every scenario passed, 1 when one failed or a problem of
  ///   `Diagnostics` fails the run (a suspicious line under strict, a filter selecting
  ///   nothing), 2 on a usage error, a file that cannot be read or parsed, or a faulty step
  ///   definition.
  public func run<World>(arguments: [String], registry: StepRegistry<World>) async -> Int32 {
    await run(arguments: arguments) { _ in registry }
  }

  /// Runs the command line `arguments` against the registry `makeRegistry` builds from the
  /// values of ``valueOptions`` found among them (by option name; an option not given is
  /// absent). A ``UsageError`` it throws is reported as one (exit 2), as is any other error.
  public func run<World>(
    arguments: [String],
    makeRegistry: ([String: String]) throws -> StepRegistry<World>
  ) async -> Int32 {
    LiveRunServer.endWithServer()
    // Before the registry is made: an issue recorded there would fix "no handler" for good.
    IssueWatchingInvoker.installHandler()
    let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "specs"
    var status = await status(of: arguments, program: program, makeRegistry: makeRegistry)
    status.reportsWritten = status.reportsWritten && standardOutputWritten(program: program)
    return status.code
  }

  /// Runs what `arguments` ask for and gathers the facts its exit status is decided from.
  private func status<World>(
    of arguments: [String], program: String,
    makeRegistry: ([String: String]) throws -> StepRegistry<World>
  ) async -> ExitStatus {
    do {
      try requireDistinctWings()
    } catch {
      return refuse(error, program: program)
    }
    if let status = await runSubcommand(arguments, program: program, makeRegistry: makeRegistry) {
      return status
    }
    let plan: RunPlan
    let registry: StepRegistry<World>
    do {
      plan = try RunPlan(
        options: CommandLineOptions(
          arguments: Array(arguments.dropFirst()),
          pluginFormatNames: Set(reportPlugins.map(\.name)), frontEndOptions: valueOptions))
      if plan.options.help {
        standardOutput(helpText(program: program))
        return .passed
      }
      try requireWings(for: plan.options.formats)
      registry = try makeRegistry(plan.options.frontEndValues)
    } catch {
      return refuse(error, program: program)
    }
    let options = plan.options
    for error in registry.registrationErrors {
      standardError("\(program): step definition error: \(error)\n")
    }
    if options.listSteps {
      standardOutput(listing(registry))
      return ExitStatus(faultyInput: !registry.registrationErrors.isEmpty)
    }

    let loaded = plan.load(defaultPaths: [defaultPath])
    if let text = options.listUses {
      standardOutput(loaded.uses(of: text))
      return .passed
    }
    return await runScenarios(loaded, registry: registry, program: program)
  }

  /// The `--help` text: the runner's, marking what needs a wing the command was not given, then
  /// the front end's.
  private func helpText(program: String) -> String {
    let absent = Set(WingLibrary.allCases).subtracting(wings.map(\.library))
    return HelpText.render(program: program, defaultPath: defaultPath, absent: absent)
      + helpAppendix
  }

  /// Runs the scenarios `loaded` selected against `registry`, into the reports asked for.
  private func runScenarios<World>(
    _ loaded: LoadedRun, registry: StepRegistry<World>, program: String
  )
    async -> ExitStatus
  {
    let options = loaded.plan.options
    let problems = loaded.problems(registry: registry)
    var sink: ReportingSink
    do {
      sink = try makeSink(options, reading: loaded)
    } catch {
      standardError("\(program): \(error)\n")
      return .faulty
    }
    sink.recordLiveRun(index: loaded.suite.index)
    noteOrder(options, program: program)
    if let warning = IssueWatchingInvoker.installHandler().warning {
      standardError("\(program): \(warning)")
    }
    var runner = TestRunner(
      registry: registry, options: options.runOptions, invoker: IssueWatchingInvoker(), now: now)
    runner.runId = loaded.identity(registry: registry).id
    let outcome = await runner.run(
      loaded.suite, pickles: loaded.selected, problems: problems, to: &sink)
    sink.close()
    // Without a report on standard output that lists them, the problems go to standard error.
    if !listsProblems(options) {
      for problem in problems { standardError("\(program): \(problem.rendered)\n") }
    }
    for error in sink.errors { standardError("\(program): \(error)\n") }
    return ExitStatus(outcome, reportsWritten: sink.errors.isEmpty)
  }

  /// Whether the process's standard output took every write; when it did not (a full disk, a
  /// closed pipe), says why: a report that was lost is an error, never a crash or a pass.
  private func standardOutputWritten(program: String) -> Bool {
    guard let failure = StandardStream.outputFailure else { return true }
    standardError("\(program): standard output cannot be written: \(failure)\n")
    return false
  }

  /// Says why the command line or the registry it builds was refused (a usage error with the
  /// pointer to `--help`): a faulty input.
  package func refuse(_ error: any Error, program: String) -> ExitStatus {
    if error is UsageError {
      standardError("\(program): \(error)\nRun \(program) --help for usage.\n")
    } else {
      standardError("\(program): \(error)\n")
    }
    return .faulty
  }

  /// Says how to repeat a random order, on standard error so that machine formats on standard
  /// output stay clean.
  private func noteOrder(_ options: CommandLineOptions, program: String) {
    guard case .random = options.order else { return }
    standardError(
      "\(program): scenarios run in random order; repeat it with --order \(options.order)\n")
  }

  /// The sink of the run's reports, none of which may write over a file the run reads.
  private func makeSink(_ options: CommandLineOptions, reading loaded: LoadedRun) throws
    -> ReportingSink
  {
    let read: [String] = loaded.suite.roots.flatMap { [$0.path] + $0.files }
    let plugins = pluginRequests(options)
    var sink = ReportingSink(
      try makeFormatters(
        options, plugins: plugins, inputs: read + [options.languagesFile].compactMap { $0 }))
    sink.checks = plugins.compactMap(\.plugin.runCheck)
    return sink
  }

  /// Runs the subcommand the first argument names, if it names one (`report`, the front end's
  /// own, `language-server`), which reads the rest of the arguments itself; `nil` otherwise.
  /// A wing's subcommand the command has no wing for is refused, naming the library.
  private func runSubcommand<World>(
    _ arguments: [String], program: String,
    makeRegistry: ([String: String]) throws -> StepRegistry<World>
  ) async -> ExitStatus? {
    guard let name = arguments.dropFirst().first else { return nil }
    let rest = Array(arguments.dropFirst(2))
    let wing = wingSubcommand(name)
    if let wing, name == "report" {
      return await wing.run(rest, program: program, command: self, makeRegistry: makeRegistry)
    }
    if let run = subcommands[name] { return ExitStatus(subcommandStatus: await run(rest)) }
    if let wing {
      return await wing.run(rest, program: program, command: self, makeRegistry: makeRegistry)
    }
    if let library = WingLibrary.subcommands.first(where: { $0.key == name })?.value {
      return refuse(library.missing("the subcommand \(name)"), program: program)
    }
    return nil
  }

  /// Whether a report on standard output lists the run's problems.
  private func listsProblems(_ options: CommandLineOptions) -> Bool {
    let summarizes = [ReportFormat.pretty, .progress, .summary]
    let defaultsToPretty = options.formats.isEmpty && options.pluginFormats.isEmpty
    return defaultsToPretty
      || options.formats.contains { $0.path == nil && summarizes.contains($0.format) }
      || pluginRequests(options).contains { $0.path == nil && $0.plugin.listsProblems }
  }

  /// Each plugin format asked for, with where its report goes (`nil` for standard output).
  private func pluginRequests(_ options: CommandLineOptions) -> [(
    plugin: ReportPlugin, path: String?
  )] {
    options.pluginFormats.compactMap { request in
      reportPlugins.first { $0.name == request.name }.map { ($0, request.path) }
    }
  }

  /// The built-in formats and the plugins' formats asked for, each with its output; pretty on
  /// standard output when none is asked for. No output may be one of the run's `inputs`.
  private func makeFormatters(
    _ options: CommandLineOptions, plugins: [(plugin: ReportPlugin, path: String?)],
    inputs: [String]
  ) throws(UsageError) -> [(formatter: any MessageFormatter, output: ReportOutput)] {
    let formats =
      options.formats.isEmpty && plugins.isEmpty
      ? [FormatRequest(format: .pretty)] : options.formats
    guard formats.filter({ $0.path == nil }).count + plugins.filter({ $0.path == nil }).count <= 1
    else {
      throw UsageError("only one --format may write to standard output; give the others a FILE")
    }
    try ReportOutput.refuse(
      formats.compactMap(\.path) + plugins.compactMap(\.path), amongInputs: inputs)
    let colors = usesColors(noColor: options.noColor)
    let builtIn = try formats.map { request throws(UsageError) in
      let formatter = try formatter(for: request.format, colors: colors && request.path == nil)
      return (formatter: formatter, output: try output(for: request.path))
    }
    return try builtIn
      + plugins.map { request throws(UsageError) in
        (request.plugin.makeFormatter(), try output(for: request.path))
      }
  }

  /// Whether reports on standard output are coloured: only on a terminal, and never with
  /// `--no-color` or when `NO_COLOR` is set to anything.
  package func usesColors(noColor: Bool) -> Bool {
    isTerminal && !noColor && (environment["NO_COLOR"].map(\.isEmpty) ?? true)
  }

  /// The file at `path`, or standard output when there is none.
  package func output(for path: String?) throws(UsageError) -> ReportOutput {
    try path.map { path throws(UsageError) in try ReportOutput(path: path) }
      ?? ReportOutput(standardOutput: standardOutput)
  }

  /// Each sentence with its source, under its topic, and what it means when it says.
  private func listing<World>(_ registry: StepRegistry<World>) -> String {
    let infos = registry.definitions.map(\.info)
    let width = infos.map { $0.keyword.count + $0.sentence.count }.max() ?? 0
    let indent = infos.contains { $0.topic != nil } ? "  " : ""
    var lines: [String] = []
    for (index, info) in infos.enumerated() {
      if let topic = info.topic, index == 0 || infos[index - 1].topic != topic {
        lines += (lines.isEmpty ? [] : [""]) + ["\(topic):"]
      }
      let text = "\(info.keyword) \(info.sentence)"
      let padding = String(repeating: " ", count: max(1, width + 2 - text.count))
      lines.append("\(indent)\(text)\(padding)# \(info.source)")
      if let summary = info.summary { lines.append("\(indent)    \(summary)") }
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
