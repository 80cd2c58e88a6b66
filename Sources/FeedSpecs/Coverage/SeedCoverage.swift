import GherkinCommandLine

/// Which scenarios of a run prove which criteria of a ``CriteriaFile``, and which scenarios go
/// beyond them.
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
        reference: Self.reference(uri: pickle.uri, line: pickle.location.line, name: pickle.name),
        tags: pickle.tags.map(\.name), status: status)
    }

    /// Creates the scenario of a finished test case.
    package init(_ testCase: FinishedTestCase) {
      self.init(
        reference: Self.reference(uri: testCase.uri, line: testCase.line, name: testCase.name),
        tags: testCase.tags, status: testCase.status)
    }

    /// `file:line name`.
    static func reference(uri: String, line: Int, name: String) -> String {
      "\(uri):\(line) \(name)"
    }

    /// Whether it is an edge case rather than the seed's own example.
    package var isEdge: Bool { tags.contains("@edge") }

    /// Whether it is a proposal waiting for a developer: a change to the app still pending.
    package var isWaiting: Bool { WaitingProposal.isWaiting(tags: tags, status: status) }
  }

  /// One seed item and the scenarios tagged for it.
  package struct Entry: Sendable, Hashable {
    /// The item.
    package let item: SeedItem
    /// The scenarios tagged for it, in run order.
    package let scenarios: [Scenario]

    /// Whether a scenario tagged for it passed that is not an edge case: an edge alone does not
    /// prove the criterion it is a corner of.
    package var isProved: Bool { scenarios.contains { $0.status == .passed && !$0.isEdge } }

    /// Whether a proposal tagged for it waits for a developer: proved today, with a change to
    /// it pending.
    package var hasPendingChange: Bool { scenarios.contains(where: \.isWaiting) }

    /// Whether it is proved today with a change to it pending: every report marks it with
    /// ``changePending``.
    package var isProvedWithChangePending: Bool { isProved && hasPendingChange }

    /// The words every report puts beside a criterion proved with a change pending.
    package static let changePending = "change pending"

    /// `covered`, `covered · change pending` or `MISSING`.
    package var verdictWord: String {
      guard isProved else { return "MISSING" }
      return isProvedWithChangePending ? "covered · \(Self.changePending)" : "covered"
    }
  }

  /// Scenarios beyond the seed that state one behaviour, or that are edges of one seed item.
  package struct Group: Sendable, Hashable {
    /// What a group's scenarios have in common.
    package enum Subject: Sendable, Hashable {
      /// A behaviour beyond the seed, whose tag they carry.
      case behaviour(BeyondSeedBehaviour)
      /// A seed item they are edges of, carrying no behaviour's tag.
      case edges(SeedItem)
    }

    /// What they have in common.
    package let subject: Subject
    /// The scenarios, in run order.
    package let scenarios: [Scenario]

    /// Whether a scenario of the group passed.
    package var isProved: Bool { scenarios.contains { $0.status == .passed } }
  }

  /// How many criteria are proved with a change pending.
  package var changesPending: Int { entries.filter(\.isProvedWithChangePending).count }

  /// The criteria file's path.
  package let path: String
  /// Every criterion, in the file's order.
  package let entries: [Entry]
  /// Scenarios that prove no item, or are edges.
  package let beyondSeed: [Scenario]
  /// ``beyondSeed`` grouped: every behaviour in the file's order (a scenario under the first one
  /// whose tag it carries), then the edges of each item that carry no behaviour's tag.
  package let groups: [Group]
  /// The scenarios of ``beyondSeed`` that no group holds: they carry no behaviour's tag and prove
  /// no item.
  package let ungrouped: [Scenario]

  /// Matches the scenarios of a run against the criteria of `criteria`, and groups those beyond
  /// them by its behaviours.
  package init(criteria: CriteriaFile, scenarios: [Scenario]) {
    let items = criteria.items
    let behaviours = criteria.behaviours
    path = criteria.path
    entries = items.map { item in
      Entry(item: item, scenarios: scenarios.filter { item.isProved(byScenarioTagged: $0.tags) })
    }
    let beyond = scenarios.filter { scenario in
      scenario.isEdge || !items.contains { $0.isProved(byScenarioTagged: scenario.tags) }
    }
    beyondSeed = beyond
    let behaviourOf = { (scenario: Scenario) in
      behaviours.first { scenario.tags.contains($0.tag) }
    }
    let byBehaviour = behaviours.map { behaviour in
      Group(
        subject: .behaviour(behaviour), scenarios: beyond.filter { behaviourOf($0) == behaviour })
    }
    let untagged = beyond.filter { behaviourOf($0) == nil }
    let edges = items.compactMap { item -> Group? in
      let proving = untagged.filter { item.isProved(byScenarioTagged: $0.tags) }
      return proving.isEmpty ? nil : Group(subject: .edges(item), scenarios: proving)
    }
    groups = byBehaviour + edges
    ungrouped = untagged.filter { scenario in
      !items.contains { $0.isProved(byScenarioTagged: scenario.tags) }
    }
  }

  /// The items no passing scenario proves.
  package var missing: [SeedItem] { entries.filter { !$0.isProved }.map(\.item) }
}
