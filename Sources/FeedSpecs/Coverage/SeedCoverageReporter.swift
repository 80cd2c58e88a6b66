import GherkinCommandLine
import GherkinReports

/// The `--format coverage` report: each criterion of `criteria.md` with its words and the
/// scenarios that prove it, `MISSING` for a criterion no passing scenario proves (which the
/// plugin's check, ``judgements(of:)``, fails the run for), then the scenarios beyond the criteria, grouped by the behaviour they state (or the
/// criterion they are edges of). Made from the run's messages, so `feed-specs report` makes it
/// from message files too. A criteria file that is missing or does not follow the format fails
/// the run, named at its line.
package struct SeedCoverageReporter: MessageFormatter {
  private let criteria: CriteriaFile?

  /// Creates a reporter checking `criteria`, or by default the criteria file beside the run's
  /// feature files (``CriteriaFile/path(forFeatureFiles:)``), read when the run finishes.
  package init(criteria: CriteriaFile? = nil) {
    self.criteria = criteria
  }

  /// The plugin that adds this report to a ``GherkinCommand`` as `--format coverage`, with its
  /// check: a criterion no passing scenario proves fails the run.
  package static let plugin = ReportPlugin(
    name: "coverage", check: { SeedCoverageReporter().judgements(of: $0) },
    checkReads: .finishedTestCases, makeFormatter: { SeedCoverageReporter() })

  /// The specification trace of the `html` page: each criterion of `criteria.md` with the
  /// scenarios that prove it, linked, and their statuses (a criterion no passing scenario proves
  /// is marked missing), then each behaviour beyond the criteria with the scenarios that state
  /// it; or why the criteria file cannot be read. A criterion proved with a change pending (a
  /// waiting `@proposed` scenario) is marked and counted so, as in `--format coverage`.
  package static let htmlSection: HTMLSectionProvider = { record in
    let title = "Specification trace"
    // The scenarios are made once: their references are a good part of the section's memory.
    let scenarios = record.finishedTestCases.map(SeedCoverage.Scenario.init)
    let ids = Dictionary(
      zip(scenarios.map(\.reference), record.finishedTestCases.map(\.pickleId)),
      uniquingKeysWith: { first, _ in first })
    let coverage: SeedCoverage
    switch SeedCoverageReporter().coverage(of: record, scenarios: scenarios) {
    case .success(let success): coverage = success
    case .failure(let problem):
      return HTMLSection(
        title: title, summary: "The criteria cannot be read: \(problem)", rows: [])
    }
    let itemRows = coverage.entries.map { entry in
      HTMLSection.Row(
        label: "\(entry.item.id): \(entry.item.title)", text: entry.item.wording,
        pickleIds: entry.scenarios.compactMap { ids[$0.reference] }, isProved: entry.isProved,
        marks: edgeMarks(of: entry.scenarios, ids: ids),
        note: entry.isProvedWithChangePending ? SeedCoverage.Entry.changePending : nil)
    }
    let beyondRows = coverage.groups.map { group in
      HTMLSection.Row(
        label: "beyond the seed, \(label(of: group.subject))", text: wording(of: group.subject),
        pickleIds: group.scenarios.compactMap { ids[$0.reference] }, isProved: group.isProved)
    }
    let proved = itemRows.filter(\.isProved).count
    let pending = coverage.changesPending
    return HTMLSection(
      title: title,
      summary:
        "Each criterion of \(coverage.path), under its story or use case, with the scenarios that "
        + "prove it: \(proved) of \(itemRows.count) proved"
        + (pending > 0 ? ", \(pending) \(SeedCoverage.Entry.changePending)" : "")
        + ". Then the behaviours beyond the "
        + "criteria, with the scenarios that state them.",
      rows: itemRows + beyondRows)
  }

  /// `edge` for each of `scenarios` that is an edge case (it proves no criterion), by pickle id,
  /// as the text report marks it.
  private static func edgeMarks(of scenarios: [SeedCoverage.Scenario], ids: [String: String])
    -> [String: String]
  {
    var marks: [String: String] = [:]
    for scenario in scenarios where scenario.isEdge {
      if let id = ids[scenario.reference] { marks[id] = "edge" }
    }
    return marks
  }

  /// Each criterion no passing scenario proves, or the criteria file's problem, as a problem
  /// that fails the run.
  package func judgements(of record: TestRunRecord) -> [Diagnostic] {
    switch coverage(of: record) {
    case .failure(let problem): [problem.diagnostic]
    case .success(let coverage):
      coverage.missing.map { item in
        Diagnostic(
          .reportJudgement, uri: coverage.path, line: item.line,
          message:
            "\(item.id) (\(item.title)) is proved by no passing scenario: \(Self.proof(of: item)) "
            + "(--format coverage).")
      }
    }
  }

  /// The run's finished test cases are read from ``TestRunRecord/finishedTestCases``.
  package var reads: RecordReading { .finishedTestCases }

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    guard case .testRunFinished = envelope else { return "" }
    switch coverage(of: record) {
    case .success(let coverage): return Self.render(coverage)
    case .failure(let problem): return "Coverage cannot be worked out: \(problem)\n"
    }
  }

  /// The coverage of the run's finished test cases (`scenarios`, when they are made already).
  private func coverage(of record: TestRunRecord, scenarios: [SeedCoverage.Scenario]? = nil)
    -> Result<SeedCoverage, CriteriaFile.Problem>
  {
    let scenarios = scenarios ?? record.finishedTestCases.map(SeedCoverage.Scenario.init)
    return (criteria.map { .success($0) } ?? CriteriaFile.read(forRunOf: record)).map {
      SeedCoverage(criteria: $0, scenarios: scenarios)
    }
  }

  /// A group's heading: the behaviour's tag and title, or the item it holds edges of.
  static func label(of subject: SeedCoverage.Group.Subject) -> String {
    switch subject {
    case .behaviour(let behaviour): "\(behaviour.tag.dropFirst()): \(behaviour.title)"
    case .edges(let item): "edges of \(item.id): \(item.title)"
    }
  }

  private static func wording(of subject: SeedCoverage.Group.Subject) -> String {
    switch subject {
    case .behaviour(let behaviour): behaviour.wording
    case .edges(let item): "Corners of: \(item.wording)"
    }
  }

  /// The report's text for `coverage`.
  package static func render(_ coverage: SeedCoverage) -> String {
    var lines = [
      "Coverage of \(coverage.path): each criterion and the scenarios proving it", "",
    ]
    for entry in coverage.entries {
      lines.append("\(entry.verdictWord) \(entry.item.id): \(entry.item.title)")
      lines.append("    criterion: \(entry.item.wording)")
      for scenario in entry.scenarios {
        let edge = scenario.isEdge ? " (edge)" : ""
        lines.append("    \(mark(scenario)) \(scenario.reference)\(edge)")
      }
      if !entry.isProved {
        let place = entry.item.line.map { " (\(coverage.path):\($0))" } ?? ""
        lines.append("    \(proof(of: entry.item))\(place)")
      }
    }
    lines.append("")
    lines.append(
      "Beyond the criteria (\(coverage.beyondSeed.count) scenarios, grouped by the behaviour they "
        + "state):")
    for group in coverage.groups {
      lines.append("")
      lines.append("\(group.isProved ? "stated" : "UNSTATED") \(label(of: group.subject))")
      lines.append("    \(wording(of: group.subject))")
      lines.append(contentsOf: group.scenarios.map(line))
      if group.scenarios.isEmpty, case .behaviour(let behaviour) = group.subject {
        lines.append("    no scenario is tagged \(behaviour.tag)")
      }
    }
    if !coverage.ungrouped.isEmpty {
      lines.append("")
      lines.append(
        "UNGROUPED: tag each with the behaviour it states (see # Behaviours in \(coverage.path))")
      lines.append(contentsOf: coverage.ungrouped.map(line))
    }
    let proved = coverage.entries.count - coverage.missing.count
    let pending = coverage.changesPending
    lines.append("")
    lines.append(
      "\(proved) of \(coverage.entries.count) criteria covered, \(coverage.missing.count) missing"
        + (pending > 0 ? ", \(pending) with a change pending" : ""))
    return lines.joined(separator: "\n") + "\n"
  }

  /// What proves `item`: a passing scenario with its tags that is not an edge case.
  private static func proof(of item: SeedItem) -> String {
    "it needs a passing scenario tagged \(item.tags.joined(separator: " ")) (an @edge scenario "
      + "does not count)"
  }

  private static func line(_ scenario: SeedCoverage.Scenario) -> String {
    "    \(mark(scenario)) \(scenario.reference) \(scenario.tags.joined(separator: " "))"
  }

  /// `✓`, `… (waiting)` for a proposal waiting for a developer, or `✗ (failed)` and the like.
  private static func mark(_ scenario: SeedCoverage.Scenario) -> String {
    if scenario.isWaiting { return "… (waiting)" }
    return scenario.status == .passed ? "✓" : "✗ (\(scenario.status.rawValue.lowercased()))"
  }
}
