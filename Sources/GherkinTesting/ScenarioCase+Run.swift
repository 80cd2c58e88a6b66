import Foundation
import GherkinCommandLine
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
    let (issues, failed) = await stepIssues(running: pickle, with: registry)
    for issue in issues {
      let text = Comment(rawValue: issue.text)
      withKnownIssue(Comment(rawValue: issue.knownBecause ?? "")) {
        Issue.record(text, sourceLocation: sourceLocation(line: issue.line))
      } when: {
        issue.knownBecause != nil
      }
    }
    return failed || !registry.registrationErrors.isEmpty
  }

  /// An issue a case records: its text, its `.feature` line, and why it is a known one rather
  /// than a failure (a waiting proposal, or a pending or undefined step under
  /// GHERKIN_NO_STRICT), if it is.
  struct StepIssue: Hashable {
    var text: String
    var line: Int
    var knownBecause: String?
  }

  /// Runs `pickle` with a fresh world from `registry`: an issue for each hook or step of its
  /// last attempt that did not pass (pending and undefined ones too, known under
  /// GHERKIN_NO_STRICT: never a silent pass), and whether the case fails.
  func stepIssues<World>(running pickle: Pickle, with registry: StepRegistry<World>) async -> (
    issues: [StepIssue], failed: Bool
  ) {
    var record = seed
    record.add(.pickle(pickle))
    let runner = TestRunner(registry: registry, options: options, invoker: IssueCapturingInvoker())
    runner.publishRegistrations(to: &record)
    _ = await runner.runTestCase(pickle, to: &record)
    // With GHERKIN_RETRY, only the last attempt counts: earlier ones failed and were retried.
    guard let attempt = record.attempts.last else { return ([], true) }
    let verdict = attempt.verdict?.status ?? .passed
    // A proposal waiting for a developer: its issues are known ones.
    let proposed = record.isWaiting(attempt)
    let issues = attempt.steps.compactMap { run -> StepIssue? in
      guard let problem = record.problem(of: run), problem.status.failsRun(strict: true)
      else { return nil }
      let at = problem.pickleStep == nil ? line : problem.location?.location?.line ?? line
      let tolerated = !problem.status.failsRun(strict: options.strict)
      return StepIssue(
        text: issueText(problem, at: at), line: at,
        knownBecause: proposed || tolerated
          ? knownIssueReason(proposed: proposed, status: problem.status) : nil)
    }
    return (issues, !proposed && verdict.failsRun(strict: options.strict))
  }

  /// Why an issue is a known one: the scenario is a proposal waiting for a developer, or the step
  /// is pending or undefined and the run is not strict.
  private func knownIssueReason(proposed: Bool, status: Messages.TestStepResult.Status) -> String {
    if proposed { return "Proposed: waiting for a developer" }
    return "\(status.rawValue.capitalized), not passed: tolerated because GHERKIN_NO_STRICT is set"
  }

  /// `Failed step at file.feature:LINE: TEXT` or `Failed before hook (SOURCE) at
  /// file.feature:LINE`, then what went wrong; an undefined step as the command line explains it,
  /// then `at file.feature:LINE`: the line is in the text too, since reports such as
  /// `swift test --xunit-output` keep only the text.
  private func issueText(_ problem: StepProblem, at line: Int) -> String {
    let place = "\(URL(fileURLWithPath: displayPath).lastPathComponent):\(line)"
    // An undefined step reads as the command line words it (`'TEXT' matches no sentence.`, why,
    // the snippet: ``TestRunRecord/undefinedStepReasons(of:)``), then where it is.
    if problem.status == .undefined, !problem.suggestion.isEmpty {
      return (problem.suggestion + ["at \(place)"]).joined(separator: "\n")
    }
    let what =
      problem.pickleStep.map { "step at \(place): \(VisibleText.escaping($0.text))" }
      ?? "\(problem.hookTitle) at \(place)"
    let head = "\(problem.status.rawValue.capitalized) \(what)"
    return ([head] + problem.suggestion + [problem.message].compactMap { $0 })
      .joined(separator: "\n")
  }
}
