import GherkinParser

extension LoadedRun {
  /// Every problem of the run that is not a scenario's result (see `Diagnostics`): paths that
  /// cannot be read, files' parse errors and suspicious lines, paths without scenarios and
  /// filters selecting nothing (unless `--allow-empty`), tags of `--tags` that no scenario has,
  /// and, with `--strict-unused`, the step definitions of `registry` that no step uses.
  ///
  /// - Parameter underSwiftTest: name the `GHERKIN_*` variables instead of the flags.
  package func problems<World>(registry: StepRegistry<World>, underSwiftTest: Bool = false)
    -> [Diagnostic]
  {
    let unused =
      plan.options.strictUnused ? Diagnostics.unusedDefinitions(registry, suite: suite) : []
    return problems(underSwiftTest: underSwiftTest) + unused
      + Diagnostics.stepsOfAnotherKind(Sentences(registry), suite: suite)
      + Diagnostics.untranslatedSentences(
        Sentences(registry), suite: suite, dialects: plan.loader.parser.dialects)
  }

  /// ``problems(registry:underSwiftTest:)`` but for unused step definitions, before any step
  /// definition is known, as the `swift test` bridge loads its cases.
  package func problems(underSwiftTest: Bool) -> [Diagnostic] {
    var problems = suite.loadErrors.map { error in
      Diagnostic(
        .unreadableFile, uri: error.path, line: error.line, column: error.column,
        message: error.reason.hasSuffix("?") ? error.reason : "\(error.reason).",
        machineMessage: error.description)
    }
    for file in suite.files {
      problems += Diagnostics.check(
        source: file.source, uri: file.uri, result: file.parseResult,
        dialects: plan.loader.parser.dialects, strict: plan.options.strict,
        running: Diagnostics.scenarioLines(of: file.document))
    }
    if !plan.options.allowEmpty {
      problems += Diagnostics.withoutScenarios(suite)
      problems += Diagnostics.emptySelection(self, underSwiftTest: underSwiftTest)
    }
    problems += Diagnostics.unknownTags(self, underSwiftTest: underSwiftTest)
    return problems
  }
}

extension Diagnostics {
  /// The step definitions that match no step of `suite`.
  static func unusedDefinitions<World>(_ registry: StepRegistry<World>, suite: FeatureSuite)
    -> [Diagnostic]
  {
    let texts = Set(suite.pickles.flatMap { $0.steps.map(\.text) })
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
