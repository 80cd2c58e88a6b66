/// Assembles a ``GherkinDocument`` from matched lines, as the parser hands them over.
///
/// Nodes get their ids when they are complete, in the order Cucumber's AST builder gives them:
/// table rows before their step, steps before their scenario, tags just before their node.
struct DocumentBuilder {
  private struct Header {
    var location: Location
    var keyword: String
    var name: String
    var tags: [Token]
    var description = ""

    init(_ token: Token, tags: [Token] = []) {
      location = token.location
      keyword = token.keyword ?? ""
      name = token.text ?? ""
      self.tags = tags
    }
  }

  private struct OpenStep {
    var token: Token
    var rows: [Token] = []
    var dataTable: DataTable?
    var docStringToken: Token?
    var docStringLines: [String] = []
    var docString: DocString?
  }

  let uri: String
  var ids: IdGenerator
  var errors: [ParseError] = []
  private var comments: [Comment] = []
  private var featureTags: [Token] = []
  private var pendingTags: [Token] = []
  private var feature: Header?
  private var language = ""
  private var featureChildren: [FeatureChild] = []
  private var rule: (header: Header, children: [RuleChild])?
  private var background: (header: Header, steps: [Step])?
  private var scenario: (header: Header, steps: [Step], examples: [Examples])?
  private var examples: (header: Header, rows: [Token])?
  private var step: OpenStep?
  private var descriptionLines: [String] = []

  init(uri: String, ids: IdGenerator) {
    self.uri = uri
    self.ids = ids
  }

  // MARK: Lines

  mutating func addComment(_ token: Token) {
    // A Markdown table's separator row is a comment token without text: not a comment to keep.
    guard let text = token.text else { return }
    comments.append(Comment(location: token.location, text: text))
  }

  mutating func addFeatureTags(_ token: Token) { featureTags.append(token) }
  mutating func addPendingTags(_ token: Token) { pendingTags.append(token) }

  mutating func startFeature(_ token: Token, language: String) {
    feature = Header(token, tags: featureTags)
    self.language = language
  }

  /// Opens the rule, background, scenario or examples block that `token` (a line of one of
  /// those kinds) heads, after closing what it ends, and returns which block it is.
  mutating func startBlock(_ token: Token) -> ParserMachine.Block {
    switch token.type {
    case .ruleLine:
      closeRule()
      rule = (Header(token, tags: takePendingTags()), [])
      return .rule
    case .backgroundLine:
      closeBlock()
      background = (Header(token), [])
      return .background
    case .scenarioLine:
      closeBlock()
      scenario = (Header(token, tags: takePendingTags()), [], [])
      return .scenario
    default:
      closeStep()
      closeExamples()
      examples = (Header(token, tags: takePendingTags()), [])
      return .examples
    }
  }

  mutating func startStep(_ token: Token) {
    closeStep()
    step = OpenStep(token: token)
  }

  mutating func addStepTableRow(_ token: Token) { step?.rows.append(token) }
  mutating func addExamplesTableRow(_ token: Token) { examples?.rows.append(token) }

  mutating func openDocString(_ token: Token) {
    closeStepTable()
    step?.docStringToken = token
  }

  mutating func addDocStringLine(_ token: Token) { step?.docStringLines.append(token.text ?? "") }

  mutating func closeDocString() {
    guard let open = step?.docStringToken, let lines = step?.docStringLines else { return }
    let mediaType = open.text ?? ""
    step?.docString = DocString(
      location: open.location, mediaType: mediaType.isEmpty ? nil : mediaType,
      content: lines.joined(separator: "\n"), delimiter: open.keyword ?? "")
    step?.docStringToken = nil
    step?.docStringLines = []
  }

  mutating func addDescriptionLine(_ token: Token) { descriptionLines.append(token.text ?? "") }

  /// Gives the description lines gathered so far to the block whose header they follow.
  mutating func endDescription() {
    guard !descriptionLines.isEmpty else { return }
    while descriptionLines.last?.unicodeScalars.allSatisfy(\.isGherkinSpace) == true {
      descriptionLines.removeLast()
    }
    let text = descriptionLines.joined(separator: "\n")
    descriptionLines = []
    if examples != nil {
      examples?.header.description = text
    } else if scenario != nil {
      scenario?.header.description = text
    } else if background != nil {
      background?.header.description = text
    } else if rule != nil {
      rule?.header.description = text
    } else {
      feature?.description = text
    }
  }

