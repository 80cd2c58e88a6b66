/// Compiles a ``GherkinDocument`` into ``Pickle``s: backgrounds prepended, outlines expanded
/// row by row with `<placeholder>` substitution, tags inherited.
public enum PickleCompiler {
  /// Compiles `document`, giving pickles and their steps ids from `ids`, in Cucumber's order.
  public static func compile(_ document: GherkinDocument, ids: inout IdGenerator) -> [Pickle] {
    guard let feature = document.feature else { return [] }
    var context = Context(uri: document.uri, language: feature.language, ids: ids)
    var featureBackground: [Step] = []
    for child in feature.children {
      switch child {
      case .background(let background): featureBackground += background.steps
      case .scenario(let scenario):
        context.compile(scenario, background: featureBackground, tags: feature.tags)
      case .rule(let rule):
        var ruleBackground = featureBackground
        for child in rule.children {
          switch child {
          case .background(let background): ruleBackground += background.steps
          case .scenario(let scenario):
            context.compile(scenario, background: ruleBackground, tags: feature.tags + rule.tags)
          }
        }
      }
    }
    ids = context.ids
    return context.pickles
  }

  /// Compiles `document` with ids prefixed `pickle-`, apart from the document's own ids.
  public static func compile(_ document: GherkinDocument) -> [Pickle] {
    var ids = IdGenerator(prefix: "pickle-")
    return compile(document, ids: &ids)
  }

  private struct Context {
    let uri: String
    let language: String
    var ids: IdGenerator
    var pickles: [Pickle] = []

    init(uri: String, language: String, ids: IdGenerator) {
      self.uri = uri
      self.language = language
      self.ids = ids
    }

    mutating func compile(_ scenario: Scenario, background: [Step], tags: [Tag]) {
      let inherited = tags + scenario.tags
      guard !scenario.examples.isEmpty else {
        let steps = self.steps(scenario.steps, background: background, row: nil)
        pickles.append(
          Pickle(
            id: ids.make(), uri: uri, location: scenario.location, name: scenario.name,
            language: language, steps: steps, tags: pickleTags(inherited),
            astNodeIds: [scenario.id]))
        return
      }
      for examples in scenario.examples {
        guard let header = examples.tableHeader else { continue }
        for row in examples.tableBody {
          let values = Values(names: header.cells.map(\.value), values: row.cells.map(\.value))
          let steps = self.steps(scenario.steps, background: background, row: (row.id, values))
          pickles.append(
            Pickle(
              id: ids.make(), uri: uri, location: row.location,
              name: values.interpolate(scenario.name), language: language, steps: steps,
              tags: pickleTags(inherited + examples.tags), astNodeIds: [scenario.id, row.id]))
        }
      }
    }

    private func pickleTags(_ tags: [Tag]) -> [PickleTag] {
      tags.map { PickleTag(name: $0.name, astNodeId: $0.id) }
    }

    private mutating func steps(
      _ steps: [Step], background: [Step], row: (id: String, values: Values)?
    ) -> [PickleStep] {
      guard !steps.isEmpty else { return [] }
      var lastType = StepKeywordType.unknown
      var compiled: [PickleStep] = []
      compiled.reserveCapacity(background.count + steps.count)
      for (index, step) in (background + steps).enumerated() {
        if let type = step.keywordType, type != .conjunction { lastType = type }
        let fromScenario = index >= background.count ? row : nil
        compiled.append(pickleStep(step, type: lastType, row: fromScenario))
      }
      return compiled
    }

    private mutating func pickleStep(
      _ step: Step, type: StepKeywordType, row: (id: String, values: Values)?
    ) -> PickleStep {
      let values = row?.values ?? Values(names: [], values: [])
      var argument: PickleStepArgument?
      if step.dataTable != nil || step.docString != nil {
        var table = step.dataTable.map { table in
          PickleTable(rows: table.rows.map { $0.cells.map { values.interpolate($0.value) } })
        }
        var docString = step.docString.map {
          PickleDocString(
            content: values.interpolate($0.content), mediaType: $0.mediaType.map(values.interpolate)
          )
        }
        if let tableLine = step.dataTable?.location.line,
          let docStringLine = step.docString?.location.line
        {
          table?.argumentIndex = tableLine < docStringLine ? 1 : 2
          docString?.argumentIndex = tableLine < docStringLine ? 2 : 1
        }
        argument = PickleStepArgument(dataTable: table, docString: docString)
      }
      return PickleStep(
        id: ids.make(), text: values.interpolate(step.text), type: PickleStep.Kind(type),
        argument: argument, astNodeIds: row.map { [step.id, $0.id] } ?? [step.id])
    }
  }

  /// An examples row's values by placeholder name.
  private struct Values {
    let names: [String]
    let values: [String]

    /// `text` with each `<name>` replaced by its value, one name after the other.
    func interpolate(_ text: String) -> String {
      var text = text
      for (name, value) in zip(names, values) where text.contains("<") {
        text = text.replacing("<\(name)>", with: value)
      }
      return text
    }
  }
}

extension PickleStep.Kind {
  fileprivate init(_ type: StepKeywordType) {
    switch type {
    case .context: self = .context
    case .action: self = .action
    case .outcome: self = .outcome
    case .unknown, .conjunction: self = .unknown
    }
  }
}
