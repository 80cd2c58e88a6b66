import GherkinParser

extension Diagnostics {
  /// Every problem in one feature file's text that can be found without running it: parse
  /// errors explained (one per real mistake), lines that read like a step or heading but are
  /// not one (even beside parse errors), Examples without rows and Scenarios without steps; or,
  /// when those problems come from a file written in another language than its `# language:`
  /// line says, that one problem.
  ///
  /// - Parameter strict: whether a suspicious line or a Scenario without steps is an error (the
  ///   default) or a warning.
  package static func check(
    source: String, uri: String, parser: GherkinParser = GherkinParser(), strict: Bool = true
  ) -> [Diagnostic] {
    let result = parser.parse(source: source, uri: uri)
    return check(
      source: source, uri: uri, result: result, dialects: parser.dialects, strict: strict)
  }

  /// The problems of a file already parsed into `result`.
  ///
  /// - Parameter blocks: the suspicious-line scans of this file's last version, which this check
  ///   reuses for the blocks it did not change and keeps for the next one; `nil` scans every
  ///   line.
  ///
  /// - Parameter running: the lines of the scenarios that run although the file does not parse
  ///   (those of the parts that parse, ``scenarioLines(of:)``), to name with each parse error
  ///   the scenarios it keeps from running; `nil` names none.
  package static func check(
    source: String, uri: String, result: ParseResult, dialects: Dialects = .builtIn,
    strict: Bool = true, running: Set<Int>? = nil, blocks: SuspiciousLineBlocks? = nil
  ) -> [Diagnostic] {
    checked(
      source: source, uri: uri, result: result, dialects: dialects, strict: strict,
      running: running, blocks: blocks
    ).problems
  }

  /// What ``checked(source:uri:result:dialects:strict:running:blocks:)`` finds.
  package struct Checked {
    /// The problems, as ``check(source:uri:result:dialects:strict:running:blocks:)`` gives them.
    package var problems: [Diagnostic]
    /// For a file that parses and reads as written in its language: the lines of its
    /// suspicious lines, and the warnings of its Scenarios that share a title, which an edit of
    /// some of its Scenarios (``ScenarioSheet``) checks again with the others'.
    package var scenarios: (suspicious: [Int], sameTitles: [Diagnostic])?
  }

