import Foundation
import Gherkin
import PrintableText
import Testing

extension ScenarioCase {
  /// Runs the scenario with a fresh world from `registry`, recording an issue at the `.feature`
  /// line of each hook or step that fails (and, strictly, of each pending or undefined step,
  /// with a snippet for the latter). A parse error records its issue at the error's line. Each
  /// issue's text names its `file.feature:LINE` too, as reports such as xunit keep only the text.
  ///
  /// With `GHERKIN_FAIL_FAST`, a case that starts after another case of its load has failed
  /// does not run: it records a known issue at its line saying why.
  public func run<World>(with registry: StepRegistry<World>) async {
    if let failFast, await failFast.isTripped {
      let here = sourceLocation(line: line)
      withKnownIssue(
        "Not run: an earlier scenario failed and GHERKIN_FAIL_FAST is set", sourceLocation: here
      ) {
        Issue.record("\(testDescription) was not run (fail-fast)", sourceLocation: here)
      }
      return
    }
    if await runRecordingIssues(with: registry) { await failFast?.trip() }
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
        Comment(rawValue: "\(testDescription): \(problem.message)"),
        severity: warning ? .warning : .error, sourceLocation: sourceLocation(line: line))
      return !warning
    case .loadError(let message):
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation(line: 1))
      return true
    }
    var record = seed
    record.add(.pickle(pickle))
    let runner = TestRunner(registry: registry, options: options, invoker: IssueCapturingInvoker())
    runner.publishRegistrations(to: &record)
    _ = await runner.runTestCase(pickle, to: &record)
    // With GHERKIN_RETRY, only the last attempt counts: earlier ones failed and were retried.
    guard let attempt = record.attempts.last else { return true }
    let verdict = attempt.verdict?.status ?? .passed
    // A scenario tagged @proposed waits for a developer: its issues are known ones.
    let proposed = pickle.isProposed && verdict != .passed
    for run in attempt.steps {
      guard let problem = record.problem(of: run), problem.status.failsRun(strict: options.strict)
      else { continue }
      let at = problem.pickleStep == nil ? line : problem.location?.location?.line ?? line
      let text = Comment(rawValue: issueText(problem, at: at))
      withKnownIssue("Proposed: waiting for a developer") {
        Issue.record(text, sourceLocation: sourceLocation(line: at))
      } when: {
        proposed
      }
    }
    return !proposed && verdict.failsRun(strict: options.strict)
      || !registry.registrationErrors.isEmpty
  }

  /// `Failed step at file.feature:LINE: TEXT` (with the snippet, for an undefined step) or
  /// `Failed before hook (SOURCE) at file.feature:LINE`, then what went wrong: the line is in the
  /// text too, since reports such as `swift test --xunit-output` keep only the text.
  private func issueText(_ problem: StepProblem, at line: Int) -> String {
    let place = "\(URL(fileURLWithPath: displayPath).lastPathComponent):\(line)"
    let what =
      problem.pickleStep.map { "step at \(place): \(VisibleText.escaping($0.text))" }
      ?? "\(problem.hookTitle) at \(place)"
    let head = "\(problem.status.rawValue.capitalized) \(what)"
    return ([head] + problem.suggestion + [problem.message].compactMap { $0 })
      .joined(separator: "\n")
  }
}
