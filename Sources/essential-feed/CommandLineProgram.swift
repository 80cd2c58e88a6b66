import EssentialFeed
import Foundation

/// The program: reads the command line and the environment, runs one command, and gives the exit
/// status: usage errors are reported with a hint and status 2, failures with status 1.
struct CommandLineProgram: Sendable {
  let console: Console
  let environment: ProcessEnvironment
  let currentDirectory: String
  let homeDirectory: String

  func run(_ arguments: [String]) async -> Int32 {
    do {
      try await runCommand(try CommandLineParser().parse(arguments))
      return ExitStatus.success
    } catch let failure as UsageError {
      console.report(failure.message)
      console.error(HelpText.hint + "\n")
      return ExitStatus.usage
    } catch let failure as CommandFailure {
      console.report(failure.message)
      failure.reasons.forEach(console.report)
      return ExitStatus.failure
    } catch {
      console.report("\(error)")
      return ExitStatus.failure
    }
  }

  private func runCommand(_ command: Command) async throws {
    switch command {
    case .help(let topic):
      console.output(HelpText.text(for: topic) + "\n")
    case .feed(let options):
      try await FeedCommand(
        options: options, baseURL: try baseURL(options.baseURL),
        context: try context(timeout: options.timeout)
      ).run()
    case .comments(let options):
      try await CommentsCommand(
        options: options, baseURL: try baseURL(options.baseURL),
        context: try context(timeout: options.timeout)
      ).run()
    case .image(let options):
      try await ImageCommand(
        options: options, baseURL: try baseURL(options.baseURL),
        context: try context(timeout: options.timeout)
      ).run()
    case .validateCache(let options):
      try await ValidateCacheCommand(options: options, context: try context(networked: false)).run()
    }
  }

  /// The commands' context; `timeout` is the command's `--timeout`, and only commands that make
  /// requests read `ESSENTIAL_FEED_TIMEOUT` (`networked`).
  private func context(timeout: TimeInterval? = nil, networked: Bool = true) throws(UsageError)
    -> CommandContext
  {
    CommandContext(
      console: console, environment: environment, currentDirectory: currentDirectory,
      homeDirectory: homeDirectory,
      timeout: networked
        ? try TimeoutResolver.resolve(option: timeout, environment: environment)
        : HTTPClientDefaults.timeout,
      currentDate: try ClockResolver.resolve(environment: environment))
  }

  private func baseURL(_ option: URL?) throws(UsageError) -> URL {
    try BaseURLResolver.resolve(option: option, environment: environment)
  }
}
