import PrintableText

/// Prints one line per scenario as it finishes (`PASS`, `FAIL`, ... then `file:line name`), with
/// the failing step's line and message beneath a scenario that did not pass, and closes with
/// `N passed, N failed` (and `, N skipped` when some were) alone on a line, as CI logs read it.
/// The problems that are not scenario results (see ``Diagnostics``) come just before that
/// line, one `PROBLEM` line each, and are counted at its end.
public struct ScenarioLinesReporter: Reporter {
  private var index = GherkinIndex()
  private var passed = 0
  private var failed = 0
  private var skipped = 0
  private var problems: [String: (testStep: TestStep, result: TestStepResult)] = [:]
  private let strict: Bool

  /// Creates the reporter; `strict` counts pending and undefined scenarios as failed.
  public init(strict: Bool = true) {
    self.strict = strict
  }

  public mutating func handle(_ event: RunEvent) -> String {
    switch event {
    case .document(let document):
      index.add(document)
      return ""
    case .testStepFinished(let finished):
      let status = finished.result.status
      if status.isProblem, problems[finished.testCaseStartedId] == nil {
        problems[finished.testCaseStartedId] = (finished.testStep, finished.result)
      }
      return ""
    case .testCaseFinished(let finished):
      return line(for: finished)
    case .runFinished(let finished):
      let counts = Diagnostics.counts(finished.problems)
      return finished.problems.map { "PROBLEM \($0.rendered)\n" }.joined()
        + "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
        + (counts.isEmpty ? "" : ", \(counts)") + "\n"
    default:
      return ""
    }
  }

  private mutating func line(for finished: TestCaseFinished) -> String {
    let pickle = finished.testCase.pickle
    let status = finished.status
    let label: String
    if status.failsRun(strict: strict) {
      failed += 1
      label = "FAIL"
    } else if status == .passed {
      passed += 1
      label = "PASS"
    } else {
      skipped += 1
      label = "SKIP"
    }
    var text =
      "\(label) \(pickle.uri):\(pickle.location.line) \(VisibleText.escaping(pickle.name))\n"
    guard let problem = problems.removeValue(forKey: finished.testCaseStartedId) else {
      return text
    }
    if let step = problem.testStep.pickleStep {
      let line = index.line(of: step).map { ":\($0)" } ?? ""
      text +=
        "    \(problem.result.status.rawValue) at \(pickle.uri)\(line): \(VisibleText.escaping(step.text))\n"
    } else {
      text += "    \(problem.result.status.rawValue) in a hook\n"
    }
    if let message = problem.result.message, problem.result.status != .undefined {
      text += message.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    \($0)\n" }.joined()
    }
    return text
  }
}
