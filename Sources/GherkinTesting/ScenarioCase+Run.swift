import Gherkin
import PrintableText
import Testing

extension ScenarioCase {
  /// Runs the scenario with a fresh world from `registry`, recording an issue at the `.feature`
  /// line of each hook or step that fails (and, strictly, of each pending or undefined step,
  /// with a snippet for the latter). A parse error records its issue at the error's line.
  ///
  /// With `GHERKIN_FAIL_FAST`, a case that starts after another case of its load has failed
  /// does not run: it records a known issue at its line saying why.
  public func run<World>(with registry: StepRegistry<World>) async {
    if let failFast, await failFast.isTripped {
      withKnownIssue(
        "Not run: an earlier scenario failed and GHERKIN_FAIL_FAST is set",
        sourceLocation: sourceLocation(line: line)
      ) {
        Issue.record(
          "\(testDescription) was not run (fail-fast)", sourceLocation: sourceLocation(line: line))
      }
      return
    }
    let failed = await runRecordingIssues(with: registry)
    if failed { await failFast?.trip() }
  }

  /// Runs the case and records its issues; returns whether it failed.
  private func runRecordingIssues<World>(with registry: StepRegistry<World>) async -> Bool {
    for error in registry.registrationErrors {
      Issue.record(
        Comment(rawValue: "Step definition error: \(error.message)"),
        sourceLocation: SourceLocation(
          fileID: error.source.file, filePath: error.source.file, line: error.source.line,
          column: 1))
    }
    let pickle: Pickle
    switch content {
    case .pickle(let value): pickle = value
    case .problem(let problem):
      let warning = problem.severity == .warning
      Issue.record(
        Comment(rawValue: problem.message), severity: warning ? .warning : .error,
        sourceLocation: sourceLocation(line: line))
      return !warning
    case .loadError(let message):
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation(line: 1))
      return true
    }
    var log = EventLog()
    let runner = TestRunner(registry: registry, options: options, invoker: IssueCapturingInvoker())
    let status = await runner.runTestCase(pickle, to: &log)
    // With GHERKIN_RETRY, only the last attempt counts: earlier ones failed and were retried.
    let lastAttempt =
      log.events.lastIndex {
        if case .testCaseStarted = $0 { return true }
        return false
      } ?? 0
    recordIssues(from: Array(log.events[lastAttempt...]), pickle: pickle)
    return status.failsRun(strict: options.strict) || !registry.registrationErrors.isEmpty
  }

  private func recordIssues(from events: [RunEvent], pickle: Pickle) {
    var snippets: [String: String] = [:]
    for case .suggestion(let suggestion) in events {
      snippets[suggestion.pickleStep.id] =
        (suggestion.explanation + ["Define it with:", suggestion.snippet]).joined(separator: "\n")
    }
    for case .testStepFinished(let finished) in events {
      let result = finished.result
      guard result.status.failsRun(strict: options.strict) else { continue }
      var text = "\(result.status.rawValue.capitalized)"
      var stepLine = line
      switch finished.testStep.kind {
      case .step(let step, _):
        text += " step: \(VisibleText.escaping(step.text))"
        stepLine = stepLines[step.id] ?? line
        if let snippet = snippets[step.id] { text += "\n\(snippet)" }
      case .hook(let hook):
        text += " \(hook.phase == .before ? "before" : "after") hook (\(hook.source))"
      }
      if let message = result.message, result.status != .undefined { text += "\n\(message)" }
      Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation(line: stepLine))
    }
  }
}
