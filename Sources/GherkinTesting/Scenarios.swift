import Foundation
import Gherkin

/// Loads feature files as Swift Testing arguments.
public enum Scenarios {
  /// Loads every `.feature` file at `url` (a file or a directory) and returns one case per
  /// scenario or outline row, filtered by the environment as `feed-specs` filters by flags:
  /// `GHERKIN_TAGS`, `GHERKIN_NAME`, `GHERKIN_LINES` (`PATH:LINE ...`), `GHERKIN_SHARD`
  /// (`INDEX/TOTAL`: only that part, dealt round-robin as `--shard` does), and run options
  /// `GHERKIN_DRY_RUN=1`, `GHERKIN_NO_STRICT=1`, `GHERKIN_FAIL_FAST=1`, `GHERKIN_RETRY=N` (a
  /// failing scenario is tried again up to N times) and `GHERKIN_ORDER` (the order of the
  /// returned cases: `defined`, `reverse`, `random` or `random:SEED`).
  ///
  /// With `GHERKIN_FAIL_FAST`, once a case of this load has failed, the cases that start after
  /// it do not run their scenario: each records a known issue saying it was not run. Cases
  /// run in parallel, so those already running when the failure happens still finish.
  ///
  /// Files that do not parse (one case per real mistake, explained), suspicious lines (a
  /// warning that does not fail under `GHERKIN_NO_STRICT`), paths that cannot be read, and `GHERKIN_*` filters selecting nothing (unless
  /// `GHERKIN_ALLOW_EMPTY`) come back as failing cases.
  ///
  /// - Throws: ``UsageError`` when an environment variable holds a bad tag expression or name
  ///   pattern.
  public static func load(
    from url: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> [ScenarioCase] {
    var options = CommandLineOptions()
    try options.apply(environment: environment)
    let root = url.standardizedFileURL
    let base = root.deletingLastPathComponent().path
    options.paths = options.paths.map { resolve($0, in: [base, root.path]) }
    let filter = try options.makeFilter()
    // Like feed-specs' PATH arguments, GHERKIN_LINES names the only files that run.
    let named = options.paths.map { LineSelection(parsing: $0).path }
    let loader = try options.makeLoader()
    let suite = loader.load(paths: named.isEmpty ? [root.path] : named)
    func display(_ path: String) -> String {
      path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
    let runOptions = options.runOptions
    let latch = runOptions.failFast ? FailFastLatch() : nil
    var documents: [String: GherkinDocument] = [:]
    for file in suite.files { documents[file.uri] = file.parseResult.document }
    var cases: [ScenarioCase] = suite.loadErrors.map { error in
      ScenarioCase(
        content: .loadError(error.description), filePath: error.path, displayPath: error.path,
        line: 1, options: runOptions, failFast: latch)
    }
    for file in suite.files {
      let problems = Diagnostics.check(
        source: file.source, uri: file.uri, result: file.parseResult,
        dialects: loader.parser.dialects, strict: runOptions.strict)
      // Under GHERKIN_NO_STRICT a suspicious line is a warning: its case records it as one,
      // shown in the test output without failing the run.
      for problem in problems {
        cases.append(
          ScenarioCase(
            content: .problem(problem), filePath: file.uri, displayPath: display(file.uri),
            line: problem.line ?? 1, options: runOptions, failFast: latch))
      }
    }
    // One case says why the selection is empty, however many filters select nothing.
    let empty = Diagnostics.emptySelection(options, suite: suite, underSwiftTest: true)
    if !options.allowEmpty, var problem = empty.first {
      problem.message = empty.map(\.message).joined(separator: "\n")
      cases.append(
        ScenarioCase(
          content: .problem(problem), filePath: root.path, displayPath: display(root.path),
          line: 1, options: runOptions, failFast: latch))
    }
    for pickle in runOptions.order.arrange(filter.select(from: suite)) {
      cases.append(
        ScenarioCase(
          content: .pickle(pickle), filePath: pickle.uri, displayPath: display(pickle.uri),
          line: pickle.location.line, document: documents[pickle.uri], options: runOptions,
          failFast: latch))
    }
    return cases
  }

  /// Resolves a relative `PATH[:LINE...]` from `GHERKIN_LINES` against the folders a person names
  /// it from (the package root, as in `Features/x.feature:12`, or the features folder, as in
  /// `x.feature:12`), since `swift test` runs the tests in a working directory of its own.
  static func resolve(_ argument: String, in folders: [String]) -> String {
    let path = LineSelection(parsing: argument).path
    guard !path.hasPrefix("/") else { return argument }
    let lines = argument.dropFirst(path.count)
    for folder in folders where FileManager.default.fileExists(atPath: folder + "/" + path) {
      return folder + "/" + path + lines
    }
    return argument
  }
}
