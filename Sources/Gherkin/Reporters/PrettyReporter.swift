import PrintableText

/// Prints each feature, scenario and step as it runs, coloured by status, with the source
/// location of each scenario and step definition; then the summary.
///
/// A scenario inside a `Rule:` is printed under the rule's heading, indented one level more; each
/// rule's heading is printed once per feature heading, however the run's filters thin out its
/// scenarios. Background steps are printed as part of every scenario that runs them, before the
/// scenario's own steps, as they ran.
///
/// Every scenario and step line starts with its status symbol, as Cucumber's pretty formatter
/// marks them, so that statuses read without colour: `✔` passed, `✘` failed or ambiguous, `↷`
/// skipped, `■` pending or undefined. A scenario is printed once it has finished, since its
/// line shows its status. An undefined step is followed by why it matches nothing.
public struct PrettyReporter: Reporter {
  /// The heading lines, and the scenario line without its symbol, of the scenario running.
  private var pendingHeader = (before: "", scenario: "")
  /// The step lines of the scenario running.
  private var pendingSteps = ""
  private var record = RunRecord()
  private var currentUri: String?
  private var announcedRules: Set<String> = []
  /// The indentation of the current scenario's heading: two spaces, four inside a rule.
  private var indent = "  "
  /// Why the step about to finish is undefined, written under its line.
  private var pendingExplanation = ""
  private let strict: Bool
  private let style: ANSIStyle

  /// Creates the reporter; `colors` turns ANSI colours on (the command line does so only on a
  /// terminal, and never when `NO_COLOR` is set).
  public init(strict: Bool = true, colors: Bool = false) {
    self.strict = strict
    style = ANSIStyle(enabled: colors)
  }

  public mutating func handle(_ event: RunEvent) -> String {
    record.record(event)
    switch event {
    case .testCaseStarted(let started):
      pendingHeader = header(of: started.testCase.pickle)
      pendingSteps = ""
      return ""
    case .testStepFinished(let finished):
      pendingSteps += line(for: finished.testStep, result: finished.result) + pendingExplanation
      pendingExplanation = ""
      return ""
    case .suggestion(let suggestion):
      let indented = suggestion.explanation.joined(separator: "\n")
        .split(separator: "\n", omittingEmptySubsequences: false)
        .map { "\(indent)    \($0)" }.joined(separator: "\n")
      // The suggestion comes before its step's end (as in Cucumber's messages): the
      // explanation goes under the step's line.
      if !suggestion.explanation.isEmpty {
        pendingExplanation = style.paint(indented, .undefined) + "\n"
      }
      return ""
    case .testCaseFinished(let finished):
      let status = finished.status
      let text =
        pendingHeader.before + indent + style.paint(Self.symbol(for: status), status) + " "
        + pendingHeader.scenario + pendingSteps + "\n"
      pendingSteps = ""
      return text
    case .runFinished:
      return SummaryText.render(record, strict: strict, style: style, explainUndefined: false)
    default:
      return ""
    }
  }

  /// Cucumber's pretty formatter's mark for `status`.
  static func symbol(for status: TestStatus) -> String {
    switch status {
    case .passed: "✔"
    case .failed, .ambiguous: "✘"
    case .skipped: "↷"
    case .pending, .undefined: "■"
    }
  }

  private mutating func header(of pickle: Pickle) -> (before: String, scenario: String) {
    var text = ""
    if pickle.uri != currentUri {
      currentUri = pickle.uri
      announcedRules = []
      if let feature = record.index.feature(uri: pickle.uri) {
        text += style.bold("\(feature.keyword): \(VisibleText.escaping(feature.name))") + "\n\n"
      }
    }
    indent = "  "
    if let rule = record.index.rule(of: pickle) {
      indent = "    "
      if announcedRules.insert(rule.id).inserted {
        text += style.bold("  \(rule.keyword): \(VisibleText.escaping(rule.name))") + "\n\n"
      }
    }
    if !pickle.tags.isEmpty {
      text +=
        style.paint(
          indent + pickle.tags.map { VisibleText.escaping($0.name) }.joined(separator: " "),
          .skipped) + "\n"
    }
    let keyword = record.index.keyword(of: pickle)
    let scenario =
      "\(keyword): \(VisibleText.escaping(pickle.name))"
      + style.grey(" # \(pickle.uri):\(pickle.location.line)") + "\n"
    return (text, scenario)
  }

  private func line(for testStep: TestStep, result: TestStepResult) -> String {
    var text = ""
    switch testStep.kind {
    case .hook(let hook):
      guard result.status == .failed else { return "" }
      let name = hook.phase == .before ? "Before" : "After"
      text +=
        style.paint("\(indent)  \(Self.symbol(for: .failed)) \(name) hook", .failed)
        + style.grey(" # \(hook.source)") + "\n"
    case .step(let step, let matches):
      let keyword = record.index.keyword(of: step)
      let symbol = Self.symbol(for: result.status)
      text += style.paint(
        "\(indent)  \(symbol) \(keyword)\(VisibleText.escaping(step.text))", result.status)
      if matches.count == 1 { text += style.grey(" # \(matches[0].source)") }
      text += "\n"
      text += arguments(of: step, status: result.status)
    }
    if let message = result.message, result.status != .skipped, result.status != .undefined {
      let indented = message.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "\(indent)    \($0)" }.joined(separator: "\n")
      text += style.paint(indented, result.status) + "\n"
    }
    return text
  }

  private func arguments(of step: PickleStep, status: TestStatus) -> String {
    var text = ""
    if let docString = step.argument?.docString {
      let body = docString.content.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "\(indent)      \(VisibleText.escaping(String($0)))" }.joined(separator: "\n")
      let fence = "\(indent)    \"\"\""
      text += style.paint("\(fence)\(docString.mediaType ?? "")\n\(body)\n\(fence)", status)
      text += "\n"
    }
    if let table = step.argument?.dataTable {
      let rows = table.rows.map { $0.map(VisibleText.escaping) }
      let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in
        rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
      }
      for row in rows {
        let cells = row.enumerated().map { index, cell in
          cell + String(repeating: " ", count: widths[index] - cell.count)
        }
        text += style.paint("\(indent)    | \(cells.joined(separator: " | ")) |", status) + "\n"
      }
    }
    return text
  }
}
