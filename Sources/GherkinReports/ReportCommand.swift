import Foundation
import GherkinCommandLine

/// `PROGRAM report FILE.ndjson... --format NAME[:FILE]...`: reports made from message files
/// instead of a run, the files joined as one run (``MessageFiles``). Every format that reads
/// messages is offered: pretty, progress, summary, junit, json, message, html, rerun, usage, and the plugins
/// that read messages.
struct ReportCommand {
  let command: GherkinCommand
  let program: String

  /// `report` as the reports wing's subcommand.
  struct Subcommand: WingSubcommand {
    func run<World>(
      _ arguments: [String], program: String, command: GherkinCommand,
      makeRegistry: ([String: String]) throws -> StepRegistry<World>
    ) async -> ExitStatus {
      ReportCommand(command: command, program: program).run(arguments)
    }
  }

  /// Runs the report; the exit code is the joined run's recorded verdict: 0 passed, 1 failed, 2
  /// a bad or incomplete set of files, or a usage error. Nothing is written unless every file
  /// reads and the files join (``MessageFiles/check(_:placing:)``); then the files are read again and
  /// each envelope goes to the formatters as it comes, so no file is held whole.
  func run(_ arguments: [String]) -> ExitStatus {
    let parsed: Arguments
    let formatters: [(formatter: any MessageFormatter, path: String?)]
    do {
      parsed = try Arguments(arguments, program: program)
      if parsed.help {
        command.standardOutput(Self.help(program))
        return .passed
      }
      formatters = try makeFormatters(parsed)
    } catch {
      return usage(error.message)
    }
    var sink: ReportingSink
    do {
      sink = try report(parsed, through: formatters)
    } catch {
      command.standardError("\(program): \(error)\n")
      return .faulty
    }
    return finish(&sink)
  }

  /// What `report` was asked for: the message files, the formats (pretty when none) and colours.
  private struct Arguments {
    var files: [String] = []
    var requests: [(name: String, path: String?)] = []
    var noColor = false
    var help = false

    init(_ arguments: [String], program: String) throws(UsageError) {
      var remaining = arguments[...]
      while let argument = remaining.popFirst() {
        switch argument {
        case "--format", "-f":
          guard let value = remaining.popFirst() else {
            throw UsageError("\(argument) needs NAME[:FILE]")
          }
          requests.append(FormatRequest.split(value))
        case _ where argument.hasPrefix("--format="):
          requests.append(FormatRequest.split(String(argument.dropFirst("--format=".count))))
        case "--no-color": noColor = true
        case "--no-strict", "--strict":
          throw UsageError(
            "\(argument) is decided when the scenarios run (\(program) \(argument) ...) and "
              + "recorded in each message file; report reads each run's verdict as recorded")
        case "-h", "--help":
          help = true
          return
        case _ where argument.hasPrefix("-"): throw UsageError("unknown option \(argument)")
        default: files.append(argument)
        }
      }
      guard !files.isEmpty else { throw UsageError("name at least one message file (.ndjson)") }
      if requests.isEmpty { requests = [("pretty", nil)] }
      guard requests.filter({ $0.path == nil }).count <= 1 else {
        throw UsageError("only one --format may write to standard output; give the others a FILE")
      }
    }
  }

  /// A formatter for each format asked for, with where it writes.
  private func makeFormatters(_ parsed: Arguments) throws(UsageError)
    -> [(formatter: any MessageFormatter, path: String?)]
  {
    let colors = command.usesColors(noColor: parsed.noColor)
    return try parsed.requests.map { request throws(UsageError) in
      guard
        let formatter = try makeFormatter(request.name, colors: colors && request.path == nil)
      else {
        let names = ReportFormat.knownNames(
          plugins: command.reportPlugins.filter(\.fromMessageFiles).map(\.name))
        throw UsageError(
          "report cannot make \"\(request.name)\" from message files; it makes \(names)")
      }
      return (formatter, request.path)
    }
  }

  /// Checks the message files, then streams the joined run through `formatters` into a sink,
  /// whose record keeps only the test cases in flight unless a plugin's format needs the whole
  /// run.
  private func report(
    _ parsed: Arguments, through formatters: [(formatter: any MessageFormatter, path: String?)]
  ) throws -> ReportingSink {
    try ReportOutput.refuse(parsed.requests.compactMap(\.path), amongInputs: parsed.files)
    let checks = parsed.requests.compactMap { request in
      command.reportPlugins.first { $0.name == request.name }?.runCheck
    }
    let keeping = RecordKeeping(for: formatters.map(\.formatter.reads) + checks.map(\.reads))
    // Checked before any output is opened: a file refused leaves nothing written.
    let messages = try MessageFiles.check(parsed.files, placing: keeping.forgetsFinished)
    var sink = ReportingSink(
      try formatters.map { entry throws(UsageError) in
        (entry.formatter, try command.output(for: entry.path))
      })
    sink.checks = checks
    if keeping.forgetsFinished {
      // The page and coverage read each finished test case's digest; the others fold their own.
      sink.record = TestRunRecord(keepingFinishedTestCases: keeping.keepsDigests)
      sink.rereading = MessageFileRereading(messages)
    }
    try messages.stream { sink.publish($0) }
    if let problem = sink.rereading?.problem { throw problem }
    return sink
  }

  /// The joined run's recorded verdict, failed as well by a problem that fails the run, and
  /// whether every report was written.
  private func finish(_ sink: inout ReportingSink) -> ExitStatus {
    var passed = sink.record.passed == true
    for problem in sink.judgements where problem.severity == .error {
      command.standardError("\(program): \(problem.rendered)\n")
      passed = false
    }
    sink.close()
    for error in sink.errors { command.standardError("\(program): \(error)\n") }
    return ExitStatus(runPassed: passed, reportsWritten: sink.errors.isEmpty)
  }

  private func makeFormatter(_ name: String, colors: Bool) throws(UsageError)
    -> (any MessageFormatter)?
  {
    if let format = ReportFormat(name: name) {
      return try command.formatter(for: format, colors: colors)
    }
    return command.reportPlugins.first { $0.name == name && $0.fromMessageFiles }?.makeFormatter()
  }

  private func usage(_ message: String) -> ExitStatus {
    command.standardError(
      "\(program) report: \(message)\nRun \(program) report --help for usage.\n")
    return .faulty
  }

  static func help(_ program: String) -> String {
    """
    USAGE: \(program) report FILE.ndjson... [--format NAME[:FILE]]...

    Makes reports from the message files of one or more runs (written with
    --format message:FILE), joined as if they were one run: the parts of a suite split with
    --shard give the verdict, counts and reports of the whole suite. Before writing anything,
    it checks that every file is complete and, for a split suite, that every part is there
    once and all parts come from the same suite (files, selection, step definitions and
    strictness). The verdict is the one each run recorded: the suite passes only when every
    part passed; --no-strict is given to the runs, not to report. Memory stays about flat
    however large the files, unless a plugin's format reads the whole run (1.3 x the files).

    OPTIONS:
      -f, --format NAME[:FILE] pretty (the default), progress, summary, junit, json, message,
                               html, rerun, usage, or a plugin's format; to FILE or standard
                               output (at most one).
          --no-color           No ANSI colours.

    EXIT CODES:
      0  every run passed
      1  a run failed: a scenario, a run hook, or a problem that fails the run
      2  a file is missing, unreadable, not messages (or of a protocol version outside 17 to 34),
         or cut short (the file and line are named); a part of a split suite is missing, given
         twice or from another suite; files give a pickle or feature differently under one id;
         a --format FILE is one of the message files or given twice; a file changed while
         report read it

    """
  }
}
