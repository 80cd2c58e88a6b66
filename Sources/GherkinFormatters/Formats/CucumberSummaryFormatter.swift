import PrintableText

/// Cucumber's `summary` layout, printed when the run ends: the scenarios that did not pass
/// grouped by status (each with the steps responsible, their errors and attachments), unknown
/// parameter types, failed BeforeAll/AfterAll hooks, an error that stopped the run, the counts
/// and durations, and snippets for undefined steps.
///
/// Each test case is folded in as its last attempt finishes, so only what the summary lists is
/// kept: the scenarios that did not pass, the statuses counted and the snippets.
package struct CucumberSummaryFormatter: MessageFormatter {
  /// Reads only the test cases in flight.
  package var reads: RecordReading { .testCasesInFlight }

  private let style: CucumberText.Style
  /// The statuses of the finished test cases (their last attempts) and of their steps, a
  /// waiting proposal's apart.
  private var scenarios = CucumberText.Tally()
  private var steps = CucumberText.Tally()
  /// The time every attempt's steps took, in milliseconds.
  private var executing = 0
  /// The scenarios that neither passed nor were skipped (nor are proposed), as listed.
  private var items: [(status: TestStatus, text: String)] = []
  /// The snippets suggested, each once, with why the first pickle step it was suggested for
  /// matched nothing (read as its test case finishes: a record may let go of it afterwards).
  private var snippets: [(code: String, why: [String])] = []
  private var seen: Set<String> = []

  /// Creates the formatter; `colors` for Cucumber's colour theme.
  package init(colors: Bool = false) {
    style = CucumberText.Style(colors: colors)
  }

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    switch envelope {
    case .testCaseFinished:
      guard let attempt = record.justFinished else { break }
      let runs = attempt.steps
      executing += runs.compactMap(\.result).reduce(0) {
        $0 + CucumberText.milliseconds($1.duration)
      }
      guard !attempt.willBeRetried else { break }
      let waiting = record.isWaiting(attempt)
      scenarios.add(attempt.status, waiting: waiting)
      for status in runs.compactMap(\.result?.status) { steps.add(status, waiting: waiting) }
      // A proposal waiting for a developer is listed with the proposals instead.
      if ![.passed, .skipped].contains(attempt.status), !waiting {
        items.append((attempt.status, scenarioItem(attempt, in: record)))
      }
      for snippet in record.newSnippets(of: attempt, seen: &seen) {
        let step = record.pickleStep(id: snippet.pickleStepId)
        snippets.append((snippet.code, step.map(record.undefinedStepReasons) ?? []))
      }
    case .testRunFinished:
      defer { self = Self(colors: style.colors) }  // starts empty for another run
      return render(record)
    default: break
    }
    return ""
  }

  /// Beyond Cucumber: the run's problems (``TestRunRecord/problems``) are counted on the
  /// scenarios line and listed at the end.
  func render(_ record: TestRunRecord) -> String {
    var lines: [String] = []
    let byStatus = Dictionary(grouping: items) { $0.status }
    for status in TestStatus.allCases where status != .passed && status != .skipped {
      list(
        "\(CucumberText.word(status).capitalized) scenarios:", status,
        (byStatus[status] ?? []).map(\.text), into: &lines)
    }
    lines += runFailures(record)
    lines += countsAndDurations(record)
    lines += snippetLines()
    lines += problemLines(record)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The parameter types missing a definition, the failed BeforeAll/AfterAll hooks and the
  /// error that stopped the run.
  private func runFailures(_ record: TestRunRecord) -> [String] {
    var lines: [String] = []
    if !record.undefinedParameterTypes.isEmpty {
      lines += [
        "", style.status(.undefined, "These parameters are missing a parameter type definition:"),
      ]
      for (index, type) in record.undefinedParameterTypes.enumerated() {
        lines.append("  \(index + 1)) '\(type.name)' in '\(type.expression)'")
      }
    }
    let failedHooks = record.runHooks.compactMap { run -> String? in
      guard let result = run.finished?.result, result.status == .failed else { return nil }
      let hook = record.hook(id: run.started.hookId)
      return CucumberText.located(
        CucumberText.hookTitle(hook), at: hook?.sourceReference, style: style)
        + (result.reportableMessage.map {
          "\n" + CucumberText.indent(style.statusLines(.failed, $0), by: 2)
        } ?? "")
    }
    list("Failed hooks:", .failed, failedHooks, into: &lines)
    if let exception = record.testRunFinished?.exception {
      lines.append(style.status(.failed, "Failed test run:"))
      let message = exception.text ?? ""
      lines.append(CucumberText.indent(style.statusLines(.failed, message), by: 7))
    }
    return lines
  }

  /// A blank line, the counts of the run (its failure, hooks, scenarios, steps) and its
  /// durations.
  private func countsAndDurations(_ record: TestRunRecord) -> [String] {
    var lines = [""]
    if record.testRunFinished?.exception != nil {
      lines.append(CucumberText.counts("test run", [.failed], style: style))
    }
    let hookResults = record.runHooks.compactMap(\.finished?.result)
    if !hookResults.isEmpty {
      lines.append(CucumberText.counts("hook", hookResults.map(\.status), style: style))
    }
    lines += record.countLines(scenarios: scenarios, steps: steps, style: style)
    if let run = record.runMilliseconds {
      let executing = hookResults.reduce(executing) { $0 + CucumberText.milliseconds($1.duration) }
      lines.append(
        "\(CucumberText.duration(milliseconds: run)) "
          + "(\(CucumberText.duration(milliseconds: executing)) executing your code)")
    }
    return lines
  }

  /// The snippets for the undefined steps, each under why its step matched nothing.
  private func snippetLines() -> [String] {
    var lines: [String] = []
    if !snippets.isEmpty {
      lines += ["", "You can implement missing steps with the snippets below:", ""]
      for snippet in snippets {
        if !snippet.why.isEmpty {
          // Beyond Cucumber: why the step matched nothing, above its snippet.
          lines.append(style.statusLines(.undefined, snippet.why.joined(separator: "\n")))
        }
        lines += [snippet.code, ""]
      }
    }
    return lines
  }

  /// The proposals waiting for a developer, then the problems that are not scenario results.
  private func problemLines(_ record: TestRunRecord) -> [String] {
    let problems = record.problems
    var lines: [String] = []
    for (heading, proposals, status) in [
      ("Proposals waiting for a developer:", true, TestStatus.pending),
      ("Problems that are not scenario results:", false, .failed),
    ] {
      let items = problems.filter { ($0.kind == .proposal) == proposals }.map {
        style.statusLines($0.severity == .error ? .failed : .pending, $0.rendered)
      }
      list(heading, status, items, numbered: false, into: &lines)
    }
    return lines
  }

  /// A blank line, `heading` in the colour of `status`, then `items`, numbered from 1 unless
  /// not `numbered`; nothing when there are no items.
  private func list(
    _ heading: String, _ status: TestStatus, _ items: [String], numbered: Bool = true,
    into lines: inout [String]
  ) {
    guard !items.isEmpty else { return }
    lines += ["", style.status(status, heading)]
    lines +=
      numbered
      ? items.enumerated().map { CucumberText.numbered($1, number: $0 + 1, indent: 2) } : items
  }

  private func scenarioItem(_ attempt: TestCaseAttempt, in record: TestRunRecord)
    -> String
  {
    guard let pickle = record.pickle(id: attempt.pickleId) else { return attempt.pickleId }
    let tries = attempt.attempt > 0 ? ", after \(attempt.attempt + 1) attempts" : ""
    var lines = [
      "\(VisibleText.escaping(pickle.name))\(tries) "
        + style.location("# \(VisibleText.escaping(pickle.uri)):\(pickle.location.line)")
    ]
    for run in pertinentSteps(attempt.steps) {
      guard let result = run.result else { continue }
      if let step = record.pickleStep(of: run.testStep) {
        let title = record.styledStepTitle(
          of: step, testStep: run.testStep, status: result.status, style: style)
        let reference = record.unambiguousDefinition(of: run.testStep)?.sourceReference
        lines.append(
          CucumberText.indent(CucumberText.located(title, at: reference, style: style), by: 2))
        lines += record.stepDetails(
          of: step, testStep: run.testStep, status: result.status, indent: 4, style: style)
      } else if let hookId = run.testStep.hookId {
        let hook = record.hook(id: hookId)
        let title = style.status(result.status, CucumberText.hookTitle(hook, style: style))
        lines.append(
          CucumberText.indent(
            CucumberText.located(title, at: hook?.sourceReference, style: style), by: 2))
      }
      if let message = result.reportableMessage {
        lines.append(CucumberText.indent(style.statusLines(result.status, message), by: 6))
      }
      for attachment in run.attachments {
        lines += [
          "", CucumberText.indent(style.attachment(CucumberText.attachment(attachment)), by: 6),
        ]
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The first hook or step that did not pass, and every later one that neither passed nor
  /// was skipped.
  private func pertinentSteps(_ steps: [TestCaseAttempt.StepRun])
    -> [TestCaseAttempt.StepRun]
  {
    let ended = steps.filter { $0.result != nil }
    guard let first = ended.firstIndex(where: { $0.result?.status != .passed }) else { return [] }
    return [ended[first]]
      + ended[(first + 1)...].filter { ![.passed, .skipped].contains($0.result?.status) }
  }
}
