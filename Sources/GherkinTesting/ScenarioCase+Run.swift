import Gherkin
import Testing

extension ScenarioCase {
  /// Runs the scenario with a fresh world from `registry`, recording an issue at the `.feature`
  /// line of each hook or step that fails (and, strictly, of each pending or undefined step,
  /// with a snippet for the latter). A parse error records its issue at the error's line.
  public func run<World>(with registry: StepRegistry<World>) async {
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
    case .parseError(let error):
      Issue.record(Comment(rawValue: error.message), sourceLocation: sourceLocation(line: line))
      return
    case .loadError(let message):
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation(line: 1))
      return
    }
    var log = EventLog()
    let runner = TestRunner(registry: registry, options: options, invoker: IssueCapturingInvoker())
    _ = await runner.runTestCase(pickle, to: &log)
    recordIssues(from: log.events, pickle: pickle)
  }

  private func recordIssues(from events: [RunEvent], pickle: Pickle) {
    var snippets: [String: String] = [:]
    for case .suggestion(let suggestion) in events {
      snippets[suggestion.pickleStep.id] = suggestion.snippet
    }
    for case .testStepFinished(let finished) in events {
      let result = finished.result
      guard result.status != .passed, result.status != .skipped,
        result.status.failsRun(strict: options.strict)
      else { continue }
      var text = "\(result.status.rawValue.capitalized)"
      var stepLine = line
      switch finished.testStep.kind {
      case .step(let step, _):
        text += " step: \(step.text)"
        stepLine = stepLines[step.id] ?? line
        if let snippet = snippets[step.id] { text += "\nDefine it with:\n\(snippet)" }
      case .hook(let hook):
        text += " \(hook.phase == .before ? "before" : "after") hook (\(hook.source))"
      }
      if let message = result.message, result.status != .undefined { text += "\n\(message)" }
      Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation(line: stepLine))
    }
  }
}
