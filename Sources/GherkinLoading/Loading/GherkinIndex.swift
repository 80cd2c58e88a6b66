import GherkinParser

/// Looks up the document nodes that pickles and pickle steps came from, by node id.
package struct GherkinIndex: Sendable, Hashable {
  package private(set) var documents: [String: GherkinDocument] = [:]
  /// Where each scenario is among its document's children, not a copy of it: a run's documents
  /// already hold every one, and a copy per scenario made most of the index.
  private var scenarioPlaces: [String: ScenarioPlace] = [:]
  /// The documents in the order they were indexed, where a ``ScenarioPlace`` points.
  private var documentList: [GherkinDocument] = []
  package private(set) var rows: [String: TableRow] = [:]
  package private(set) var examplesOfRow: [String: Examples] = [:]
  private(set) var backgroundOfStep: [String: Background] = [:]

  private(set) var ruleOfScenario: [String: Rule] = [:]

  /// A scenario's document (its place in ``documentList``), its place among the feature's
  /// children, and among its rule's when it is inside one.
  private struct ScenarioPlace: Sendable, Hashable {
    var document: Int32
    var child: Int32
    var ruleChild: Int32?

    /// The place of the scenario at `position` among the children of the document at
    /// `document`'s feature, or of the rule that is its feature's child at `rule`.
    init(document: Int, position: Int, inRuleAt rule: Int?) {
      self.document = Int32(document)
      child = Int32(rule ?? position)
      ruleChild = rule.map { _ in Int32(position) }
    }
  }

  /// An empty index.
  package init() {}

  /// Indexes `document`, unless a document of its URI already is: a file is indexed once.
  package mutating func add(_ document: GherkinDocument) {
    guard documents[document.uri] == nil else { return }
    documents[document.uri] = document
    documentList.append(document)
    add(document.feature?.children ?? [])
  }

  /// Indexes `children` (the feature's, of the last document indexed), or those of `enclosing`,
  /// the rule that is the feature's child at `child`.
  private mutating func add(
    _ children: [FeatureChild], of enclosing: (rule: Rule, child: Int)? = nil
  ) {
    for (position, child) in children.enumerated() {
      switch child {
      case .background(let background): add(background)
      case .scenario(let scenario):
        let place = ScenarioPlace(
          document: documentList.count - 1, position: position, inRuleAt: enclosing?.child)
        add(scenario, at: place)
        ruleOfScenario[scenario.id] = enclosing?.rule
      case .rule(let rule): add(rule.children.map(\.featureChild), of: (rule, position))
      }
    }
  }

  /// Indexes `document` in the place of the version of its file indexed before, whose
  /// Scenarios `old` it no longer has and `new` it has instead, all of them its Feature's own
  /// (none of a Rule): an editor parses again only the Scenarios an edit changed.
  package mutating func replace(
    _ old: [Scenario], with new: [Scenario], in document: GherkinDocument
  ) {
    guard let listed = documentList.firstIndex(where: { $0.uri == document.uri }) else {
      return add(document)
    }
    documents[document.uri] = document
    documentList[listed] = document
    let keptPlaces = old.count == new.count ? old.compactMap { scenarioPlaces[$0.id] } : []
    for scenario in old { remove(scenario) }
    if keptPlaces.count == new.count {
      // As many Scenarios as before: each new one is where the old one was, and none moved.
      for (scenario, place) in zip(new, keptPlaces) { add(scenario, at: place) }
    } else {
      indexRows(of: new)
      placeScenarios(of: listed)
    }
  }

  /// Sets again the place of every scenario of the document at `listed` in ``documentList``:
  /// after an edit that changed how many children its Feature has, the ones below it moved.
  private mutating func placeScenarios(of listed: Int) {
    let children = documentList[listed].feature?.children ?? []
    for (position, child) in children.enumerated() {
      switch child {
      case .background: continue
      case .scenario(let scenario):
        scenarioPlaces[scenario.id] = ScenarioPlace(
          document: listed, position: position, inRuleAt: nil)
      case .rule(let rule):
        for case (let ruleChild, .scenario(let scenario)) in rule.children.map(\.featureChild)
          .enumerated()
        {
          scenarioPlaces[scenario.id] = ScenarioPlace(
            document: listed, position: ruleChild, inRuleAt: position)
        }
      }
    }
  }

  /// Takes a Scenario of the Feature out of the index.
  private mutating func remove(_ scenario: Scenario) {
    scenarioPlaces[scenario.id] = nil
    for row in scenario.examples.flatMap(\.tableBody) {
      rows[row.id] = nil
      examplesOfRow[row.id] = nil
    }
  }

  private mutating func add(_ background: Background) {
    for step in background.steps { backgroundOfStep[step.id] = background }
  }

  private mutating func add(_ scenario: Scenario, at place: ScenarioPlace) {
    scenarioPlaces[scenario.id] = place
    indexRows(of: [scenario])
  }

  /// Indexes the Examples rows of `scenarios` (their steps are found through them:
  /// ``step(of:in:)``); for the scenarios an edit moved, indexed again at their new lines.
  package mutating func indexRows(of scenarios: [Scenario]) {
    for examples in scenarios.lazy.flatMap(\.examples) {
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
    scenario(id: pickle.scenarioId)
  }

  /// The scenario (or outline) `id`, read from its document at its place.
  private func scenario(id: String) -> Scenario? {
    guard let place = scenarioPlaces[id],
      let children = documentList[Int(place.document)].feature?.children
    else { return nil }
    switch (children[Int(place.child)], place.ruleChild) {
    case (.scenario(let scenario), nil): return scenario
    case (.rule(let rule), let ruleChild?):
      guard case .scenario(let scenario) = rule.children[Int(ruleChild)] else { return nil }
      return scenario
    default: return nil
    }
  }

  /// Where a pickle's Examples row, or else its scenario, is in the file.
  package func location(of pickle: Pickle) -> Location? {
    pickle.examplesRowId.flatMap { rows[$0]?.location } ?? scenario(id: pickle.scenarioId)?.location
  }

  /// The rule a pickle's scenario belongs to, if any.
  package func rule(of pickle: Pickle) -> Rule? {
    ruleOfScenario[pickle.scenarioId]
  }

  /// The background a pickle step came from, or `nil` for a step of the scenario itself.
  package func background(of pickleStep: PickleStep) -> Background? {
    backgroundOfStep[pickleStep.stepId]
  }

  /// The document step `pickleStep` of `pickle` came from: one of its background's steps or of
  /// its scenario's, found among those few rather than kept for every step of a suite (an entry
  /// per step made a fifth of the memory a large run's reports held).
  package func step(of pickleStep: PickleStep, in pickle: Pickle) -> Step? {
    let steps = backgroundOfStep[pickleStep.stepId]?.steps ?? scenario(of: pickle)?.steps
    return steps?.first { $0.id == pickleStep.stepId }
  }
}
