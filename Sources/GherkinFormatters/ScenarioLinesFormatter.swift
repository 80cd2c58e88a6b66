import PrintableText

/// Prints one line per scenario as it finishes (`PASS`, `FAIL`, ... then `file:line name`), with
/// the failing step's line and message beneath a scenario that did not pass, and closes with
/// `N passed, N failed` (and `, N skipped`, `, N waiting`, `, N pending`, `, N undefined` when
/// some were) alone on a line, as CI logs read it. Under `--no-strict` a pending or undefined
/// scenario is labelled `PENDING` or `UNDEFINED`, never `FAIL`.
/// The problems that are not scenario results (see ``Diagnostics``) come just before that
/// line, one `PROBLEM` line each, and are counted at its end.
///
/// With `--retry`, a scenario gets its line once, from its last attempt. Each scenario's verdict
/// and first problem are the record's.
package struct ScenarioLinesFormatter: MessageFormatter {
  /// Reads only the test cases in flight.
  package var reads: RecordReading { .testCasesInFlight }

  /// How many scenarios got each label (`PASS`, `FAIL`, `SKIP`, ...) so far.
  private var tally: [String: Int] = [:]

  /// Creates the formatter.
  package init() {}

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    switch envelope {
    case .testCaseFinished(let finished):
      guard let attempt = record.attempt(id: finished.testCaseStartedId), !attempt.willBeRetried
      else { return "" }
      return line(for: attempt, in: record)
    case .testRunFinished:
      let problems = record.problems
      let counts = Diagnostic.counts(problems)
      let skipped = tally["SKIP", default: 0]
      return problems.map { "PROBLEM \($0.rendered)\n" }.joined()
        + "\(tally["PASS", default: 0]) passed, \(tally["FAIL", default: 0]) failed"
        + (skipped > 0 ? ", \(skipped) skipped" : "")
        + (tally["WAIT"].map { ", \($0) waiting" } ?? "")
        + (tally["PENDING"].map { ", \($0) pending" } ?? "")
        + (tally["UNDEFINED"].map { ", \($0) undefined" } ?? "")
        + (counts.isEmpty ? "" : ", \(counts)") + "\n"
    default:
      return ""
    }
  }

  private mutating func line(for attempt: TestCaseAttempt, in record: TestRunRecord) -> String {
    guard let pickle = record.pickle(id: attempt.pickleId) else { return "" }
    let label = Self.label(attempt, in: record)
    tally[label, default: 0] += 1
    var text =
      "\(label) \(VisibleText.escaping(pickle.uri)):\(pickle.location.line) \(VisibleText.escaping(pickle.name))\n"
    guard let problem = attempt.firstProblem.flatMap({ record.problem(of: $0) }) else {
      return text
    }
    let word = CucumberText.word(problem.status)
    if let step = problem.pickleStep {
      let line = problem.location?.location.map { ":\($0.line)" } ?? ""
      text +=
        "    \(word) at \(VisibleText.escaping(pickle.uri))\(line): \(VisibleText.escaping(step.text))\n"
    } else {
      text += "    \(word) in a hook\n"
    }
    if let message = problem.message {
      text += message.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    \($0)\n" }.joined()
    }
    return text
  }

  /// The scenario's label, from the record's one decision: `WAIT` for a waiting proposal (its
  /// proposal is listed with the problems), `FAIL` when it fails the run, `PENDING` or
  /// `UNDEFINED` when a run that is not strict tolerates it, `PASS` or `SKIP` otherwise.
  private static func label(_ attempt: TestCaseAttempt, in record: TestRunRecord) -> String {
    if record.isWaiting(attempt) { return "WAIT" }
    if record.failsRun(attempt) { return "FAIL" }
    if record.isTolerated(attempt) { return CucumberText.word(attempt.status).uppercased() }
    return attempt.status == .passed ? "PASS" : "SKIP"
  }
}
