import GherkinParser

extension Diagnostics {
  /// Every problem of a run that is not a scenario's result: paths that cannot be read, files'
  /// parse errors and suspicious lines, paths without scenarios and filters selecting nothing
  /// (unless `allowEmpty`), tags of `--tags` that no scenario has, and,
  /// with `strictUnused`, step definitions no step uses.
  package static func problems<World>(
    of suite: FeatureSuite, options: CommandLineOptions, registry: StepRegistry<World>,
    dialects: Dialects = .builtIn, underSwiftTest: Bool = false
  ) -> [Diagnostic] {
    var problems = problems(
      of: suite, options: options, dialects: dialects, underSwiftTest: underSwiftTest)
    if options.strictUnused {
      problems += unusedDefinitions(registry, suite: suite)
    }
    return problems
  }

  /// ``problems(of:options:registry:dialects:underSwiftTest:)`` but for unused step
  /// definitions, when no registry is at hand.
  static func problems(
    of suite: FeatureSuite, options: CommandLineOptions, dialects: Dialects,
    underSwiftTest: Bool
  ) -> [Diagnostic] {
    var problems = suite.loadErrors.map { error in
      Diagnostic(
        .unreadableFile, uri: error.path, line: error.line, column: error.column,
        message: error.reason.hasSuffix("?") ? error.reason : "\(error.reason).",
        machineMessage: error.description)
    }
    for file in suite.files {
      problems += check(
        source: file.source, uri: file.uri, result: file.parseResult, dialects: dialects,
        strict: options.strict)
    }
    if !options.allowEmpty {
      problems += withoutScenarios(suite)
      problems += emptySelection(options, suite: suite, underSwiftTest: underSwiftTest)
    }
    problems += unknownTags(options, suite: suite, underSwiftTest: underSwiftTest)
    return problems
  }

  /// The step definitions that match no step of `suite`.
  static func unusedDefinitions<World>(_ registry: StepRegistry<World>, suite: FeatureSuite)
    -> [Diagnostic]
  {
    var texts: Set<String> = []
    for pickle in suite.pickles { for step in pickle.steps { texts.insert(step.text) } }
    return registry.definitions.filter { definition in
      !texts.contains { (try? definition.expression.match($0)) != nil }
    }.map { definition in
      Diagnostic(
        .unusedStepDefinition,
        message:
          "No step uses the sentence '\(definition.info.keyword) \(definition.info.sentence)' (\(definition.info.source)): remove it, or write a scenario that uses it."
      )
    }
  }
}
