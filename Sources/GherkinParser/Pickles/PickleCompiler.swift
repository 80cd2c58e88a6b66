/// Compiles a ``GherkinDocument`` into ``Pickle``s: backgrounds prepended, outlines expanded
/// row by row with `<placeholder>` substitution, tags inherited.
package enum PickleCompiler {
  /// How far a hostile examples row may grow a text, in bytes: a substitution that would make
  /// the text longer than this and than it was is left undone (see `Values.interpolate`).
  static let growthLimit = 1 << 20

  /// Compiles `document`, giving pickles and their steps ids from `ids`, in Cucumber's order.
  package static func compile(_ document: GherkinDocument, ids: inout IdGenerator) -> [Pickle] {
    compile(document, ids: &ids, growthLimit: growthLimit)
  }

  /// Compiles `document` as `compile(_:ids:)` does, a hostile examples row growing a text to at
  /// most `growthLimit` bytes (tests give a small one).
  static func compile(_ document: GherkinDocument, ids: inout IdGenerator, growthLimit: Int)
    -> [Pickle]
  {
    guard let feature = document.feature else { return [] }
    var context = Context(
      uri: document.uri, language: feature.language, ids: ids, growthLimit: growthLimit)
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
    compile(document, growthLimit: growthLimit)
  }

  /// Compiles `document` as `compile(_:)` does, with the given `growthLimit`.
  static func compile(_ document: GherkinDocument, growthLimit: Int) -> [Pickle] {
    var ids = IdGenerator(prefix: "pickle-")
    return compile(document, ids: &ids, growthLimit: growthLimit)
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
    /// The bytes a hostile examples row may grow a text to (``PickleCompiler/growthLimit``).
    let growthLimit: Int
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
        // Where the placeholders are depends on the header alone: found once for every row.
        let templates = prepared.map { $0.textMayChange ? Template($0.step.text, names) : nil }
        let nameTemplate =
          Values.mayHavePlaceholder(scenario.name) ? Template(scenario.name, names) : nil
        for row in examples.tableBody {
          let values = Values(names: names, cells: row.cells, growthLimit: growthLimit)
          let steps = self.steps(
            prepared, background: background,
            row: Row(id: row.id, values: values, templates: templates))
          pickles.append(
            Pickle(
              id: ids.make(), uri: uri, location: row.location,
              name: values.interpolate(scenario.name, template: nameTemplate), language: language,
              steps: steps, tags: tags, scenarioId: scenario.id, examplesRowId: row.id))
        }
      }
    }

    private func pickleTags(_ tags: [Tag]) -> [PickleTag] {
      tags.map { PickleTag(name: $0.name, astNodeId: $0.id) }
    }

    private mutating func steps(_ steps: [PreparedStep], background: [PreparedStep], row: Row?)
      -> [PickleStep]
    {
      guard !steps.isEmpty else { return [] }
      var lastType = StepKeywordType.unknown
      var compiled: [PickleStep] = []
      compiled.reserveCapacity(background.count + steps.count)
      // Background steps take no values from the examples row.
      for step in background { compiled.append(pickleStep(step, &lastType, row: nil)) }
      for (index, step) in steps.enumerated() {
        compiled.append(pickleStep(step, &lastType, row: row, template: row?.templates[index]))
      }
      return compiled
    }

    private mutating func pickleStep(
      _ prepared: PreparedStep, _ lastType: inout StepKeywordType, row: Row?,
      template: Template? = nil
    ) -> PickleStep {
      let step = prepared.step
      if let type = step.keywordType, type != .conjunction { lastType = type }
      var (text, argument) = (step.text, prepared.argument)
      if let row, prepared.textMayChange {
        text = row.values.interpolate(text, template: template)
      }
      if let row, prepared.argumentMayChange {
        argument = PreparedStep.argument(step, values: row.values)
      }
      return PickleStep(
        id: ids.make(), text: text, type: PickleStep.Kind(lastType), argumentBox: argument,
        stepId: step.id, examplesRowId: row?.id)
    }
  }

  /// An examples row as its pickle's steps take it.
  private struct Row {
    let id: String
    let values: Values
    /// The template of each scenario step's text (by its index) under the row's header, or
    /// `nil` for a text that no row changes.
    let templates: [Template?]
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

    /// Each `<` of `text` that starts the name of one of `columns` (the first such), with that
    /// column; `nil` as soon as a `<` starts none, when `strict`.
    func placeholders(of columns: Range<Int>, in text: String, strict: Bool) -> [Placeholder]? {
      var text = text
      return text.withUTF8 { bytes in
        var (found, index) = ([Placeholder](), 0)
        while let start = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
          let rest = bytes[start...]
          guard let column = columns.first(where: { rest.starts(with: patterns[$0]) }) else {
            if strict { return nil }
            index = start + 1
            continue
          }
          found.append(Placeholder(start: start, column: column))
          index = start + patterns[column].count
        }
        return found
      }
    }
  }

  /// A `<name>` in a text: where its `<` is, and the column of the name.
  private struct Placeholder {
    let start: Int
    let column: Int
  }

  /// A text's placeholders under one examples header, found once for all its rows.
  private struct Template {
    let text: String
    /// The columns whose names were looked for: every name of the header.
    let columns: Range<Int>
    let placeholders: [Placeholder]

    /// The template of `text`, or `nil` when a `<` of it starts no name of `names` (then each
    /// row substitutes one name after the other).
    init?(_ text: String, _ names: Names) {
      let columns = 0..<names.patterns.count
      guard let placeholders = names.placeholders(of: columns, in: text, strict: true) else {
        return nil
      }
      (self.text, self.columns, self.placeholders) = (text, columns, placeholders)
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
    /// The bytes a substitution may grow a text to, when the names or values hold brackets.
    let growthLimit: Int

    init(names: Names, cells: [TableCell], growthLimit: Int) {
      self.names = names
      self.cells = cells
      self.growthLimit = growthLimit
      areSimple = names.areSimple && !cells.contains { Self.hasBracket($0.value) }
    }

    /// `text` with each `<name>` replaced by its value, one name after the other; `template`,
    /// when given, is `text`'s under this row's header, whose placeholders need no finding.
    ///
    /// When names or values hold brackets, a value may make a later placeholder, so a hostile
    /// table could multiply the text with each column: then a name whose substitution would grow
    /// the text past `max(its size, growthLimit)` (1 MB unless a test gives less) is left as
    /// written.
    func interpolate(_ text: String, template: Template? = nil) -> String {
      let columns = 0..<min(names.patterns.count, cells.count)
      if areSimple, let template = template ?? Template(text, names),
        template.columns == columns
      {
        // The template's own text: the offsets of its placeholders index its bytes.
        return filled(template.text, template.placeholders, limit: nil) ?? template.text
      }
      let limit = areSimple ? nil : max(text.utf8.count, growthLimit)
      return columns.reduce(text) { text, column in
        let placeholders = names.placeholders(of: column..<column + 1, in: text, strict: false)
        return placeholders.flatMap { filled(text, $0, limit: limit) } ?? text
      }
    }

    static func hasBracket(_ text: String) -> Bool {
      text.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
    }

    static func mayHavePlaceholder(_ text: String) -> Bool {
      text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "<")) }
        ?? text.utf8.contains(UInt8(ascii: "<"))
    }

    /// `text` with its `placeholders` replaced by their values: `text` itself when there are
    /// none, `nil` when the result would be longer than `limit` bytes.
    private func filled(_ text: String, _ placeholders: [Placeholder], limit: Int?) -> String? {
      guard !placeholders.isEmpty else { return text }
      var text = text
      let length = placeholders.reduce(text.utf8.count) {
        $0 + cells[$1.column].value.utf8.count - names.patterns[$1.column].count
      }
      guard length <= limit ?? length else { return nil }
      return text.withUTF8 { bytes in
        String(unsafeUninitializedCapacity: length) { result in
          var (copied, written) = (0, 0)
          for placeholder in placeholders {
            written = result[written...].initialize(
              fromContentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<placeholder.start]))
            written = result[written...].initialize(
              fromContentsOf: cells[placeholder.column].value.utf8)
            copied = placeholder.start + names.patterns[placeholder.column].count
          }
          return result[written...].initialize(
            fromContentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
      }
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
