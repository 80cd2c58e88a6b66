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
    let sentences = Sentences(registry)
    let unused =
      plan.options.strictUnused ? Diagnostics.unusedDefinitions(sentences, suite: suite) : []
    return problems(underSwiftTest: underSwiftTest) + unused
      + Diagnostics.stepsOfAnotherKind(sentences, suite: suite)
      + Diagnostics.untranslatedSentences(
        sentences, suite: suite, dialects: plan.loader.parser.dialects)
  }

  /// ``problems(registry:underSwiftTest:)`` but for unused step definitions, before any step
  /// definition is known, as the `swift test` bridge loads its cases.
  package func problems(underSwiftTest: Bool) -> [Diagnostic] {
    let selection = selection(underSwiftTest: underSwiftTest)
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
      problems += Diagnostics.emptySelection(selection, suite: suite)
    }
    problems += Diagnostics.unknownTags(selection, suite: suite)
    return problems
  }

  /// What the selection's checks read of this run: its filters as given, and whether it
  /// selected anything.
  ///
  /// - Parameter underSwiftTest: name the `GHERKIN_*` variables instead of the flags.
  package func selection(underSwiftTest: Bool = false) -> Diagnostics.Selection {
    Diagnostics.Selection(
      tags: plan.options.tags.map { (source: $0.source, expression: $0.expression) },
      names: plan.options.names, lines: plan.selections, allowEmpty: plan.options.allowEmpty,
      underSwiftTest: underSwiftTest, selectsSome: !selected.isEmpty)
  }
}
