import Foundation
import GherkinCommandLine

/// Loads feature files as Swift Testing arguments.
public enum Scenarios {
  /// How long a hook or step may run under `swift test` unless `GHERKIN_STEP_TIMEOUT` says
  /// otherwise: 60 seconds, not the command line's 5. The scenarios share the test process's few
  /// threads with every other test, and a test that blocks one can keep a step waiting long
  /// (on a busy 2-core machine, well past 5 seconds).
  public static let stepTimeLimit = Duration.seconds(60)

  /// Loads every `.feature` file at `url` (a file or a directory) and returns one case per
  /// scenario or outline row, filtered by the environment as `feed-specs` filters by flags:
  /// `GHERKIN_TAGS`, `GHERKIN_NAME`, `GHERKIN_LINES` (`PATH:LINE ...`), `GHERKIN_SHARD`
  /// (`INDEX/TOTAL`: only that part, dealt round-robin as `--shard` does), and run options
  /// `GHERKIN_DRY_RUN=1`, `GHERKIN_NO_STRICT=1`, `GHERKIN_FAIL_FAST=1`, `GHERKIN_RETRY=N` (a
  /// failing scenario is tried again up to N times) and `GHERKIN_ORDER` (the order of the
  /// returned cases: `defined`, `reverse`, `random` or `random:SEED`), and
  /// `GHERKIN_STEP_TIMEOUT=SECONDS` (``stepTimeLimit`` unless set).
  ///
  /// With `GHERKIN_FAIL_FAST`, once a case of this load has failed, the cases that start after
  /// it do not run their scenario: each records a known issue saying it was not run. Cases
  /// run in parallel, so those already running when the failure happens still finish.
  ///
  /// Files that do not parse (one case per real mistake, explained), suspicious lines (a
  /// warning that does not fail under `GHERKIN_NO_STRICT`), paths that cannot be read, and `GHERKIN_*` filters selecting nothing (unless
  /// `GHERKIN_ALLOW_EMPTY`) come back as failing cases.
  ///
  /// - Throws: ``GherkinCommandLine/UsageError`` when an environment variable holds a bad tag expression or name
  ///   pattern.
  public static func load(
    from url: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> [ScenarioCase] {
    var options = CommandLineOptions()
    options.stepTimeLimit = stepTimeLimit
    try options.apply(environment: environment)
    let root = url.standardizedFileURL
    let base = root.deletingLastPathComponent().path
    options.paths = options.paths.map { resolve($0, in: [base, root.path]) }
    // Like feed-specs' PATH arguments, GHERKIN_LINES names the only files that run.
    let loaded = try RunPlan(options: options).load(defaultPaths: [root.path])
    func display(_ path: String) -> String {
      path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
    let runOptions = options.runOptions
    let latch = runOptions.failFast ? FailFastLatch() : nil
    // Each file's document is indexed once, however many of its scenarios run.
    var seeds: [String: TestRunRecord] = [:]
    for file in loaded.suite.files {
      guard let document = file.document else { continue }
      seeds[file.uri] = TestRunRecord([.gherkinDocument(document)])
    }
    var cases: [ScenarioCase] = []
    let problems = loaded.problems(underSwiftTest: true)
    let emptySelection = problems.filter { $0.kind == .emptySelection }
    for problem in problems where problem.kind != .emptySelection {
      // Under GHERKIN_NO_STRICT a suspicious line is a warning: its case records it as one,
      // shown in the test output without failing the run.
      let uri = problem.uri ?? root.path
      let unreadable = problem.kind == .unreadableFile
      cases.append(
        ScenarioCase(
          content: unreadable
            ? .loadError(problem.machineMessage ?? problem.message) : .problem(problem),
          filePath: uri, displayPath: unreadable ? uri : display(uri), line: problem.line ?? 1,
          options: runOptions, failFast: latch))
    }
    // One case says why the selection is empty, however many filters select nothing.
    if var problem = emptySelection.first {
      problem.message = emptySelection.map(\.message).joined(separator: "\n")
      cases.append(
        ScenarioCase(
          content: .problem(problem), filePath: root.path, displayPath: display(root.path),
          line: 1, options: runOptions, failFast: latch))
    }
    for pickle in runOptions.order.arrange(loaded.selected) {
      cases.append(
        ScenarioCase(
          content: .pickle(pickle), filePath: pickle.uri, displayPath: display(pickle.uri),
          line: pickle.location.line, seed: seeds[pickle.uri] ?? TestRunRecord(),
          options: runOptions,
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
