import GherkinParser

/// Looks up the document nodes that pickles and pickle steps came from, by node id.
package struct GherkinIndex: Sendable, Hashable {
  package private(set) var documents: [String: GherkinDocument] = [:]
  private(set) var steps: [String: Step] = [:]
  private(set) var scenarios: [String: Scenario] = [:]
  package private(set) var rows: [String: TableRow] = [:]
  package private(set) var examplesOfRow: [String: Examples] = [:]
  private(set) var backgroundOfStep: [String: Background] = [:]
  private(set) var ruleOfScenario: [String: Rule] = [:]

  /// An empty index.
  package init() {}

  package mutating func add(_ document: GherkinDocument) {
    documents[document.uri] = document
    guard let feature = document.feature else { return }
    for child in feature.children {
      switch child {
      case .background(let background): add(background)
      case .scenario(let scenario): add(scenario)
      case .rule(let rule):
        for child in rule.children {
          switch child {
          case .background(let background): add(background)
          case .scenario(let scenario):
            add(scenario)
            ruleOfScenario[scenario.id] = rule
          }
        }
      }
    }
  }

  private mutating func add(_ background: Background) {
    for step in background.steps {
      steps[step.id] = step
      backgroundOfStep[step.id] = background
    }
  }

  private mutating func add(_ scenario: Scenario) {
    scenarios[scenario.id] = scenario
    for step in scenario.steps { steps[step.id] = step }
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
    steps[pickleStep.stepId]
  }
}
