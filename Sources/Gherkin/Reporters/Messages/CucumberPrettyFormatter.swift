/// Cucumber's `pretty` layout: each feature, rule and scenario as it starts, each step as it
/// ends with its status symbol and the definition's location in a column, doc strings and
/// tables under their step, errors and attachments indented beneath.
///
/// With `summary`, the ``CucumberSummaryFormatter`` text follows at the end of the run.
public struct CucumberPrettyFormatter: MessageFormatter {
  private let summary: CucumberSummaryFormatter?
  private var announced: Set<String> = []
  /// Per attempt: the scenario's indentation and the width of the location column.
  private var layout: [String: (indent: Int, width: Int)] = [:]

  /// Creates the formatter; `summary` appends the summary after the run.
  public init(summary: Bool = false) {
    self.summary = summary ? CucumberSummaryFormatter() : nil
  }

  public mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    switch envelope {
    case .testCaseStarted(let started): return scenarioStarted(started, in: record)
    case .attachment(let attachment): return attached(attachment)
    case .testStepFinished(let finished): return stepFinished(finished, in: record)
    case .testRunFinished(let finished):
      var text = ""
      if let error = nonEmpty(finished.exception?.stackTrace)
        ?? nonEmpty(finished.exception?.message)
      {
        text += error.trimmingCharacters(in: .whitespacesAndNewlines) + "\n"
      }
      if var summary { text += summary.format(envelope, in: record) }
      return text
    default: return ""
    }
  }

  private func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }

  private mutating func scenarioStarted(
    _ started: Messages.TestCaseStarted, in record: TestRunRecord
  ) -> String {
    guard let attempt = record.attempt(id: started.id),
      let pickle = record.pickle(id: attempt.pickleId)
    else { return "" }
    let lineage = record.lineage(of: pickle)
    let title = "\(lineage.scenario?.keyword ?? "Scenario"): \(pickle.name)"
    var width = title.count
    for testStep in attempt.testCase.testSteps {
      guard let id = testStep.pickleStepId, let step = record.pickleStep(id: id) else { continue }
      width = max(width, 4 + record.stepTitle(of: step).count)
    }
    let indent = lineage.rule == nil ? 2 : 4
    layout[started.id] = (indent, width)

    var text = ""
    if let feature = lineage.feature, announced.insert("feature:" + pickle.uri).inserted {
      text += "\n\(feature.keyword): \(feature.name)\n"
    }
    if let rule = lineage.rule, announced.insert("rule:" + rule.id).inserted {
      text += "\n  \(rule.keyword): \(rule.name)\n"
    }
    text += "\n"
    if !pickle.tags.isEmpty {
      text += CucumberText.indent(pickle.tags.map(\.name).joined(separator: " "), by: indent)
      text += "\n"
    }
    let scenarioLine = line(
      title, location: "# \(pickle.uri):\(pickle.location.line)", width: width)
    return text + String(repeating: " ", count: indent) + scenarioLine
  }

  /// A title, then its location in the column after the widest title, then a line end.
  private func line(_ title: String, location: String?, width: Int) -> String {
    guard let location else { return title + "\n" }
    return title + String(repeating: " ", count: max(0, width - title.count) + 1) + location
      + "\n"
  }

  /// A line's text indented, its line end kept as it is.
  private func indented(_ line: String, by indent: Int) -> String {
    String(repeating: " ", count: indent) + line
  }

  private func attached(_ attachment: Messages.Attachment) -> String {
    let indent = attachment.testCaseStartedId.flatMap { layout[$0]?.indent } ?? 0
    return "\n" + CucumberText.indent(CucumberText.attachment(attachment), by: indent + 8) + "\n\n"
  }

  private func stepFinished(_ finished: Messages.TestStepFinished, in record: TestRunRecord)
    -> String
  {
    guard let (indent, width) = layout[finished.testCaseStartedId],
      let attempt = record.attempt(id: finished.testCaseStartedId),
      let run = attempt.steps.first(where: { $0.testStep.id == finished.testStepId })
    else { return "" }
    let result = finished.testStepResult
    var text = ""
    if let id = run.testStep.pickleStepId, let step = record.pickleStep(id: id) {
      let title = "  \(CucumberText.icon(result.status)) \(record.stepTitle(of: step))"
      let location = record.unambiguousDefinition(of: run.testStep).map {
        CucumberText.location($0.sourceReference)
      }
      text += indented(line(title, location: location, width: width), by: indent)
      if let argument = step.argument.flatMap(CucumberText.argument) {
        text += CucumberText.indent(argument, by: indent + 6) + "\n"
      }
      if result.status == .ambiguous {
        let definitions = (run.testStep.stepDefinitionIds ?? []).compactMap {
          record.stepDefinition(id: $0)
        }
        text += CucumberText.indent(CucumberText.ambiguity(definitions), by: indent + 8) + "\n"
      }
    }
    if let message = CucumberText.reportableMessage(of: result) {
      text += CucumberText.indent(message, by: indent + 8) + "\n"
    }
    return text
  }
}
