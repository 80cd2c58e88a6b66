import Gherkin

/// The `--format coverage` report: each seed item with the seed's words and the scenarios that
/// prove it, `MISSING` for an item no passing scenario proves (which fails the run), then the
/// scenarios beyond the seed, grouped by the behaviour they state (or the item they are edges
/// of). Made from the run's messages, so `feed-specs report` makes it from message files too.
package struct SeedCoverageReporter: VerdictFormatter {
  private let items: [SeedItem]
  private let behaviours: [BeyondSeedBehaviour]

  /// Creates a reporter checking `items` and grouping the scenarios beyond them by `behaviours`
  /// (by default the whole ``SeedCatalogue``).
  package init(
    items: [SeedItem] = SeedCatalogue.items,
    behaviours: [BeyondSeedBehaviour] = SeedCatalogue.behaviours
  ) {
    self.items = items
    self.behaviours = behaviours
  }

  /// The plugin that adds this report to a ``GherkinCommand`` as `--format coverage`.
  package static let plugin = ReportPlugin(name: "coverage") { () -> any VerdictFormatter in
    SeedCoverageReporter()
  }

  /// The specification trace of the `html` page: each seed story and use-case course with the
  /// scenarios that prove it, linked, and their statuses (an item no passing scenario proves is
  /// marked missing), then each behaviour beyond the seed with the scenarios that state it.
  package static let htmlSection: HTMLSectionProvider = { record in
    let pickles = record.finalAttempts.compactMap { attempt in
      record.pickle(id: attempt.pickleId).map { (reference(of: $0), $0.id) }
    }
    let ids = Dictionary(pickles, uniquingKeysWith: { first, _ in first })
    let coverage = SeedCoverageReporter().coverage(of: record)
    let itemRows = coverage.entries.map { entry in
      HTMLSection.Row(
        label: "\(entry.item.id): \(entry.item.title)", text: entry.item.wording,
        pickleIds: entry.scenarios.compactMap { ids[$0.reference] }, isProved: entry.isProved)
    }
    let beyondRows = coverage.groups.map { group in
      HTMLSection.Row(
        label: "beyond the seed, \(label(of: group.subject))", text: wording(of: group.subject),
        pickleIds: group.scenarios.compactMap { ids[$0.reference] }, isProved: group.isProved)
    }
    let proved = itemRows.filter(\.isProved).count
    return HTMLSection(
      title: "Specification trace",
      summary:
        "Each story and use-case course of the seed, with the scenarios that prove it: "
        + "\(proved) of \(itemRows.count) proved. Then the behaviours beyond the seed, with the "
        + "scenarios that state them.",
      rows: itemRows + beyondRows)
  }

  /// Each item no passing scenario proves, as a problem that fails the run.
  package func judgements(of record: TestRunRecord) -> [Diagnostic] {
    coverage(of: record).missing.map { item in
      Diagnostic(
        .reportJudgement,
        message: "\(item.id) (\(item.title)) is proved by no passing scenario (--format coverage).")
    }
  }

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    guard case .testRunFinished = envelope else { return "" }
    return Self.render(coverage(of: record))
  }

  private func coverage(of record: TestRunRecord) -> SeedCoverage {
    let scenarios = record.finalAttempts.compactMap { attempt -> SeedCoverage.Scenario? in
      guard let pickle = record.pickle(id: attempt.pickleId) else { return nil }
      return SeedCoverage.Scenario(pickle: pickle, status: attempt.verdict?.status ?? .passed)
    }
    return SeedCoverage(items: items, behaviours: behaviours, scenarios: scenarios)
  }

  private static func reference(of pickle: Pickle) -> String {
    SeedCoverage.Scenario(pickle: pickle, status: .passed).reference
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
      "Seed coverage: the stories and use cases of the seed, and the scenarios proving them", "",
    ]
    for entry in coverage.entries {
      lines.append(
        "\(entry.isProved ? "covered" : "MISSING") \(entry.item.id): \(entry.item.title)")
      lines.append("    seed: \(entry.item.wording)")
      for scenario in entry.scenarios {
        let edge = scenario.isEdge ? " (edge)" : ""
        lines.append("    \(mark(scenario.status)) \(scenario.reference)\(edge)")
      }
      if entry.scenarios.isEmpty {
        lines.append("    no scenario is tagged \(entry.item.featureTag) \(entry.item.courseTag)")
      }
    }
    lines.append("")
    lines.append(
      "Beyond the seed (\(coverage.beyondSeed.count) scenarios, grouped by the behaviour they "
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
        "UNGROUPED: tag each with the behaviour it states (see SeedCatalogue.behaviours)")
      lines.append(contentsOf: coverage.ungrouped.map(line))
    }
    let proved = coverage.entries.count - coverage.missing.count
    lines.append("")
    lines.append(
      "\(proved) of \(coverage.entries.count) seed items covered, \(coverage.missing.count) missing"
    )
    return lines.joined(separator: "\n") + "\n"
  }

  private static func line(_ scenario: SeedCoverage.Scenario) -> String {
    "    \(mark(scenario.status)) \(scenario.reference) \(scenario.tags.joined(separator: " "))"
  }

  private static func mark(_ status: TestStatus) -> String {
    status == .passed ? "✓" : "✗ (\(status.rawValue.lowercased()))"
  }
}
