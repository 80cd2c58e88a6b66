import Foundation

/// The program: reads the command line and the environment, runs one command, and gives the exit
/// status. Usage errors are reported with a hint and status 2.
struct CommandLineProgram: Sendable {
  let console: Console
  let environment: ProcessEnvironment
  let currentDirectory: String
  let homeDirectory: String

  func run(_ arguments: [String]) async -> Int32 {
    let command: Command
    do {
      command = try CommandLineParser().parse(arguments)
    } catch {
      return usageFailure(error)
    }
    switch command {
    case .help(let topic):
      console.output(HelpText.text(for: topic) + "\n")
      return ExitStatus.success
    default:
      console.report("not built yet")
      return ExitStatus.failure
    }
  }

  private func usageFailure(_ error: UsageError) -> Int32 {
    console.report(error.message)
    console.error(HelpText.hint + "\n")
    return ExitStatus.usage
  }
}
