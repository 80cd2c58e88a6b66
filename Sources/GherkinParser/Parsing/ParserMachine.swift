/// The parser proper: a state machine over the lines of one file, following Cucumber's grammar
/// (`gherkin.berp`). Each state lists the line kinds it accepts, in matching order; that list is
/// also what an error reports as expected.
struct ParserMachine {
  /// A block whose header or description the parser is in.
  enum Block: Hashable {
    case feature, rule, background, scenario, examples
  }

  enum State: Hashable {
    case start, afterLanguage, featureTags, ruleTags, scenarioTags, examplesTags
    case header(Block)
    case description(Block)
    /// After a step line; `inTable` while its data table goes on.
    case step(inScenario: Bool, hadTable: Bool, hadDocString: Bool, inTable: Bool)
    case docString(inScenario: Bool, hadTable: Bool)
    case examplesTable
  }

  private static let maximumErrors = 10

  private var reader: LineReader
  private let recordTokens: Bool
  private var matcher: LineMatcher
  private var state = State.start
  private var builder: DocumentBuilder
  private(set) var tokens: [Token] = []
  /// The state whose candidates ``stateCandidates`` holds.
  private var candidatesState = State.start
  private var stateCandidates = candidates(.start)

  init(
    source: String, uri: String, parser: GherkinParser, recordTokens: Bool, firstLine: Int = 1
  ) {
    reader = LineReader(SourceText(source), firstLine: firstLine)
    self.recordTokens = recordTokens
    matcher = parser.matcher
    matcher.markdown = uri.hasSuffix(".md")
    builder = DocumentBuilder(uri: uri, ids: IdGenerator())
  }

  mutating func run(ids: inout IdGenerator) -> ParseResult {
    builder.ids = ids
    defer { ids = builder.ids }
    while builder.errors.count <= Self.maximumErrors, let line = reader.next() {
      step(line)
    }
    if builder.errors.count <= Self.maximumErrors {
      endOfFile()
    }
    let document = builder.finish()
    let errors = builder.errors.prefix(Self.maximumErrors + 1)
    return errors.isEmpty ? .document(document) : .failure(Array(errors))
  }

  // MARK: Matching

  /// The line kinds the current state accepts, looked up once per change of state.
  private mutating func currentCandidates() -> [TokenType] {
    if candidatesState != state {
      candidatesState = state
      stateCandidates = Self.candidatesByState[state] ?? Self.candidates(state)
    }
    return stateCandidates
  }

  private mutating func step(_ line: Line) {
    let candidates = currentCandidates()
    for type in candidates where type != .eof {
      do {
        guard let token = try matcher.match(type, line, in: reader.source) else { continue }
        if recordTokens { tokens.append(token) }
        transition(token)
        return
      } catch {
        builder.errors.append(error.error)
      }
    }
    let got = reader.source.string(reader.source.trimmingSpace(line.trimmed))
    builder.errors.append(
      ParseError(
        .unexpectedToken, at: line.location,
        reason: "expected: \(Self.expected(candidates)), got '\(got)'", expected: candidates))
  }

  private mutating func endOfFile() {
    let location = Location(line: reader.count + 1)
    let candidates = currentCandidates()
    guard candidates.contains(.eof) else {
      builder.errors.append(
        ParseError(
          .unexpectedEndOfFile, at: location,
          reason: "unexpected end of file, expected: \(Self.expected(candidates))",
          expected: candidates))
      return
    }
    if recordTokens { tokens.append(Token(type: .eof, location: location)) }
    endDescription()
  }

  private static func expected(_ candidates: [TokenType]) -> String {
    candidates.map { "#" + $0.rawValue }.joined(separator: ", ")
  }

  /// Whether a tag line may start an examples block here, and then whether it follows one.
  private mutating func lookahead(_ target: TokenType) -> Bool {
    var ahead = reader
    if matcher.markdown {
      // Markdown has its own tag and comment lines, and any other line matches nothing.
      var probe = matcher
      while let line = ahead.next() {
        if (try? probe.match(target, line, in: ahead.source)) != nil { return true }
        let skippable: [TokenType] = [.tagLine, .empty, .comment]
        guard skippable.contains(where: { (try? probe.match($0, line, in: ahead.source)) != nil })
        else { return false }
      }
      return false
    }
    while let line = ahead.next() {
      if (try? matcher.match(target, line, in: ahead.source)) != nil { return true }
      let first = line.trimmed.first.map { ahead.source.bytes[$0] }
      if first == UInt8(ascii: "@") {
        do { _ = try matcher.match(.tagLine, line, in: ahead.source) } catch {
          builder.errors.append(error.error)
          return false
        }
      } else if !(first == nil || first == UInt8(ascii: "#")) {
        return false
      }
    }
    return false
  }

  // MARK: Transitions

  private mutating func endDescription() {
    switch state {
    case .header, .description: builder.endDescription()
    default: break
    }
  }

