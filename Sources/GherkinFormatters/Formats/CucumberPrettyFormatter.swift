import PrintableText

/// Cucumber's `pretty` layout: each feature, rule and scenario as it starts, each step as it
/// ends with its status symbol and the definition's location in a column, doc strings and
/// tables under their step, errors and attachments indented beneath.
///
/// Beyond Cucumber, a problem of a scenario tagged `@proposed` shows as waiting for a developer
/// (`⧗`, in the waiting colour), never as failed; and, each behind an option so that the default
/// layout stays Cucumber's:
/// `featureLines` adds, under a step's error, the step's own `.feature` line when the error
/// does not already name it; `summary` appends the ``CucumberSummaryFormatter`` text.
package struct CucumberPrettyFormatter: MessageFormatter {
  /// Reads only the test cases in flight.
  package var reads: RecordReading { .testCasesInFlight }

  private var summary: CucumberSummaryFormatter?
  private let featureLines: Bool
  private let style: CucumberText.Style
  private var announced: Set<String> = []
  /// Per attempt running: how its lines are laid out.
  private var layout: [String: Layout] = [:]

  /// How the lines of an attempt running are laid out, worked out once as it starts.
  private struct Layout {
    /// The scenario's indentation.
    let indent: Int
    /// The width of the titles before the location column.
    let width: Int
    /// Whether its scenario is tagged `@proposed`.
    let proposed: Bool
    /// Each step's title (``TestRunRecord/stepTitle(of:)``), by its test step's id.
    let titles: [String: String]
  }

  /// Creates the formatter: `colors` for Cucumber's colour theme, `summary` to append the
  /// summary after the run, `featureLines` to name a failing step's `.feature` line.
  package init(colors: Bool = false, summary: Bool = false, featureLines: Bool = false) {
    style = CucumberText.Style(colors: colors)
    self.summary = summary ? CucumberSummaryFormatter(colors: colors) : nil
    self.featureLines = featureLines
  }

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    let summarised = summary?.format(envelope, in: record) ?? ""
    switch envelope {
    case .testCaseStarted(let started): return scenarioStarted(started, in: record)
    case .attachment(let attachment) where RunFacts(attachment) == nil: return attached(attachment)
    case .testStepFinished(let finished): return stepFinished(finished, in: record)
    case .testCaseFinished(let finished):
      layout[finished.testCaseStartedId] = nil
      return ""
    case .testRunFinished(let finished):
      return (finished.exception?.text.map { style.statusLines(.failed, $0) + "\n" } ?? "")
        + summarised
    default: return ""
    }
  }

  private mutating func scenarioStarted(
    _ started: Messages.TestCaseStarted, in record: TestRunRecord
  ) -> String {
    guard let attempt = record.attempt(id: started.id),
      let pickle = record.pickle(id: attempt.pickleId)
    else { return "" }
    let lineage = record.lineage(of: pickle)
    let keyword = lineage.scenario?.keyword ?? "Scenario"
    let name = VisibleText.escaping(pickle.name)
    var titles: [String: String] = [:]
    for testStep in attempt.testCase.testSteps {
      guard let step = record.pickleStep(of: testStep) else { continue }
      titles[testStep.id] = record.stepTitle(of: step)
    }
    let width = titles.values.map { 4 + $0.count }.reduce("\(keyword): \(name)".count, max)
    let indent = lineage.rule == nil ? 2 : 4
    layout[started.id] = Layout(
      indent: indent, width: width, proposed: pickle.isProposed, titles: titles)

    var text = ""
    if let feature = lineage.feature, announced.insert("feature:" + pickle.uri).inserted {
      text += "\n\(style.bold(feature.keyword + ":")) \(VisibleText.escaping(feature.name))\n"
    }
    if let rule = lineage.rule, announced.insert("rule:" + rule.id).inserted {
      text += "\n  \(style.bold(rule.keyword + ":")) \(VisibleText.escaping(rule.name))\n"
    }
    text += "\n"
    let tags = pickle.tags.map { VisibleText.escaping($0.name) }.joined(separator: " ")
    if !tags.isEmpty { text += CucumberText.spaces(indent) + tags + "\n" }
    let title = (plain: "\(keyword): \(name)", styled: "\(style.bold(keyword + ":")) \(name)")
    let location = style.location("# \(VisibleText.escaping(pickle.uri)):\(pickle.location.line)")
    return text + line(title, location: location, width: width, indent: indent)
  }

  /// A title indented, then its location in the column after the widest title, then a line end.
  private func line(
    _ title: (plain: String, styled: String), location: String?, width: Int, indent: Int
  ) -> String {
    let start = CucumberText.spaces(indent) + title.styled
    guard let location else { return start + "\n" }
    return start + CucumberText.spaces(max(0, width - title.plain.count) + 1) + location + "\n"
  }

  private func attached(_ attachment: Messages.Attachment) -> String {
    let indent = attachment.testCaseStartedId.flatMap { layout[$0]?.indent } ?? 0
    let content = style.attachment(CucumberText.attachment(attachment))
    return "\n" + CucumberText.indent(content, by: indent + 8) + "\n\n"
  }

  private func stepFinished(_ finished: Messages.TestStepFinished, in record: TestRunRecord)
    -> String
  {
    guard let lines = layout[finished.testCaseStartedId],
      let attempt = record.attempt(id: finished.testCaseStartedId),
      let run = attempt.step(id: finished.testStepId)
    else { return "" }
    let (indent, width) = (lines.indent, lines.width)
    // A problem of a scenario tagged @proposed shows as waiting, never as failed.
    let style = self.style.proposal(lines.proposed)
    let result = finished.testStepResult
    var text = ""
    var place: String?
    if let step = record.pickleStep(of: run.testStep) {
      let icon = style.icon(result.status)
      let plain = lines.titles[run.testStep.id] ?? record.stepTitle(of: step)
      // Without colours the styled title is the plain one.
      var styled = plain
      if style.colors {
        styled = record.styledStepTitle(
          of: step, testStep: run.testStep, status: result.status, style: style)
      }
      let title = (
        plain: "  \(icon) \(plain)", styled: "  \(style.status(result.status, icon)) " + styled
      )
      let location = record.unambiguousDefinition(of: run.testStep).map {
        CucumberText.location($0.sourceReference, style: style)
      }
      text += line(title, location: location, width: width, indent: indent)
      text += record.stepDetails(
        of: step, testStep: run.testStep, status: result.status, indent: indent + 6, style: style
      ).map { $0 + "\n" }.joined()
      if featureLines, result.status == .undefined,
        case let explanation = record.undefinedStepReasons(of: step), !explanation.isEmpty
      {
        text += CucumberText.indent(
          style.statusLines(.undefined, explanation.joined(separator: "\n")), by: indent + 4)
        text += "\n"
      }
      if featureLines, let line = record.step(of: step)?.location.line {
        place = VisibleText.escaping(record.pickle(id: attempt.pickleId)?.uri ?? "") + ":\(line)"
      }
    }
    if let message = result.reportableMessage {
      text += CucumberText.indent(style.statusLines(result.status, message), by: indent + 8) + "\n"
      if let place, !message.contains(place) {
        text += CucumberText.indent(style.location("at \(place)"), by: indent + 8) + "\n"
      }
    }
    return text
  }
}