  /// Completes every open node and returns the document.
  mutating func finish() -> GherkinDocument {
    closeRule()
    closeBlock()
    guard let header = feature else {
      return GherkinDocument(uri: uri, feature: nil, comments: comments)
    }
    let feature = Feature(
      location: header.location, tags: makeTags(header.tags), language: language,
      keyword: header.keyword, name: header.name, description: header.description,
      children: featureChildren.trimmed)
    return GherkinDocument(uri: uri, feature: feature, comments: comments)
  }

  // MARK: Completing nodes

  private mutating func takePendingTags() -> [Token] {
    defer { pendingTags = [] }
    return pendingTags
  }

  private mutating func makeTags(_ lines: [Token]) -> [Tag] {
    lines.flatMap { line in
      line.items.map { Tag(location: $0.location, name: $0.value, id: ids.make()) }
    }
  }

  private mutating func makeRows(_ tokens: [Token]) -> [TableRow] {
    let rows = tokens.map { TableRow(id: ids.make(), location: $0.location, cells: $0.items) }
    if let head = rows.first, let odd = rows.first(where: { $0.cells.count != head.cells.count }) {
      errors.append(
        ParseError(
          .inconsistentCellCount, at: odd.location,
          reason: "inconsistent cell count within the table"))
    }
    return rows
  }

  private mutating func closeStepTable() {
    guard let tokens = step?.rows, let first = tokens.first else { return }
    let rows = makeRows(tokens)
    step?.dataTable = DataTable(location: first.location, rows: rows)
    step?.rows = []
  }

  private mutating func closeStep() {
    closeStepTable()
    guard let open = step.take() else { return }
    let done = Step(
      id: ids.make(), location: open.token.location, keyword: open.token.keyword ?? "",
      keywordType: open.token.keywordType, text: open.token.text ?? "",
      docString: open.docString, dataTable: open.dataTable)
    if scenario != nil { scenario?.steps.append(done) } else { background?.steps.append(done) }
  }

  private mutating func closeExamples() {
    guard let open = examples.take() else { return }
    var body = makeRows(open.rows)
    let tableHeader = body.isEmpty ? nil : body.removeFirst()
    let header = open.header
    let tags = makeTags(header.tags)
    scenario?.examples.append(
      Examples(
        id: ids.make(), location: header.location, tags: tags, keyword: header.keyword,
        name: header.name, description: header.description, tableHeader: tableHeader,
        tableBody: body))
  }

  private mutating func closeBlock() {
    closeStep()
    closeExamples()
    if let open = scenario.take() {
      let header = open.header
      let tags = makeTags(header.tags)
      let done = Scenario(
        id: ids.make(), location: header.location, tags: tags, keyword: header.keyword,
        name: header.name, description: header.description, steps: open.steps.trimmed,
        examples: open.examples)
      addChild(.scenario(done), or: .scenario(done))
    }
    if let open = background.take() {
      let header = open.header
      let done = Background(
        id: ids.make(), location: header.location, keyword: header.keyword, name: header.name,
        description: header.description, steps: open.steps.trimmed)
      addChild(.background(done), or: .background(done))
    }
  }

  private mutating func addChild(_ child: RuleChild, or featureChild: FeatureChild) {
    if rule != nil { rule?.children.append(child) } else { featureChildren.append(featureChild) }
  }

  private mutating func closeRule() {
    closeBlock()
    guard let open = rule.take() else { return }
    let header = open.header
    let tags = makeTags(header.tags)
    featureChildren.append(
      .rule(
        Rule(
          id: ids.make(), location: header.location, tags: tags, keyword: header.keyword,
          name: header.name, description: header.description, children: open.children.trimmed)))
  }
}

extension Array {
  /// The same elements with no spare capacity, for a list that is complete and kept for a run:
  /// appending grows an array's storage ahead of its count.
  package var trimmed: [Element] { count == capacity ? self : map(\.self) }
}
