import GherkinCommandLine
import GherkinLanguageServer
import GherkinReports

/// Runs `feed-specs arguments...` in-process, as the command line would, with `defaultPath` as
/// the folder used when no path is named; returns its exit code and what it printed on standard
/// output and standard error. The one home of the tests' command runs. A run (not a subcommand)
/// that does not set `--step-timeout` gets ``hangGuardStepTimeLimit``. The command has every
/// wing unless `wings` says otherwise, as this package's own command line has.
func runFeedSpecs<World>(
  _ arguments: [String], defaultPath: String, registry: StepRegistry<World>,
  plugins: [ReportPlugin] = [], wings: [GherkinWing] = [.reports(), .languageServer],
  isTerminal: Bool = false, environment: [String: String] = [:]
) async -> (code: Int32, output: String, errors: String) {
  let output = OutputBuffer()
  let errors = OutputBuffer()
  var command = GherkinCommand(
    standardOutput: output.write, standardError: errors.write, isTerminal: isTerminal,
    environment: environment, defaultPath: defaultPath)
  command.reportPlugins = plugins
  command.wings = wings
  let guarded =
    ["report", "language-server"].contains(arguments.first) || arguments.contains("--step-timeout")
    ? arguments : ["--step-timeout", "\(hangGuardStepTimeLimit.components.seconds)"] + arguments
  let code = await command.run(arguments: ["feed-specs"] + guarded, registry: registry)
  return (code, output.text, errors.text)
}
