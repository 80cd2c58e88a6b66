import GherkinDiagnostics

/// One document parsed once: its syntax tree or errors, its pickles, and its steps in file order.
/// A document that does not parse is read as its parts that do (`GherkinParser.recover`), so that
/// the outline, hover and step diagnostics stay while the file has a typo.
struct FeatureAnalysis {
  /// The document's URI, as its diagnostics name it.
  let uri: String
  let result: ParseResult
  /// The syntax tree: the document's, or that of its parts that parse.
  let document: GherkinDocument?
  /// Every step of the document, backgrounds' included, in file order.
  let steps: [Step]
  /// The substituted texts of each step, by step id (an outline step has one per Examples row).
  let pickleTexts: [String: [String]]
  /// The ids of the steps that Examples rows fill (an outline's steps).
  let outlineSteps: Set<String>
  /// The document as the command line loads it: its pickles and the index of its steps.
  let suite: FeatureSuite
  /// The position in ``steps`` of the step on each line (1-based).
  private let stepOnLine: [Int: Int]

  init(text: String, uri: String, parser: GherkinParser) {
    self.uri = uri
    suite = FeatureSuite(sources: [(uri, text)], parser: parser)
    let file = suite.files[0]
    result = file.parseResult
    document = file.document
    let pickles = file.pickles
    steps = document?.feature.map { Self.steps(of: $0.children) } ?? []
    var texts: [String: [String]] = [:]
    for pickle in pickles {
      for step in pickle.steps where texts[step.stepId]?.contains(step.text) != true {
        texts[step.stepId, default: []].append(step.text)
      }
    }
    pickleTexts = texts
    outlineSteps = Set(
      pickles.filter { $0.examplesRowId != nil }.flatMap { $0.steps.map(\.stepId) })
    var stepOnLine: [Int: Int] = [:]
    for (position, step) in steps.enumerated() where stepOnLine[step.location.line] == nil {
      stepOnLine[step.location.line] = position
    }
    self.stepOnLine = stepOnLine
  }

  /// The step whose keyword line is `line` (0-based), if any.
  func step(onLine line: Int) -> Step? {
    stepOnLine[line + 1].map { steps[$0] }
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
