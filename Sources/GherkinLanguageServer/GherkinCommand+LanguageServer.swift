import Foundation
import GherkinCommandLine

extension GherkinWing {
  /// The language server's wing: `PROGRAM language-server` serves editors for the command's
  /// registry over the Language Server Protocol (standard input and output).
  public static let languageServer = GherkinWing(
    library: .languageServer, subcommands: ["language-server": LanguageServerSubcommand()])
}

/// `language-server [--run-time-limit SECONDS] [the front end's options]`.
struct LanguageServerSubcommand: WingSubcommand {
  /// The option of `language-server` that sets how long a live run may take, in seconds.
  static let runTimeLimitOption = "--run-time-limit"

  /// Serves `language-server` on standard input and output for the registry `makeRegistry`
  /// builds: diagnostics, completion, hover and the live verdicts of open documents, each run in
  /// a child process of this same program with the options given here (such as `--store`).
  func run<World>(
    _ arguments: [String], program: String, command: GherkinCommand,
    makeRegistry: ([String: String]) throws -> StepRegistry<World>
  ) async -> ExitStatus {
    do {
      var runArguments = arguments
      let timeLimit = try Self.takeRunTimeLimit(from: &runArguments)
      let options = try CommandLineOptions(
        arguments: runArguments, frontEndOptions: command.valueOptions)
      guard options.paths.isEmpty else {
        throw UsageError("language-server takes no path: it runs the documents the editor opens")
      }
      // Every live run is this command with these options: a format whose wing it lacks is
      // refused here, once, instead of failing each run.
      try command.requireWings(for: options.formats)
      let registry = try makeRegistry(options.frontEndValues)
      let live = LiveRunCommand(
        executable: LiveRunCommand.currentExecutable, arguments: runArguments,
        timeLimit: timeLimit)
      let path = command.defaultPath
      let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
      let server = LanguageServer(registry: registry, featuresFolder: folder, liveRuns: live)
      return ExitStatus(subcommandStatus: server.run())
    } catch {
      return command.refuse(error, program: program)
    }
  }

  /// Removes `--run-time-limit SECONDS` from `arguments` and returns it (10 s when absent).
  private static func takeRunTimeLimit(from arguments: inout [String]) throws(UsageError)
    -> Duration
  {
    guard let index = arguments.firstIndex(of: runTimeLimitOption) else { return .seconds(10) }
    guard index + 1 < arguments.count, let seconds = Double(arguments[index + 1]),
      seconds > 0, seconds <= 3600
    else {
      throw UsageError("\(runTimeLimitOption) needs a number of seconds from above 0 to 3600")
    }
    arguments.removeSubrange(index...index + 1)
    return .milliseconds(Int64(seconds * 1000))
  }
}
