import GherkinParser

/// One run put together from its options, the same way for `feed-specs` and the `swift test`
/// bridge: options (flags, or their `GHERKIN_*` twins) → filter → load → select.
///
/// ```swift
/// let plan = try RunPlan(options: options)  // a bad --tags, --name or --languages throws here
/// let loaded = plan.load(defaultPaths: ["Features/"])
/// await runner.run(loaded.suite, pickles: loaded.selected, problems: loaded.problems(...))
/// ```
package struct RunPlan: Sendable {
  /// The options the run was asked for.
  package let options: CommandLineOptions
  /// The scenarios the options select: tags, names, `PATH:LINE`s and shard.
  package let filter: PickleFilter
  /// Reads the feature files, with the dialects of `--languages`.
  package let loader: FeatureLoader

  /// Checks the options and makes the filter and the loader they ask for.
  ///
  /// - Throws: ``UsageError`` for a bad tag expression, name pattern, line selection or
  ///   languages file.
  package init(options: CommandLineOptions) throws(UsageError) {
    self.options = options
    filter = try options.makeFilter()
    loader = try options.makeLoader()
  }

  /// Loads the files the options name (their `:LINE`s are selections, not paths), or
  /// `defaultPaths` when they name none, and selects the scenarios to run.
  package func load(defaultPaths: [String]) -> LoadedRun {
    let paths = options.paths.isEmpty && options.rerunFiles.isEmpty ? defaultPaths : options.paths
    let suite = loader.load(paths: paths.map { LineSelection(parsing: $0).path })
    return LoadedRun(plan: self, suite: suite, selected: filter.select(from: suite))
  }
}

/// The feature files of a ``RunPlan`` and the scenarios it selected from them.
package struct LoadedRun: Sendable {
  /// The plan that loaded them.
  package let plan: RunPlan
  /// Every file read, parsed or not, and the paths that could not be read.
  package let suite: FeatureSuite
  /// The selected scenarios in the files' order (``RunOptions/order`` arranges them when they
  /// run).
  package let selected: [Pickle]

  /// The run's problems that are not a scenario's result (see `Diagnostics`), with
  /// `--strict-unused`'s unused step definitions of `registry`; `underSwiftTest` names the
  /// `GHERKIN_*` variables instead of the flags.
  package func problems<World>(registry: StepRegistry<World>, underSwiftTest: Bool = false)
    -> [Diagnostic]
  {
    Diagnostics.problems(
      of: suite, options: plan.options, registry: registry, dialects: plan.loader.parser.dialects,
      underSwiftTest: underSwiftTest)
  }

  /// Who this run is in its message files: a new identity, or, with `--shard`, the part of a
  /// suite whose digest covers the files, the selection before the split, the step definitions
  /// of `registry` and the strictness, so that `report` joins only parts of the same suite.
  package func identity<World>(registry: StepRegistry<World>) -> RunIdentity {
    guard let shard = plan.filter.shard else { return .unique() }
    var facts = ["strict=\(plan.options.strict) dry-run=\(plan.options.dryRun)"]
    for file in suite.files { facts += [file.uri, file.source] }
    facts += plan.filter.selectIgnoringShard(from: suite).map(\.id)
    facts += registry.definitions.map { "\($0.info.keyword) \($0.info.sentence)" }
    return .part(shard, ofSuiteDescribedBy: facts)
  }

  /// The run's problems before any step definition is known, as the `swift test` bridge
  /// loads its cases.
  package func problems(underSwiftTest: Bool) -> [Diagnostic] {
    Diagnostics.problems(
      of: suite, options: plan.options, dialects: plan.loader.parser.dialects,
      underSwiftTest: underSwiftTest)
  }
}
