import Gherkin

/// Which scenarios of a run prove which seed items, and which scenarios go beyond the seed.
public struct SeedCoverage: Sendable, Hashable {
  /// A scenario that ran, and how it ended.
  public struct Scenario: Sendable, Hashable {
    /// `file:line name`.
    public let reference: String
    /// The scenario's tags.
    public let tags: [String]
    /// How it ended.
    public let status: TestStatus

    /// Creates a scenario from its `file:line name`, tags and status.
    public init(reference: String, tags: [String], status: TestStatus) {
      self.reference = reference
      self.tags = tags
      self.status = status
    }

    /// Creates the scenario `pickle` that ended with `status`.
    public init(pickle: Pickle, status: TestStatus) {
      self.init(
        reference: "\(pickle.uri):\(pickle.location.line) \(pickle.name)",
        tags: pickle.tags.map(\.name), status: status)
    }

    /// Whether it is an edge case rather than the seed's own example.
    public var isEdge: Bool { tags.contains("@edge") }
  }

  /// One seed item and the scenarios tagged for it.
  public struct Entry: Sendable, Hashable {
    /// The item.
    public let item: SeedItem
    /// The scenarios tagged for it, in run order.
    public let scenarios: [Scenario]

    /// Whether a scenario tagged for it passed.
    public var isProved: Bool { scenarios.contains { $0.status == .passed } }
  }

  /// Every item, in catalogue order.
  public let entries: [Entry]
  /// Scenarios that prove no item, or are edges.
  public let beyondSeed: [Scenario]

  /// Matches the scenarios of a run against `items`.
  public init(items: [SeedItem], scenarios: [Scenario]) {
    entries = items.map { item in
      Entry(item: item, scenarios: scenarios.filter { item.isProved(byScenarioTagged: $0.tags) })
    }
    beyondSeed = scenarios.filter { scenario in
      scenario.isEdge || !items.contains { $0.isProved(byScenarioTagged: scenario.tags) }
    }
  }

  /// The items no passing scenario proves.
  public var missing: [SeedItem] { entries.filter { !$0.isProved }.map(\.item) }
}
