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
        let patterns = header.cells.map { Array("<\($0.value)>".utf8) }
        let tags = pickleTags(inherited + examples.tags)
        for row in examples.tableBody {
          let values = Values(patterns: patterns, values: row.cells.map(\.value))
          let steps = self.steps(scenario.steps, background: background, row: (row.id, values))
          pickles.append(
            Pickle(
              id: ids.make(), uri: uri, location: row.location,
              name: values.interpolate(scenario.name), language: language, steps: steps,
              tags: tags, astNodeIds: [scenario.id, row.id]))
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
      for step in background {
        if let type = step.keywordType, type != .conjunction { lastType = type }
        compiled.append(pickleStep(step, type: lastType, row: nil))
      }
      for step in steps {
        if let type = step.keywordType, type != .conjunction { lastType = type }
        compiled.append(pickleStep(step, type: lastType, row: row))
      }
      return compiled
    }

    private mutating func pickleStep(
      _ step: Step, type: StepKeywordType, row: (id: String, values: Values)?
    ) -> PickleStep {
      let values = row?.values ?? Values(patterns: [], values: [])
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
    private let patterns: [[UInt8]]
    private let values: [String]

    /// Creates the values of one row; `patterns` are the header's names, each as `<name>`.
    init(patterns: [[UInt8]], values: [String]) {
      self.patterns = patterns
      self.values = values
    }

    /// `text` with each `<name>` replaced by its value, one name after the other.
    func interpolate(_ text: String) -> String {
      guard !patterns.isEmpty, Self.mayHavePlaceholder(text) else { return text }
      var bytes = Array(text.utf8)
      var changed = false
      // Values may hold later placeholders (Cucumber substitutes one name after the other), so
      // a hostile table could multiply the text per column: substitutions stop at a megabyte.
      for (pattern, value) in zip(patterns, values) {
        if let replaced = Self.replacing(pattern, with: value, in: bytes) {
          bytes = replaced
          changed = true
        }
      }
      return changed ? String(decoding: bytes, as: UTF8.self) : text
    }

    private static func mayHavePlaceholder(_ text: String) -> Bool {
      text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "<")) }
        ?? text.utf8.contains(UInt8(ascii: "<"))
    }

    /// `bytes` with every occurrence of `pattern` replaced, or `nil` when there is none or the
    /// result would pass a megabyte.
    private static func replacing(_ pattern: [UInt8], with value: String, in bytes: [UInt8])
      -> [UInt8]?
    {
      guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
      var result: [UInt8] = []
      var copied = 0
      var index = 0
      let last = bytes.count - pattern.count
      while index <= last {
        if bytes[index] == pattern[0] && bytes[index..<index + pattern.count].elementsEqual(pattern)
        {
          result.append(contentsOf: bytes[copied..<index])
          result.append(contentsOf: value.utf8)
          if result.count > 1 << 20 { return nil }
          index += pattern.count
          copied = index
        } else {
          index += 1
        }
      }
      guard copied > 0 else { return nil }
      result.append(contentsOf: bytes[copied...])
      return result
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
