import Foundation
import GherkinParser
import PrintableText

/// The building blocks of Cucumber's terminal layout, shared by the pretty, progress and summary
/// formats: indentation, status symbols and words, counts, durations, step titles, errors and
/// attachments.
package enum CucumberText {
  /// Cucumber's `cucumber` colour theme, or no colour at all (its `plain` theme).
  package struct Style: Sendable {
    /// Whether to colour.
    package var colors: Bool
    /// Whether what is shown belongs to a scenario tagged `@proposed`: its problems keep it
    /// waiting for a developer and show as waiting (``WaitingProposal``), never as failed.
    var proposed = false

    /// Colours or not, for a scenario tagged `@proposed` or not.
    package init(colors: Bool, proposed: Bool = false) {
      self.colors = colors
      self.proposed = proposed
    }

    /// This style for a scenario tagged `@proposed` or not.
    func proposal(_ proposed: Bool) -> Style {
      var style = self
      style.proposed = proposed
      return style
    }

    /// Whether a hook or step that ended with `status` shows as waiting.
    private func waits(_ status: Messages.TestStepResult.Status) -> Bool {
      WaitingProposal.keepsWaiting(proposed: proposed, step: status)
    }

    /// The symbol of a step line that ended with `status`.
    func icon(_ status: Messages.TestStepResult.Status) -> String {
      waits(status) ? CucumberText.waitingIcon : CucumberText.appearance(of: status).icon
    }

    /// The progress character of a hook or step that ended with `status`.
    func character(_ status: Messages.TestStepResult.Status) -> String {
      waits(status) ? "W" : CucumberText.appearance(of: status).character
    }

    private func wrap(_ text: String, _ open: String, _ close: String) -> String {
      colors ? "\u{1B}[\(open)m\(text)\u{1B}[\(close)m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1", "22") }
    func location(_ text: String) -> String { wrap(text, "90", "39") }
    func attachment(_ text: String) -> String { wrap(text, "34", "39") }

    /// Text in the colour of a status (a waiting proposal's problem in the waiting colour).
    func status(_ status: Messages.TestStepResult.Status, _ text: String) -> String {
      if waits(status) { return waiting(text) }
      return CucumberText.appearance(of: status).color.map { wrap(text, $0, "39") } ?? text
    }

    /// Each line of `text` in the colour of a status.
    func statusLines(_ status: Messages.TestStepResult.Status, _ text: String) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { self.status(status, String($0)) }.joined(separator: "\n")
    }

    /// Text in the colour of a proposal waiting for a developer (magenta, bright), apart from
    /// every status's.
    func waiting(_ text: String) -> String { wrap(text, "95", "39") }

    /// The bullet of a list item.
    var bullet: String { colors ? "•" : "-" }
  }

  /// `count` spaces; the usual short runs are made once.
  static func spaces(_ count: Int) -> String {
    count < blanks.count ? blanks[count] : String(repeating: " ", count: count)
  }
  private static let blanks = (0..<128).map { String(repeating: " ", count: $0) }

  /// Prefixes every line of `text` with `count` spaces.
  static func indent(_ text: String, by count: Int) -> String {
    let prefix = spaces(count)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { prefix + $0 }.joined(separator: "\n")
  }

  /// Numbers an item of a list: `  1) first line`, the other lines under the first one's text;
  /// empty lines stay empty.
  static func numbered(_ text: String, number: Int, indent count: Int) -> String {
    let prefix = spaces(count)
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .map { index, line in
        if line.isEmpty { return "" }
        return index == 0 ? "\(prefix)\(number)) \(line)" : "\(prefix)   \(line)"
      }.joined(separator: "\n")
  }

  /// How a status shows: its colour code (none for unknown), its symbol in a step line and its
  /// progress character.
  static func appearance(of status: Messages.TestStepResult.Status) -> (
    color: String?, icon: String, character: String
  ) {
    switch status {
    case .passed: ("32", "✔", ".")
    case .failed: ("31", "✘", "F")
    case .skipped: ("33", "↷", "-")
    case .pending: ("36", "■", "P")
    case .undefined: ("34", "■", "U")
    case .ambiguous: ("35", "✘", "A")
    case .unknown: (nil, " ", "?")
    }
  }

  /// The symbol of a step line that keeps a proposal waiting for a developer (an hourglass).
  static let waitingIcon = "⧗"

  /// The status in lower case, as counts and JUnit step lines print it.
  package static func word(_ status: Messages.TestStepResult.Status) -> String {
    status.rawValue.lowercased()
  }

  /// `6 scenarios (1 passed, 5 failed)`, `1 step (1 passed)`, `0 steps`; with proposals
  /// waiting for a developer, `3 scenarios (2 passed, 1 waiting)`.
  static func counts(
    _ noun: String, _ statuses: [Messages.TestStepResult.Status], waiting: Int = 0, style: Style
  ) -> String {
    let tally = Dictionary(statuses.map { ($0, 1) }, uniquingKeysWith: +)
    let total = statuses.count + waiting
    let text = "\(total) \(noun)\(total == 1 ? "" : "s")"
    guard total > 0 else { return text }
    let parts = TestStatus.allCases.compactMap { status in
      tally[status].map { style.status(status, "\($0) \(word(status))") }
    }
    let waitingPart = waiting > 0 ? [style.waiting("\(waiting) waiting")] : []
    return text + " (" + (parts + waitingPart).joined(separator: ", ") + ")"
  }

  /// Statuses to count, those of proposals waiting for a developer apart: a waiting scenario,
  /// and the steps that keep it waiting, count as waiting, never as failed.
  package struct Tally: Sendable {
    /// The statuses counted as they are.
    package var statuses: [TestStatus] = []
    /// How many are waiting.
    package var waiting = 0

    /// Nothing counted yet.
    package init() {}

    /// Counts `status`, as waiting when it is a problem of a waiting proposal.
    package mutating func add(_ status: TestStatus, waiting isWaiting: Bool = false) {
      if isWaiting && status.isProblem { waiting += 1 } else { statuses.append(status) }
    }
  }

  /// `0m 1.234s`: minutes, then seconds with three decimals. Cucumber's pretty formatter writes
  /// the milliseconds without padding (its test data shows 37 ms as `0m 0.37s`), which reads as
  /// ten times the real figure; the layout is Cucumber's, the digits are the true duration
  /// (`0m 0.037s`).
  package static func duration(milliseconds: Int) -> String {
    let milliseconds = max(0, milliseconds)
    let minutes = milliseconds / 60_000
    let seconds = milliseconds % 60_000 / 1000
    return "\(minutes)m \(seconds).\(threeDigits(milliseconds % 1000))s"
  }

  /// `value` (0 to 999) in three digits: `007`.
  package static func threeDigits(_ value: Int) -> String {
    String(String(1000 + value).dropFirst())
  }

  /// A message duration in whole milliseconds.
  package static func milliseconds(_ duration: Messages.Duration) -> Int {
    duration.seconds * 1000 + duration.nanos / 1_000_000
  }

  /// Milliseconds from one timestamp to another.
  package static func milliseconds(from start: Messages.Timestamp, to end: Messages.Timestamp)
    -> Int
  {
    (end.seconds - start.seconds) * 1000 + (end.nanos - start.nanos) / 1_000_000
  }

  /// `# file:line`.
  package static func location(_ reference: Messages.SourceReference, style: Style) -> String {
    var text = "# \(reference.uri ?? "(unknown)")"
    if let line = reference.location?.line { text += ":\(line)" }
    return style.location(text)
  }

  /// `text`, then the ``location(_:style:)`` of `reference` when there is one.
  static func located(_ text: String, at reference: Messages.SourceReference?, style: Style)
    -> String
  {
    reference.map { "\(text) \(location($0, style: style))" } ?? text
  }

  /// `Before`, `AfterAll`, or `Hook` (bold when coloured), with the hook's name in brackets.
  package static func hookTitle(_ hook: Messages.Hook?, style: Style = Style(colors: false))
    -> String
  {
    style.bold(hook?.type.flatMap { hookTitles[$0] } ?? "Hook")
      + (hook?.name.map { " (\($0))" } ?? "")
  }

  private static let hookTitles: [Messages.Hook.HookType: String] = [
    .beforeTestRun: "BeforeAll", .afterTestRun: "AfterAll", .beforeTestCase: "Before",
    .afterTestCase: "After", .beforeTestStep: "BeforeStep", .afterTestStep: "AfterStep",
  ]

  /// A doc string or data table as Cucumber prints it under its step.
  static func argument(_ argument: PickleStepArgument) -> String? {
    if let docString = argument.docString {
      let content = docString.content.split(separator: "\n", omittingEmptySubsequences: false)
      return
        (["\"\"\"" + (docString.mediaType ?? "")]
        + content.map { VisibleText.escaping(String($0)) } + ["\"\"\""]).joined(separator: "\n")
    }
    if let dataTable = argument.dataTable {
      let table = dataTable.rows.map { $0.map(VisibleText.escaping) }
      let widths = (0..<(table.map(\.count).max() ?? 0)).map { column in
        table.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
      }
      return table.map { row in
        "|"
          + row.enumerated().map { column, cell in
            " " + cell + spaces(widths[column] - cell.count) + " |"
          }.joined()
      }.joined(separator: "\n")
    }
    return nil
  }

  /// An attachment as text: its body, or for binary content its name, type and size.
  package static func attachment(_ attachment: Messages.Attachment) -> String {
    switch attachment.contentEncoding {
    case .identity: return attachment.body
    case .base64:
      let bytes = Double(attachment.body.utf8.count) / 4 * 3
      let size = bytes.rounded() == bytes ? String(Int(bytes)) : String(bytes)
      let name = attachment.fileName.map { "\($0) " } ?? ""
      return "Embedding \(name)[\(attachment.mediaType) \(size) bytes]"
    }
  }
}

