import GherkinParser

/// Looks up the document nodes that pickles and pickle steps came from, by node id.
package struct GherkinIndex: Sendable, Hashable {
  package private(set) var documents: [String: GherkinDocument] = [:]
  /// Where each step is in its scenario's or background's list, not a copy of it: a step is large,
  /// and a run's documents already hold every one.
  private var stepPlaces: [String: StepPlace] = [:]
  private(set) var scenarios: [String: Scenario] = [:]
  package private(set) var rows: [String: TableRow] = [:]
  package private(set) var examplesOfRow: [String: Examples] = [:]
  private(set) var backgroundOfStep: [String: Background] = [:]

  /// A step's position in the list of the scenario (or else background) of its id.
  private struct StepPlace: Sendable, Hashable {
    var scenarioId: String?
    var position: Int
  }
  private(set) var ruleOfScenario: [String: Rule] = [:]

  /// An empty index.
  package init() {}

  /// Indexes `document`, unless a document of its URI already is: a file is indexed once.
  package mutating func add(_ document: GherkinDocument) {
    guard documents[document.uri] == nil else { return }
    documents[document.uri] = document
    add(document.feature?.children ?? [])
  }

  /// Indexes `children`, those of `rule` when they are a rule's.
  private mutating func add(_ children: [FeatureChild], of rule: Rule? = nil) {
    for child in children {
      switch child {
      case .background(let background): add(background)
      case .scenario(let scenario):
        add(scenario)
        ruleOfScenario[scenario.id] = rule
      case .rule(let rule): add(rule.children.map(\.featureChild), of: rule)
      }
    }
  }

  /// Indexes `document` in the place of the version of its file indexed before, whose
  /// Scenarios `old` it no longer has and `new` it has instead, all of them its Feature's own
  /// (none of a Rule): an editor parses again only the Scenarios an edit changed.
  package mutating func replace(
    _ old: [Scenario], with new: [Scenario], in document: GherkinDocument
  ) {
    documents[document.uri] = document
    for scenario in old { remove(scenario) }
    for scenario in new { add(scenario) }
  }

  /// Takes a Scenario of the Feature out of the index.
  private mutating func remove(_ scenario: Scenario) {
    scenarios[scenario.id] = nil
    for step in scenario.steps { stepPlaces[step.id] = nil }
    for row in scenario.examples.flatMap(\.tableBody) {
      rows[row.id] = nil
      examplesOfRow[row.id] = nil
    }
  }

  private mutating func add(_ background: Background) {
    for (position, step) in background.steps.enumerated() {
      stepPlaces[step.id] = StepPlace(position: position)
      backgroundOfStep[step.id] = background
    }
  }

  private mutating func add(_ scenario: Scenario) {
    scenarios[scenario.id] = scenario
    for (position, step) in scenario.steps.enumerated() {
      stepPlaces[step.id] = StepPlace(scenarioId: scenario.id, position: position)
    }
    for examples in scenario.examples {
      for row in examples.tableBody {
        rows[row.id] = row
        examplesOfRow[row.id] = examples
      }
    }
  }

  /// The feature of the file at `uri`.
  package func feature(uri: String) -> Feature? {
    documents[uri]?.feature
  }

  /// The scenario (or outline) a pickle came from.
  package func scenario(of pickle: Pickle) -> Scenario? {
    scenarios[pickle.scenarioId]
  }

  /// Where a pickle's Examples row, or else its scenario, is in the file.
  package func location(of pickle: Pickle) -> Location? {
    pickle.examplesRowId.flatMap { rows[$0]?.location } ?? scenarios[pickle.scenarioId]?.location
  }

  /// The rule a pickle's scenario belongs to, if any.
  package func rule(of pickle: Pickle) -> Rule? {
    ruleOfScenario[pickle.scenarioId]
  }

  /// The background a pickle step came from, or `nil` for a step of the scenario itself.
  package func background(of pickleStep: PickleStep) -> Background? {
    backgroundOfStep[pickleStep.stepId]
  }

  /// The document step a pickle step came from.
  package func step(of pickleStep: PickleStep) -> Step? {
    guard let place = stepPlaces[pickleStep.stepId] else { return nil }
    let scenario = place.scenarioId.flatMap { scenarios[$0] }
    return (scenario?.steps ?? backgroundOfStep[pickleStep.stepId]?.steps)?[place.position]
  }
}
