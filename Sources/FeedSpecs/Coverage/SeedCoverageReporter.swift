import Gherkin

/// The `--format coverage` report: each seed item with the seed's words and the scenarios that
/// prove it, `MISSING` for an item no passing scenario proves (which fails the run), then the
/// scenarios beyond the seed. Made from the run's messages, so `feed-specs report` makes it from
/// message files too.
package struct SeedCoverageReporter: VerdictFormatter {
  private let items: [SeedItem]

  /// Creates a reporter checking `items` (by default the whole ``SeedCatalogue``).
  package init(items: [SeedItem] = SeedCatalogue.items) {
    self.items = items
  }

  /// The plugin that adds this report to a ``GherkinCommand`` as `--format coverage`.
  package static let plugin = ReportPlugin(name: "coverage") { () -> any VerdictFormatter in
    SeedCoverageReporter()
  }

  /// The specification trace of the `html` page: each seed story and use-case course with the
  /// scenarios that prove it, linked, and their statuses; an item no passing scenario proves is
  /// marked missing.
  package static let htmlSection: HTMLSectionProvider = { record in
    let scenarios = record.finalAttempts.compactMap { attempt in
      record.pickle(id: attempt.pickleId).map { (pickle: $0, attempt: attempt) }
    }
    let rows = SeedCatalogue.items.map { item in
      let proving = scenarios.filter {
        item.isProved(byScenarioTagged: $0.pickle.tags.map(\.name))
      }
      return HTMLSection.Row(
        label: "\(item.id): \(item.title)", text: item.wording,
        pickleIds: proving.map(\.pickle.id),
        isProved: proving.contains { $0.attempt.verdict?.status == .passed })
    }
    let proved = rows.filter(\.isProved).count
    return HTMLSection(
      title: "Specification trace",
      summary:
        "Each story and use-case course of the seed, with the scenarios that prove it: "
        + "\(proved) of \(rows.count) proved.",
      rows: rows)
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
    return SeedCoverage(items: items, scenarios: scenarios)
  }

  static func render(_ coverage: SeedCoverage) -> String {
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
      "Beyond the seed (\(coverage.beyondSeed.count) scenarios: edges and further features):")
    for scenario in coverage.beyondSeed {
      lines.append(
        "    \(mark(scenario.status)) \(scenario.reference) \(scenario.tags.joined(separator: " "))"
      )
    }
    let proved = coverage.entries.count - coverage.missing.count
    lines.append("")
    lines.append(
      "\(proved) of \(coverage.entries.count) seed items covered, \(coverage.missing.count) missing"
    )
    return lines.joined(separator: "\n") + "\n"
  }

  private static func mark(_ status: TestStatus) -> String {
    status == .passed ? "✓" : "✗ (\(status.rawValue.lowercased()))"
  }
}