extension TestRunRecord {
  /// A pickle step's keyword (as written in its feature file) and text: `Given a step`.
  package func stepTitle(of pickleStep: PickleStep) -> String {
    VisibleText.escaping((step(of: pickleStep)?.keyword ?? "") + pickleStep.text)
  }

  /// ``stepTitle(of:)`` in the colour of `status`, the keyword and the arguments the one
  /// matching definition captured in bold.
  func styledStepTitle(
    of pickleStep: PickleStep, testStep: Messages.TestStep,
    status: Messages.TestStepResult.Status, style: CucumberText.Style
  ) -> String {
    guard style.colors else { return stepTitle(of: pickleStep) }
    var text = style.bold(VisibleText.escaping(step(of: pickleStep)?.keyword ?? ""))
    let units = Array(pickleStep.text.utf16)
    var current = 0
    if let lists = testStep.stepMatchArgumentsLists, lists.count == 1 {
      for argument in lists[0].stepMatchArguments {
        guard let value = argument.group.value, let start = argument.group.start,
          start >= current, start <= units.count
        else { continue }
        text += VisibleText.escaping(String(decoding: units[current..<start], as: UTF16.self))
        text += style.bold(VisibleText.escaping(value))
        current = min(units.count, start + value.utf16.count)
      }
    }
    text += VisibleText.escaping(String(decoding: units[current...], as: UTF16.self))
    return style.status(status, text)
  }