  /// The problems of a file already parsed into `result`, as
  /// ``check(source:uri:result:dialects:strict:running:blocks:)`` finds them, and what an edit
  /// of some of its Scenarios needs to check them alone.
  package static func checked(
    source: String, uri: String, result: ParseResult, dialects: Dialects = .builtIn,
    strict: Bool = true, running: Set<Int>? = nil, blocks: SuspiciousLineBlocks? = nil
  ) -> Checked {
    let lines = splitLines(source[...])
    // The file's `# language:` line, read once for every check below.
    let declaration = languageDeclaration(in: lines)
    let dialect = declaration.flatMap { dialects.dialect(for: $0.code) } ?? .english
    let scan = suspiciousLines(lines, uri: uri, dialect: dialect, strict: strict, blocks: blocks)
    switch result {
    case .document(let document):
      let written = scenarios(of: document)
      let sheet = ScenarioSheet(
        lines: lines, firstLine: 1, scenarios: written, uri: uri, dialect: dialect, strict: strict)
      let titles = sameTitles(written, uri: uri)
      let found = sheet.problems(scan: scan, sameTitles: titles)
      // A file whose suspicious lines read as another language's has that one problem.
      if let foreign = foreignLanguage(
        lines: found.suspicious, of: lines, declaration: declaration, uri: uri, dialect: dialect,
        dialects: dialects, problems: found.scenarioProblems)
      {
        return Checked(problems: [foreign])
      }
      return Checked(problems: found.problems, scenarios: (found.suspicious, titles))
    case .failure(let errors):
      // An unknown language hides the errors it causes.
      if let error = errors.first(where: { $0.kind == .noSuchLanguage }) {
        return Checked(problems: [
          unknownLanguage(error, code: declaration?.code ?? "", uri: uri, dialects: dialects)
        ])
      }
      // A suspicious line is reported even when another line does not parse, unless the parser
      // rejected that very line (its error says it already).
      let rejected = Set(errors.map(\.location.line))
      let suspicious = scan.diagnostics.filter { !rejected.contains($0.line ?? 0) }
      var explained = explain(errors, lines: lines, uri: uri, dialect: dialect)
      if let running {
        explained = namingDropped(explained, lines: lines, running: running, dialect: dialect)
      }
      var problems = explained + suspicious
      let problemLines = errors.map(\.location.line) + suspicious.compactMap(\.line)
      if let foreign = foreignLanguage(
        lines: problemLines, of: lines, declaration: declaration, uri: uri, dialect: dialect,
        dialects: dialects, problems: problems)
      {
        return Checked(problems: [foreign])
      }
      problems += tagsAtEndOfTitles(lines, uri: uri, dialect: dialect)
      problems = foldingHeadingsAmongSteps(problems, lines: lines, uri: uri, dialect: dialect)
      // By line; the sort is stable, so problems of one line keep their order.
      return Checked(problems: problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) })
    }
  }

  /// A text's lines, split at each line feed byte without it and a carriage return before it
  /// (a split on "\n" passes over `\r\n`, one Character).
  package static func splitLines(_ text: Substring) -> [String] {
    text.utf8.split(separator: 10, omittingEmptySubsequences: false).map {
      String(Substring($0.last == 13 ? $0.dropLast() : $0))
    }
  }

  /// What the text of a description stands under: the grammar reads a heading line as
  /// description text where that heading cannot follow.
  enum Heading: String {
    case feature, rule, background, scenario, examples

    /// Each heading with its keywords in `dialect`.
    static func keywords(in dialect: Dialect) -> [(Heading, [String])] {
      [
        (.feature, dialect.feature), (.rule, dialect.rule), (.background, dialect.background),
        (.scenario, dialect.scenario + dialect.scenarioOutline), (.examples, dialect.examples),
      ]
    }

    /// Whether the grammar takes `heading` as a heading (not description text) in this
    /// heading's description.
    func accepts(_ heading: Heading) -> Bool {
      switch (self, heading) {
      case (_, .feature): false
      case (.feature, .examples), (.rule, .examples), (.background, .examples): false
      case (.background, .background), (.scenario, .background), (.examples, .background): false
      default: true
      }
    }

    /// Whether steps may follow the heading, so that a line reading like a step is one.
    var takesSteps: Bool { self == .background || self == .scenario }
  }

  /// What ``suspiciousLines(_:uri:dialect:strict:blocks:)`` found.
  struct SuspiciousLines {
    var diagnostics: [Diagnostic] = []
    /// The lines of the Scenario and Background headings with a suspicious line in their
    /// description: that line already says why the steps below the heading do not run.
    var headingsWithSuspiciousText: Set<Int> = []
  }

  /// Lines outside doc strings that read like a step or a heading but are not one. The grammar
  /// takes such a line as description text, so it would silently not run. With `blocks`, only
  /// the blocks that changed since the file's last scan are read.
  static func suspiciousLines(
    _ lines: [String], uri: String, dialect: Dialect, strict: Bool,
    blocks: SuspiciousLineBlocks? = nil
  ) -> SuspiciousLines {
    var scanner = SuspiciousLineScanner(
      lines: lines, uri: uri, severity: strict ? .error : .warning, dialect: dialect)
    guard let blocks else { return scanner.scan(lines.indices) }
    return blocks.scan(
      lines, with: &scanner, context: .init(uri: uri, dialect: dialect, strict: strict))
  }

  /// The fence (three double quotes or three backticks) of the doc string that a line, without
  /// its surrounding space, opens; `nil` when it opens none.
  static func docStringFence(openedBy text: String) -> String? {
    for fence in ["\"\"\"", "```"] where text.hasPrefix(fence) { return fence }
    return nil
  }

  /// The state of ``suspiciousLines(_:uri:dialect:strict:blocks:)``'s pass over a file's lines:
  /// the doc string open if any, and the heading whose description the line stands in.
  struct SuspiciousLineScanner {
    let lines: [String]
    let uri: String
    let severity: Diagnostic.Severity
    let keywords: KeywordGuess.Keywords
    let kinds: [(Heading, [String])]
    private(set) var found = SuspiciousLines()
    private var fence: String?
    /// The heading whose description the line stands in, if any, and that heading's line.
    private var description: (heading: Heading, line: Int)?

    init(lines: [String], uri: String, severity: Diagnostic.Severity, dialect: Dialect) {
      (self.lines, self.uri, self.severity) = (lines, uri, severity)
      keywords = KeywordGuess.Keywords.prepared(dialect)
      kinds = Heading.keywords(in: dialect)
    }

    /// What the lines `lines` hold, read from the state at the top of a file.
    mutating func scan(_ lines: Range<Int>) -> SuspiciousLines {
      (found, fence, description) = (SuspiciousLines(), nil, nil)
      for index in lines { read(index) }
      return found
    }

    /// What the block (``SuspiciousLineBlocks``) that starts at line `start` holds, and where
    /// the next block starts: at the next line outside a doc string that is a Scenario's
    /// heading, or at the end of the file.
    mutating func scanBlock(from start: Int) -> (found: SuspiciousLines, end: Int) {
      (found, fence, description) = (SuspiciousLines(), nil, nil)
      read(start)
      var end = start + 1
      // A Scenario's heading finds nothing here: the next block's scan reads it again.
      while end < lines.count, !read(end) { end += 1 }
      return (found, end)
    }

    /// The heading a line without its surrounding space starts with.
    private func heading(of trimmed: String) -> (kind: Heading, keyword: String)? {
      guard let heading = keywords.headings.first(where: { trimmed.hasPrefix($0.line) }),
        let kind = kinds.first(where: { $0.1.contains(heading.keyword) })?.0
      else { return nil }
      return (kind, heading.keyword)
    }

    /// Reads line `index`; returns whether it is a Scenario's heading outside a doc string.
    @discardableResult
    private mutating func read(_ index: Int) -> Bool {
      let line = lines[index]
      let trimmed = line.trimmingSpace
      if let open = fence {
        if trimmed.hasPrefix(open) { fence = nil }
        return false
      }
      if let opened = Diagnostics.docStringFence(openedBy: trimmed) {
        fence = opened
        description = nil
        return false
      }
      let column = line.prefix { $0 == " " || $0 == "\t" }.count + 1
      if let heading = heading(of: trimmed) {
        readHeading(heading.kind, keyword: heading.keyword, at: index, column: column)
        return heading.kind == .scenario
      }
      if trimmed.hasPrefix("@") || trimmed.hasPrefix("|") { description = nil }
      if let step = keywords.steps.first(where: { trimmed.hasPrefix($0) }) {
        readStep(keyword: step.trimmingSpace, at: index, column: column)
        return false
      }
      readOther(at: index)
      return false
    }

    /// A heading: a mistake when the heading above cannot hold it, else the description's new
    /// heading.
    private mutating func readHeading(_ kind: Heading, keyword: String, at index: Int, column: Int)
    {
      if let current = description, !current.heading.accepts(kind) {
        report(
          index, column: column, length: keyword.count + 1,
          misplacedHeading(kind, keyword: keyword)
            + " As written, the line is read as description text.")
        return
      }
      description = (kind, index + 1)
    }

    /// A step: a mistake in the description of a heading that takes no steps.
    private mutating func readStep(keyword: String, at index: Int, column: Int) {
      guard let current = description, !current.heading.takesSteps else {
        description = nil
        return
      }
      report(
        index, column: column, length: keyword.count,
        "'\(keyword)' starts a step, but a step cannot stand here: steps go under a Scenario: or Background: heading, above its Examples. As written, the line is read as description text and never runs."
      )
    }

    /// Any other line: a mistake when it reads like a misspelt keyword.
    private mutating func readOther(at index: Int) {
      let expectingSteps = description?.heading.takesSteps ?? false
      guard
        let guess = KeywordGuess.guess(
          lines[index], keywords: keywords, expectingSteps: expectingSteps),
        !guess.isHeadingWithoutColon || headsStepsOrTable(index)
      else { return }
      report(
        index, column: guess.column, length: guess.written.count,
        guess.explanation + " As written, the line is read as description text and never runs.")
      // The steps after a misspelt heading or step are named by that one mistake.
      description = nil
    }

    /// Whether the next line that is neither blank nor a comment is a step or a table row: a
    /// heading without its colon is one only then; otherwise it is prose that starts with the
    /// word ("Rule of thumb: ...").
    private func headsStepsOrTable(_ index: Int) -> Bool {
      let next = lines[(index + 1)...].lazy.map(\.trimmingSpace)
        .first { !$0.isEmpty && !$0.hasPrefix("#") }
      guard let next else { return false }
      return next.hasPrefix("|") || keywords.steps.contains(where: next.hasPrefix)
    }

    private mutating func report(_ index: Int, column: Int, length: Int, _ message: String) {
      found.diagnostics.append(
        Diagnostic(
          .suspiciousLine, severity: severity, uri: uri, line: index + 1, column: column,
          length: length, message: message))
      if let description, description.heading.takesSteps {
        found.headingsWithSuspiciousText.insert(description.line)
      }
    }
  }

  /// Why a heading cannot stand in the description of the heading above it.
  static func misplacedHeading(_ heading: Heading, keyword: String) -> String {
    switch heading {
    case .feature:
      "A file holds one Feature, so this second one is not a new Feature: put it in a file of its own, or make it a 'Rule:' of the Feature above."
    case .background:
      "A Background must come first in its Feature or Rule, before any Scenario, and only once: move it up or merge it with the one above."
    case .examples:
      "Examples go under a Scenario Outline, after its steps: move this line there."
    case .rule, .scenario:
      "'\(keyword):' cannot stand here."
    }
  }

  /// The Scenarios (and Scenario Outlines) with no step of their own: they pass without
  /// proving anything, so each is named at its heading, unless a suspicious line in its
  /// description (a heading in `explained`) already says why its steps do not run.
  static func scenariosWithoutSteps(
    _ scenarios: [Scenario], uri: String, strict: Bool, explained: Set<Int>
  ) -> [Diagnostic] {
    scenarios.filter {
      $0.steps.isEmpty && !explained.contains($0.location.line)
    }.map { scenario in
      Diagnostic(
        .scenarioWithoutSteps, severity: strict ? .error : .warning, uri: uri,
        line: scenario.location.line, column: scenario.location.column,
        length: scenario.keyword.count,
        message: (scenario.name.isEmpty
          ? "This \(scenario.keyword)" : "\(scenario.keyword) '\(Wording.shown(scenario.name))'")
          + " has no steps, so it proves nothing: add its Given/When/Then steps under its heading."
      )
    }
  }

  /// Every Scenario of `document`, those of its Rules included, in the order written.
  package static func scenarios(of document: GherkinDocument) -> [Scenario] {
    (document.feature?.children ?? []).flatMap { child -> [Scenario] in
      switch child {
      case .scenario(let scenario): [scenario]
      case .rule(let rule):
        rule.children.compactMap { if case .scenario(let scenario) = $0 { scenario } else { nil } }
      case .background: []
      }
    }
  }

  /// Examples blocks with no row of values under their table's heading row: the outline runs
  /// once per row, so it silently never runs.
  static func examplesWithoutRows(_ scenarios: [Scenario], uri: String, strict: Bool)
    -> [Diagnostic]
  {
    scenarios.flatMap(\.examples).filter(\.tableBody.isEmpty).map { examples in
      let columns = examples.tableHeader.map { header in
        "| " + header.cells.map { Wording.shown($0.value) }.joined(separator: " | ") + " |"
      }
      return Diagnostic(
        .suspiciousLine, severity: strict ? .error : .warning, uri: uri,
        line: examples.location.line, column: examples.location.column,
        length: examples.keyword.count,
        message: columns.map {
          "These Examples have a heading row (\($0)) but no row of values under it, so the Scenario Outline never runs: add a row of values."
        }
          ?? "These Examples have no table, so the Scenario Outline never runs: add a table with a heading row and a row of values."
      )
    }
  }

  /// The 1-based line and code of a file's `# language:` header comment, if any; reads no line
  /// after the first that is neither blank nor a comment.
  package static func languageDeclaration(
    in lines: some Sequence<some StringProtocol>
  ) -> (line: Int, code: String)? {
    for (index, line) in lines.enumerated() {
      let trimmed = String(line).trimmingSpace
      if trimmed.isEmpty { continue }
      guard trimmed.hasPrefix("#") else { return nil }
      let words = trimmed.dropFirst().split(separator: ":", maxSplits: 1)
      if words.count == 2, String(words[0]).trimmingSpace == "language" {
        return (index + 1, String(words[1]).trimmingSpace)
      }
    }
    return nil
  }
}