  private mutating func transition(_ token: Token) {
    switch token.type {
    case .eof, .empty: break
    case .comment:
      builder.addComment(token)
      if case .header(let block) = state { state = .description(block) }
    case .language: state = .afterLanguage
    case .tagLine: tagLine(token)
    case .featureLine:
      builder.startFeature(token, language: matcher.dialect.code)
      state = .header(.feature)
    case .ruleLine, .backgroundLine, .scenarioLine, .examplesLine:
      endDescription()
      state = .header(builder.startBlock(token))
    case .stepLine:
      endDescription()
      builder.startStep(token)
      let inScenario: Bool
      switch state {
      case .header(let block), .description(let block): inScenario = block == .scenario
      case .step(let scenario, _, _, _): inScenario = scenario
      default: inScenario = false
      }
      state = .step(inScenario: inScenario, hadTable: false, hadDocString: false, inTable: false)
    case .tableRow: tableRow(token)
    case .docStringSeparator:
      switch state {
      case .docString(let inScenario, let hadTable):
        builder.closeDocString()
        state = .step(
          inScenario: inScenario, hadTable: hadTable, hadDocString: true, inTable: false)
      case .step(let inScenario, let hadTable, _, _):
        builder.openDocString(token)
        state = .docString(inScenario: inScenario, hadTable: hadTable)
      default: break
      }
    case .other:
      switch state {
      case .docString: builder.addDocStringLine(token)
      case .header(let block), .description(let block):
        builder.addDescriptionLine(token)
        state = .description(block)
      default: break
      }
    }
  }

  private mutating func tableRow(_ token: Token) {
    if case .step(let inScenario, _, let hadDocString, _) = state {
      builder.addStepTableRow(token)
      state = .step(
        inScenario: inScenario, hadTable: true, hadDocString: hadDocString, inTable: true)
    } else {
      endDescription()
      builder.addExamplesTableRow(token)
      state = .examplesTable
    }
  }

  private mutating func tagLine(_ token: Token) {
    switch state {
    case .start, .afterLanguage, .featureTags:
      builder.addFeatureTags(token)
      state = .featureTags
    case .ruleTags, .scenarioTags, .examplesTags:
      builder.addPendingTags(token)
    default:
      endDescription()
      if currentCandidates().contains(.examplesLine) && lookahead(.examplesLine) {
        state = .examplesTags
      } else if lookahead(.scenarioLine) {
        state = .scenarioTags
      } else {
        state = .ruleTags
      }
      builder.addPendingTags(token)
    }
  }

  // MARK: The grammar's states

  private static let featureStart: [TokenType] = [.tagLine, .featureLine, .comment, .empty]
  private static let following: [TokenType] = [.tagLine, .scenarioLine, .ruleLine]
  private static let followingInScenario: [TokenType] = [
    .tagLine, .examplesLine, .scenarioLine, .ruleLine,
  ]

  /// Every state's line kinds, listed once.
  private static let candidatesByState: [State: [TokenType]] = {
    let blocks: [Block] = [.feature, .rule, .background, .scenario, .examples]
    var states: [State] = [.start, .afterLanguage, .featureTags, .ruleTags, .scenarioTags]
    states += [.examplesTags, .examplesTable] + blocks.map(State.header)
    states += blocks.map(State.description)
    for (inScenario, hadTable) in [(false, false), (false, true), (true, false), (true, true)] {
      states.append(.docString(inScenario: inScenario, hadTable: hadTable))
      for (hadDocString, inTable) in [(false, false), (false, true), (true, false), (true, true)] {
        states.append(
          .step(
            inScenario: inScenario, hadTable: hadTable, hadDocString: hadDocString,
            inTable: inTable))
      }
    }
    return Dictionary(uniqueKeysWithValues: states.map { ($0, candidates($0)) })
  }()

  /// The line kinds a state accepts, in the order they are tried.
  private static func candidates(_ state: State) -> [TokenType] {
    switch state {
    case .start: return [.eof, .language] + featureStart
    case .afterLanguage, .featureTags: return featureStart
    case .ruleTags: return [.tagLine, .ruleLine, .comment, .empty]
    case .scenarioTags: return [.tagLine, .scenarioLine, .comment, .empty]
    case .examplesTags: return [.tagLine, .examplesLine, .comment, .empty]
    case .docString: return [.docStringSeparator, .other]
    case .examplesTable: return [.eof, .tableRow] + followingInScenario + [.comment, .empty]
    case .header(let block): return [.eof, .empty, .comment] + follow(block) + [.other]
    case .description(let block): return [.eof, .comment] + follow(block) + [.other]
    case .step(let inScenario, let hadTable, let hadDocString, let inTable):
      var list: [TokenType] = [.eof]
      if inTable || !hadTable { list.append(.tableRow) }
      if !hadDocString { list.append(.docStringSeparator) }
      list.append(.stepLine)
      list += inScenario ? followingInScenario : following
      return list + [.comment, .empty]
    }
  }

  private static func follow(_ block: Block) -> [TokenType] {
    switch block {
    case .feature, .rule: return [.backgroundLine] + following
    case .background: return [.stepLine] + following
    case .scenario: return [.stepLine] + followingInScenario
    case .examples: return [.tableRow] + followingInScenario
    }
  }
}