  /// What Cucumber prints under a step line: its doc string or data table indented by `indent`,
  /// and for an ambiguous step the definitions it matched, one per line, 2 further in.
  func stepDetails(
    of pickleStep: PickleStep, testStep: Messages.TestStep,
    status: Messages.TestStepResult.Status, indent: Int, style: CucumberText.Style
  ) -> [String] {
    var lines: [String] = []
    if let argument = pickleStep.argument.flatMap(CucumberText.argument) {
      lines.append(CucumberText.indent(argument, by: indent))
    }
    if status == .ambiguous {
      let definitions = stepDefinitions(of: testStep).map {
        "  \(style.bullet) "
          + CucumberText.located($0.pattern.source, at: $0.sourceReference, style: style)
      }
      lines.append(
        CucumberText.indent(
          (["Multiple matching step definitions found:"] + definitions).joined(separator: "\n"),
          by: indent + 2))
    }
    return lines
  }

  /// The `N scenarios (…)` line, the run's problems counted at its end, and the `N steps (…)`
  /// line, of the statuses of the scenarios and steps.
  package func countLines(
    scenarios: CucumberText.Tally, steps: CucumberText.Tally, style: CucumberText.Style
  ) -> [String] {
    let problems = self.problems
    return [
      CucumberText.counts(
        "scenario", scenarios.statuses, waiting: scenarios.waiting, style: style)
        + (problems.isEmpty ? "" : ", " + Diagnostic.counts(problems)),
      CucumberText.counts("step", steps.statuses, waiting: steps.waiting, style: style),
    ]
  }

  /// The one definition a step matched, if exactly one.
  package func unambiguousDefinition(of testStep: Messages.TestStep) -> Messages.StepDefinition? {
    guard let ids = testStep.stepDefinitionIds, ids.count == 1 else { return nil }
    return stepDefinition(id: ids[0])
  }

  /// The run's length in milliseconds, from its start to its end.
  package var runMilliseconds: Int? {
    guard let started = testRunStarted, let finished = testRunFinished else { return nil }
    return CucumberText.milliseconds(from: started.timestamp, to: finished.timestamp)
  }

  /// The snippets suggested for the undefined steps of `attempt` that are not in `seen`, each
  /// once, with its step; `seen` gets them.
  package func newSnippets(of attempt: TestCaseAttempt, seen: inout Set<String>)
    -> [(code: String, pickleStepId: String)]
  {
    (pickle(id: attempt.pickleId)?.steps ?? []).flatMap { step in
      suggestions(for: step.id).flatMap(\.snippets).filter { seen.insert($0.code).inserted }
        .map { ($0.code, step.id) }
    }
  }
}

extension Sequence {
  /// The elements grouped by `key` in one pass, the groups in the order their keys first come;
  /// an element without a key is left out.
  package func grouped<Key: Hashable>(by key: (Element) -> Key?) -> [(Key, [Element])] {
    var order: [Key] = []
    var groups: [Key: [Element]] = [:]
    for element in self {
      guard let key = key(element) else { continue }
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(element)
    }
    return order.map { ($0, groups[$0] ?? []) }
  }
}
