import GherkinCommandLine

/// Runs `feed-specs arguments...` in-process, as the command line would, with `defaultPath` as
/// the folder used when no path is named; returns its exit code and what it printed on standard
/// output and standard error. The one home of the tests' command runs. A run that does not set
/// `--step-timeout` gets ``hangGuardStepTimeLimit``.
func runFeedSpecs<World>(
  _ arguments: [String], defaultPath: String, registry: StepRegistry<World>,
  plugins: [ReportPlugin] = [], isTerminal: Bool = false, environment: [String: String] = [:]
) async -> (code: Int32, output: String, errors: String) {
  let output = OutputBuffer()
  let errors = OutputBuffer()
  var command = GherkinCommand(
    standardOutput: output.write, standardError: errors.write, isTerminal: isTerminal,
    environment: environment, defaultPath: defaultPath)
  command.reportPlugins = plugins
  let guarded =
    arguments.first == "report" || arguments.contains("--step-timeout")
    ? arguments : ["--step-timeout", "\(hangGuardStepTimeLimit.components.seconds)"] + arguments
  let code = await command.run(arguments: ["feed-specs"] + guarded, registry: registry)
  return (code, output.text, errors.text)
}
