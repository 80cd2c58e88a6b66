import Gherkin

/// Which scenarios of a run prove which seed items, and which scenarios go beyond the seed.
package struct SeedCoverage: Sendable, Hashable {
  /// A scenario that ran, and how it ended.
  package struct Scenario: Sendable, Hashable {
    /// `file:line name`.
    package let reference: String
    /// The scenario's tags.
    package let tags: [String]
    /// How it ended.
    package let status: TestStatus

    /// Creates a scenario from its `file:line name`, tags and status.
    package init(reference: String, tags: [String], status: TestStatus) {
      self.reference = reference
      self.tags = tags
      self.status = status
    }

    /// Creates the scenario `pickle` that ended with `status`.
    package init(pickle: Pickle, status: TestStatus) {
      self.init(
        reference: "\(pickle.uri):\(pickle.location.line) \(pickle.name)",
        tags: pickle.tags.map(\.name), status: status)
    }

    /// Whether it is an edge case rather than the seed's own example.
    package var isEdge: Bool { tags.contains("@edge") }
  }

  /// One seed item and the scenarios tagged for it.
  package struct Entry: Sendable, Hashable {
    /// The item.
    package let item: SeedItem
    /// The scenarios tagged for it, in run order.
    package let scenarios: [Scenario]

    /// Whether a scenario tagged for it passed.
    package var isProved: Bool { scenarios.contains { $0.status == .passed } }
  }

  /// Every item, in catalogue order.
  package let entries: [Entry]
  /// Scenarios that prove no item, or are edges.
  package let beyondSeed: [Scenario]

  /// Matches the scenarios of a run against `items`.
  package init(items: [SeedItem], scenarios: [Scenario]) {
    entries = items.map { item in
      Entry(item: item, scenarios: scenarios.filter { item.isProved(byScenarioTagged: $0.tags) })
    }
    beyondSeed = scenarios.filter { scenario in
      scenario.isEdge || !items.contains { $0.isProved(byScenarioTagged: scenario.tags) }
    }
  }

  /// The items no passing scenario proves.
  package var missing: [SeedItem] { entries.filter { !$0.isProved }.map(\.item) }
}
