import GherkinDiagnostics

/// One document parsed once: its syntax tree or errors, its pickles, and its steps in file order.
/// A document that does not parse is read as its parts that do (`GherkinParser.recover`), so that
/// the outline, hover and step diagnostics stay while the file has a typo. An edit of a few of
/// its Scenarios parses only those again (``edit(from:to:parser:)``).
struct FeatureAnalysis {
  /// The document's URI, as its diagnostics name it.
  let uri: String
  var result: ParseResult
  /// The syntax tree: the document's, or that of its parts that parse.
  var document: GherkinDocument?
  /// Every step of the document, backgrounds' included, in file order.
  var steps: [Step]
  /// The substituted texts of each step, by step id (an outline step has one per Examples row).
  var pickleTexts: [String: [String]] = [:]
  /// The ids of the steps that Examples rows fill (an outline's steps).
  var outlineSteps: Set<String> = []
  /// The document as the command line loads it: its pickles and the index of its steps.
  var suite: FeatureSuite
  /// How many edits parsed some of the document's Scenarios alone since it was parsed whole:
  /// the ids of each edit's nodes start with its number, apart from the others'.
  var edits = 0
  /// The Scenarios the last edit parsed alone; `nil` when the document was parsed whole.
  var lastEdit: EditedScenarios?

  /// How many Scenarios the last edit parsed alone (none when the document was parsed whole):
  /// for tests to see that an edit parses only the Scenarios it changed.
  var scenariosParsed: Int { lastEdit?.children.count ?? 0 }

  init(text: String, uri: String, parser: GherkinParser) {
    self.uri = uri
    suite = FeatureSuite(sources: [(uri, text)], parser: parser)
    let file = suite.files[0]
    result = file.parseResult
    document = file.document
    steps = document?.feature.map { Self.steps(of: $0.children) } ?? []
    add(file.pickles)
  }

  /// Adds the texts of the steps of `pickles`, and the steps Examples rows fill.
  mutating func add(_ pickles: [Pickle]) {
    for pickle in pickles {
      for step in pickle.steps where pickleTexts[step.stepId]?.contains(step.text) != true {
        pickleTexts[step.stepId, default: []].append(step.text)
      }
      if pickle.examplesRowId != nil { outlineSteps.formUnion(pickle.steps.map(\.stepId)) }
    }
  }

  /// The step whose keyword line is `line` (0-based), if any.
  func step(onLine line: Int) -> Step? {
    // The steps are in line order.
    let position = steps.partitioningIndex { $0.location.line >= line + 1 }
    guard position < steps.count, steps[position].location.line == line + 1 else { return nil }
    return steps[position]
  }

  /// The texts to match for a step: its pickles' texts, or its own text when no pickle uses it
  /// (a background's step in a feature without scenarios).
  func texts(of step: Step) -> [String] {
    pickleTexts[step.id] ?? [step.text]
  }

  private static func steps(of children: [FeatureChild]) -> [Step] {
    children.flatMap { child -> [Step] in
      switch child {
      case .background(let background): background.steps
      case .scenario(let scenario): scenario.steps
      case .rule(let rule): steps(of: rule.children.map(\.featureChild))
      }
    }
  }
}

/// The Scenarios an edit parsed alone (``FeatureAnalysis/edit(from:to:parser:)``): the part of
/// the document whose problems the editor finds again.
struct EditedScenarios {
  /// Their positions among the Feature's children.
  var children: Range<Int>
  /// Their lines (1-based), the last one's to the line before the next child or the end of the
  /// file.
  var lines: Range<Int>
  /// How many lines the edit added (removed when negative): the lines below moved by as many.
  var shift: Int

  /// The lines (1-based) of the Scenarios the edit replaced, in the text before it.
  var linesBefore: Range<Int> { lines.lowerBound..<lines.upperBound - shift }

  /// The line (1-based) in the text after the edit of `line` in the text before it; `nil` for a
  /// line of the Scenarios it replaced.
  func lineAfter(_ line: Int) -> Int? {
    if line < lines.lowerBound { return line }
    return line >= linesBefore.upperBound ? line + shift : nil
  }
  /// Whether the edit changed the texts the Feature's Background's steps are matched with, or
  /// whether Examples rows fill them: a Background's step has a text when any pickle has steps.
  var changedBackground: Bool
}
