/// Compiles a ``GherkinDocument`` into ``Pickle``s: backgrounds prepended, outlines expanded
/// row by row with `<placeholder>` substitution, tags inherited.
package enum PickleCompiler {
  /// Compiles `document`, giving pickles and their steps ids from `ids`, in Cucumber's order.
  package static func compile(_ document: GherkinDocument, ids: inout IdGenerator) -> [Pickle] {
    guard let feature = document.feature else { return [] }
    var context = Context(uri: document.uri, language: feature.language, ids: ids)
    // A rule's scenarios run the feature's background steps before the rule's own.
    func compile(children: [FeatureChild], background: [PreparedStep], tags: [Tag]) {
      var background = background
      for child in children {
        switch child {
        case .background(let added): background += added.steps.map(PreparedStep.init)
        case .scenario(let scenario): context.compile(scenario, background: background, tags: tags)
        case .rule(let rule):
          compile(
            children: rule.children.map(\.featureChild), background: background,
            tags: tags + rule.tags)
        }
      }
    }
    compile(children: feature.children, background: [], tags: feature.tags)
    ids = context.ids
    return context.pickles
  }

  /// Compiles `document` with ids prefixed `pickle-`, apart from the document's own ids.
  package static func compile(_ document: GherkinDocument) -> [Pickle] {
    var ids = IdGenerator(prefix: "pickle-")
    return compile(document, ids: &ids)
  }

  /// A step with what its pickle steps share: the argument as written, and whether an examples
  /// row can change the text or the argument. A class, so that each pickle step reads it
  /// without copying the step.
  private final class PreparedStep {
    let step: Step
    let argument: ArgumentBox?
    /// Whether the text and the argument have a `<`, so that an examples row may change them.
    let textMayChange, argumentMayChange: Bool

    init(_ step: Step) {
      self.step = step
      argument = Self.argument(step, values: nil)
      let mayChange = Values.mayHavePlaceholder
      let tableMayChange =
        step.dataTable?.rows.contains { $0.cells.contains { mayChange($0.value) } } ?? false
      let docStringMayChange = step.docString.map {
        mayChange($0.content) || $0.mediaType.map(mayChange) == true
      }
      argumentMayChange = tableMayChange || docStringMayChange == true
      textMayChange = mayChange(step.text)
    }

    /// The step's argument, placeholders substituted from `values`.
    static func argument(_ step: Step, values: Values?) -> ArgumentBox? {
      guard step.dataTable != nil || step.docString != nil else { return nil }
      let interpolate = { (text: String) in values?.interpolate(text) ?? text }
      var table = step.dataTable.map { table in
        PickleTable(rows: table.rows.map { $0.cells.map { interpolate($0.value) } })
      }
      var docString = step.docString.map {
        PickleDocString(content: interpolate($0.content), mediaType: $0.mediaType.map(interpolate))
      }
      if let tableLine = step.dataTable?.location.line,
        let docStringLine = step.docString?.location.line
      {
        table?.argumentIndex = tableLine < docStringLine ? 1 : 2
        docString?.argumentIndex = tableLine < docStringLine ? 2 : 1
      }
      return ArgumentBox(PickleStepArgument(dataTable: table, docString: docString))
    }
  }

  private struct Context {
    let uri: String
    let language: String
    var ids: IdGenerator
    var pickles: [Pickle] = []

    mutating func compile(_ scenario: Scenario, background: [PreparedStep], tags: [Tag]) {
      let inherited = tags + scenario.tags
      let prepared = scenario.steps.map(PreparedStep.init)
      guard !scenario.examples.isEmpty else {
        let steps = self.steps(prepared, background: background, row: nil)
        pickles.append(
          Pickle(
            id: ids.make(), uri: uri, location: scenario.location, name: scenario.name,
            language: language, steps: steps, tags: pickleTags(inherited), scenarioId: scenario.id
          ))
        return
      }
      for examples in scenario.examples {
        guard let header = examples.tableHeader else { continue }
        let names = Names(header)
        let tags = pickleTags(inherited + examples.tags)
        for row in examples.tableBody {
          let values = Values(names: names, cells: row.cells)
          let steps = self.steps(prepared, background: background, row: (row.id, values))
          pickles.append(
            Pickle(
              id: ids.make(), uri: uri, location: row.location,
              name: values.interpolate(scenario.name), language: language, steps: steps,
              tags: tags, scenarioId: scenario.id, examplesRowId: row.id))
        }
      }
    }

    private func pickleTags(_ tags: [Tag]) -> [PickleTag] {
      tags.map { PickleTag(name: $0.name, astNodeId: $0.id) }
    }

    private mutating func steps(
      _ steps: [PreparedStep], background: [PreparedStep], row: (id: String, values: Values)?
    ) -> [PickleStep] {
      guard !steps.isEmpty else { return [] }
      var lastType = StepKeywordType.unknown
      var compiled: [PickleStep] = []
      compiled.reserveCapacity(background.count + steps.count)
      // Background steps take no values from the examples row.
      for step in background { compiled.append(pickleStep(step, &lastType, row: nil)) }
      for step in steps { compiled.append(pickleStep(step, &lastType, row: row)) }
      return compiled
    }

    private mutating func pickleStep(
      _ prepared: PreparedStep, _ lastType: inout StepKeywordType,
      row: (id: String, values: Values)?
    ) -> PickleStep {
      let step = prepared.step
      if let type = step.keywordType, type != .conjunction { lastType = type }
      var (text, argument) = (step.text, prepared.argument)
      if let row, prepared.textMayChange { text = row.values.interpolate(text) }
      if let row, prepared.argumentMayChange {
        argument = PreparedStep.argument(step, values: row.values)
      }
      return PickleStep(
        id: ids.make(), text: text, type: PickleStep.Kind(lastType), argumentBox: argument,
        stepId: step.id, examplesRowId: row?.id)
    }
  }

  /// An examples header's names, each as the `<name>` it replaces.
  private struct Names {
    let patterns: [[UInt8]]
    /// Whether no name holds `<` or `>`, so that no two placeholders overlap.
    let areSimple: Bool

    init(_ header: TableRow) {
      patterns = header.cells.map { [UInt8(ascii: "<")] + $0.value.utf8 + [UInt8(ascii: ">")] }
      areSimple = !header.cells.contains { Values.hasBracket($0.value) }
    }
  }

  /// An examples row's values by placeholder name.
  private struct Values {
    let names: Names
    /// The row's cells, in the header's order.
    let cells: [TableCell]
    /// Whether no name or value holds a bracket. Then, in a text where every `<` starts a name,
    /// the placeholders are apart and no value can make or break another, so one pass
    /// substitutes as Cucumber does; and since values add no `<`, substituting grows a text by
    /// at most one value per `<` it had.
    let areSimple: Bool

    init(names: Names, cells: [TableCell]) {
      self.names = names
      self.cells = cells
      areSimple = names.areSimple && !cells.contains { Self.hasBracket($0.value) }
    }

    /// `text` with each `<name>` replaced by its value, one name after the other.
    ///
    /// When names or values hold brackets, a value may make a later placeholder, so a hostile
    /// table could multiply the text with each column: then a name whose substitution would grow
    /// the text past `max(its size, 1 MB)` is left as written.
    func interpolate(_ text: String) -> String {
      let columns = 0..<min(names.patterns.count, cells.count)
      if areSimple, let result = substituted(columns, in: text, strict: true, limit: nil) {
        return result
      }
      let limit = areSimple ? nil : max(text.utf8.count, 1 << 20)
      return columns.reduce(text) {
        substituted($1..<$1 + 1, in: $0, strict: false, limit: limit) ?? $0
      }
    }

    static func hasBracket(_ text: String) -> Bool {
      text.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
    }

    static func mayHavePlaceholder(_ text: String) -> Bool {
      text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "<")) }
        ?? text.utf8.contains(UInt8(ascii: "<"))
    }

    /// `text` with the names of `columns` replaced in one pass: `text` itself when it holds
    /// none, `nil` when `strict` and a `<` starts no name, or when the result would be longer
    /// than `limit` bytes.
    private func substituted(_ columns: Range<Int>, in text: String, strict: Bool, limit: Int?)
      -> String?
    {
      var bytesOfText = text
      return bytesOfText.withUTF8 { bytes in
        var (length, placeholders) = (bytes.count, 0)
        let complete = forEachPlaceholder(of: columns, in: bytes, strict: strict) { _, column in
          length += cells[column].value.utf8.count - names.patterns[column].count
          placeholders += 1
        }
        guard complete, length <= limit ?? length else { return nil }
        guard placeholders > 0 else { return text }
        return String(unsafeUninitializedCapacity: length) { result in
          var (copied, written) = (0, 0)
          _ = forEachPlaceholder(of: columns, in: bytes, strict: strict) { start, column in
            written = result[written...].initialize(
              fromContentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<start]))
            written = result[written...].initialize(fromContentsOf: cells[column].value.utf8)
            copied = start + names.patterns[column].count
          }
          return result[written...].initialize(
            fromContentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
      }
    }

    /// Calls `body` with each `<` of `bytes` that starts the name of one of `columns` (the first
    /// such), and that column; `false` as soon as a `<` starts none, when `strict`.
    private func forEachPlaceholder(
      of columns: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, strict: Bool,
      _ body: (_ start: Int, _ column: Int) -> Void
    ) -> Bool {
      var index = 0
      while let start = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
        let rest = bytes[start...]
        guard let column = columns.first(where: { rest.starts(with: names.patterns[$0]) }) else {
          if strict { return false }
          index = start + 1
          continue
        }
        body(start, column)
        index = start + names.patterns[column].count
      }
      return true
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
