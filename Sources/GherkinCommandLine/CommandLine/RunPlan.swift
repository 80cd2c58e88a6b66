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
  /// Each `PATH` or `PATH:LINE` of the options split, once, into its path and lines.
  package let selections: [LineSelection]
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
    selections = options.paths.map(LineSelection.init(parsing:))
    do {
      filter = try PickleFilter(
        tags: options.tags.map(\.expression), namePatterns: options.names,
        lineSelections: selections.filter { !$0.lines.isEmpty }, shard: options.shard)
    } catch {
      throw UsageError(error.description)
    }
    loader = try options.makeLoader()
  }

  /// Loads the files the options name (their `:LINE`s are selections, not paths), or
  /// `defaultPaths` when they name none, and selects the scenarios to run.
  package func load(defaultPaths: [String]) -> LoadedRun {
    let given = selections.map(\.path)
    return select(
      from: loader.load(paths: given.isEmpty && options.rerunFiles.isEmpty ? defaultPaths : given))
  }

  /// The scenarios of `suite` the plan selects.
  package func select(from suite: FeatureSuite) -> LoadedRun {
    LoadedRun(plan: self, suite: suite, selected: filter.select(from: suite))
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
}
