import GherkinParser

extension Diagnostics {
  /// Plain words for the line kinds a parse error lists as expected, in the order they are
  /// named; kinds a person never needs to be told of (blank lines, description text) are left out.
  private static let expectedWords: [(TokenType, String)] = [
    (.stepLine, "a step"), (.tableRow, "a table row"), (.docStringSeparator, "a doc string"),
    (.tagLine, "a tag"), (.comment, "a comment"), (.examplesLine, "an Examples table"),
    (.scenarioLine, "a new Scenario"), (.backgroundLine, "a Background"),
    (.ruleLine, "a new Rule"), (.featureLine, "a Feature"), (.eof, "the end of the file"),
  ]

  /// The parse errors of one file in plain words, one per real mistake: an unexpected line
  /// hides those of the lines that follow it up to the next line the parser could read.
  static func explain(_ errors: [ParseError], lines: [String], uri: String, dialect: Dialect)
    -> [Diagnostic]
  {
    var diagnostics: [Diagnostic] = []
    var followOns: [Int] = []
    var previousLine: Int?
    // Whether the error that opened the current group stands before the file's Feature heading:
    // the parser then rejects every line up to a Feature heading because of it.
    var previousBeforeFeature = false
    var previousIsStructure = false
    let keywords = KeywordGuess.Keywords.prepared(dialect)
    // A tag line that cannot be read as tags is also rejected as a line: one mistake.
    let badTagLines = Set(errors.filter { $0.kind == .tagWithWhitespace }.map(\.location.line))
    var tables = TableStarts(lines: lines)
    var endFollows = false
    func closeGroup() {
      guard !followOns.isEmpty || endFollows, !diagnostics.isEmpty else { return }
      diagnostics[diagnostics.count - 1].message += followOnWords(followOns, end: endFollows)
      followOns = []
      endFollows = false
    }
    for error in errors {
      let line = error.location.line
      if error.kind == .unexpectedToken, badTagLines.contains(line) { continue }
      if let previous = previousLine,
        endsTooEarlyBecauseOf(previous, error, lines: lines, dialect: dialect)
      {
        endFollows = true
        continue
      }
      // The parser met the error before the file's Feature heading.
      let beforeFeature = error.kind == .unexpectedToken && error.expected.contains(.featureLine)
      if error.kind == .unexpectedToken, let previous = previousLine,
        (previousBeforeFeature && beforeFeature)
          || isFollowOn(line, after: previous, lines: lines, dialect: dialect)
          || (previousIsStructure && onlyTagsBetween(previous, line, lines: lines))
      {
        previousLine = line
        followOns.append(line)
        continue
      }
      closeGroup()
      previousLine = error.kind == .unexpectedToken ? line : nil
      previousBeforeFeature = beforeFeature
      // A mistake in the file's structure leaves the parser lost up to the next heading too.
      previousIsStructure =
        error.kind == .unexpectedToken
        && structureMistake(at: line, lines: lines, dialect: dialect) != nil
      diagnostics.append(
        explain(
          error, lines: lines, uri: uri, dialect: dialect, keywords: keywords, tables: &tables))
    }
    closeGroup()
    return diagnostics
  }

  /// The words that fold the follow-on errors of one mistake into its message: the lines
  /// rejected after it, and the end of the file.
  private static func followOnWords(_ lines: [Int], end: Bool) -> String {
    var parts: [String] = []
    if !lines.isEmpty {
      let numbers = Wording.list(lines.map(String.init), conjunction: "and")
      parts.append("\(lines.count == 1 ? "Line" : "Lines") \(numbers) after it")
    }
    if end { parts.append("the end of the file") }
    let plural = lines.count + (end ? 1 : 0) > 1
    return
      " \(Wording.list(parts, conjunction: "and")) \(plural ? "were" : "was") rejected only because of this line."
  }

  /// Whether the file ends too early only because of the unexpected line `previous`: no
  /// heading or tag stands after it, so the parser is still lost at the end.
  private static func endsTooEarlyBecauseOf(
    _ previous: Int, _ error: ParseError, lines: [String], dialect: Dialect
  ) -> Bool {
    guard error.kind == .unexpectedEndOfFile, !error.expected.contains(.docStringSeparator),
      previous <= lines.count
    else { return false }
    return !lines[previous...].contains { line in
      switch kind(of: line, dialect: dialect) {
      case .heading, .tagLine: true
      default: false
      }
    }
  }

  /// Whether only blank lines, comments and tag lines stand between the lines `first` and
  /// `second`: a parser lost at `first` is still lost at `second`.
  private static func onlyTagsBetween(_ first: Int, _ second: Int, lines: [String]) -> Bool {
    guard second > first, second <= lines.count + 1 else { return false }
    return lines[first..<(second - 1)].allSatisfy { line in
      let trimmed = line.trimmingSpace
      return trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("@")
    }
  }

  /// Whether an unexpected line is well formed (a step, table row, doc string or tag) and
  /// follows an earlier error with no heading between: the parser, lost since that error,
  /// rejects such lines only because of it.
  private static func isFollowOn(
    _ line: Int, after previous: Int, lines: [String], dialect: Dialect
  ) -> Bool {
    guard line > previous, line <= lines.count else { return false }
    func isHeading(_ text: String) -> Bool {
      if case .heading = kind(of: text, dialect: dialect) { true } else { false }
    }
    let text = lines[line - 1]
    guard kind(of: text, dialect: dialect) != .text, !isHeading(text) else { return false }
    return !lines[previous..<(line - 1)].contains(where: isHeading)
  }

  private static func explain(
    _ error: ParseError, lines: [String], uri: String, dialect: Dialect,
    keywords: KeywordGuess.Keywords, tables: inout TableStarts
  ) -> Diagnostic {
    let number = error.location.line
    let text = number >= 1 && number <= lines.count ? lines[number - 1] : ""
    let expected = Wording.list(expectedWords.filter { error.expected.contains($0.0) }.map(\.1))
    switch error.kind {
    case .unexpectedToken:
      if let mistake = structureMistake(at: number, lines: lines, dialect: dialect) {
        return diagnostic(error, uri: uri, at: mistake.line, lines: lines, mistake.message)
      }
      let what = unexpectedLine(
        error, text: text, lines: lines, dialect: dialect, keywords: keywords,
        expected: expected)
      let message = what + (expected.isEmpty ? "" : " At this place the file may have \(expected).")
      return diagnostic(error, uri: uri, at: number, column: error.location.column, text, message)
    case .unexpectedEndOfFile:
      if expected.contains("a doc string"), let open = unclosedFence(in: lines) {
        // Point at the doc string left open, where the fix is decided.
        return diagnostic(
          error, uri: uri, at: open.line, column: open.column, lines[open.line - 1],
          "This doc string is never closed: add a line with \(open.fence) where its text ends. As written, the rest of the file is read as its text."
        )
      }
      let message =
        "The file ends too early"
        + (expected.isEmpty ? "." : ": at its end the file needs \(expected).")
      // The end of the file has no column in Cucumber's messages: it is the start of the line
      // after the last.
      return diagnostic(error, uri: uri, at: number, column: error.location.column, text, message)
    case .inconsistentCellCount:
      return cellCountMistake(error, uri: uri, lines: lines, tables: &tables)
    case .tagWithWhitespace:
      return diagnostic(
        error, uri: uri, at: number, column: error.location.column, text, tagLineMistake(text))
    case .noSuchLanguage:
      return diagnostic(
        error, uri: uri, at: number, column: error.location.column, text, error.message)
    }
  }

  /// A diagnostic of `error` at `line` (its whole text, from its first character), in words.
  private static func diagnostic(
    _ error: ParseError, uri: String, at line: Int, lines: [String], _ message: String
  ) -> Diagnostic {
    let text = lines[line - 1]
    let column = text.count - text.drop { $0 == " " || $0 == "\t" }.count + 1
    return diagnostic(error, uri: uri, at: line, column: column, text, message)
  }

  private static func diagnostic(
    _ error: ParseError, uri: String, at line: Int, column: Int?, _ text: String,
    _ message: String
  ) -> Diagnostic {
    Diagnostic(
      .parseError, uri: uri, line: line, column: column ?? 1,
      length: text.trimmingSpace.count, message: message, machineMessage: error.message)
  }

  /// Why a line the parser did not expect cannot stand where it is, when no mistake of the
  /// file's structure explains it: a misspelt keyword, a heading out of place, a step wrapped
  /// onto two lines, tags without their @.
  private static func unexpectedLine(
    _ error: ParseError, text: String, lines: [String], dialect: Dialect,
    keywords: KeywordGuess.Keywords, expected: String
  ) -> String {
    let number = error.location.line
    if let guess = KeywordGuess.guess(text, keywords: keywords, expectingSteps: true) {
      return guess.explanation
    }
    let kind = kind(of: text, dialect: dialect)
    let what = "\(describe(text, dialect: dialect)) cannot stand here."
    // Before the Feature heading, where only a Feature heading, tags and comments may stand.
    if error.expected.contains(.featureLine), kind != .text {
      return what
        + " A feature file starts with a 'Feature:' heading followed by the feature's name: add one above this line."
    }
    if kind == .heading(.feature) {
      return what + " " + misplacedHeading(.feature, keyword: text.trimmingSpace)
    }
    if kind == .heading(.background) {
      return what
        + " A Background must come before the first Scenario of its Feature or Rule: move it up."
    }
    if kind == .text, isWrappedStep(text, line: number, lines: lines, dialect: dialect) {
      // The line under a step, in plain words: the step was wrapped onto two lines.
      return
        "'\(Wording.shown(text.trimmingSpace))' looks like the rest of the step on line \(number - 1): a step is written on one line, however long. Join this line to the end of line \(number - 1)."
    }
    if kind == .text, expected.contains("a tag"),
      let tags = tagsWithoutAt(text, line: number, lines: lines, dialect: dialect)
    {
      return
        "'\(Wording.shown(text.trimmingSpace))' stands where tags go, but a tag starts with @: write '\(Wording.shown(tags))'."
    }
    return what
  }

  /// Whether the text on line `number` is the end of the step above it, wrapped onto its own
  /// line: it starts as a sentence goes on (a small letter, a digit, a quote).
  private static func isWrappedStep(
    _ text: String, line number: Int, lines: [String], dialect: Dialect
  ) -> Bool {
    guard number > 1, kind(of: lines[number - 2], dialect: dialect) == .step,
      let first = text.trimmingSpace.first
    else { return false }
    return first.isLowercase || first.isNumber || first == "\""
  }

  /// A table row with another number of cells than its table's first row, in words, at the row
  /// where the fix is.
  private static func cellCountMistake(
    _ error: ParseError, uri: String, lines: [String], tables: inout TableStarts
  ) -> Diagnostic {
    let number = error.location.line
    let text = lines[number - 1]
    let start = tables.start(of: number)
    if !text.trimmingSpace.hasSuffix("|") {
      return diagnostic(
        error, uri: uri, at: number, column: error.location.column, text,
        "This table row does not end with |: add a | after its last cell. Text after a row's last | is not read as a cell, so the row has fewer cells than the table's first row."
      )
    }
    if start < number, !lines[start - 1].trimmingSpace.hasSuffix("|") {
      // Point at the first row, where the fix is.
      return diagnostic(
        error, uri: uri, at: start, lines: lines,
        "This table row does not end with |: add a | after its last cell. Text after a row's last | is not read as a cell, so line \(number) below has more cells than this row."
      )
    }
    return diagnostic(
      error, uri: uri, at: number, column: error.location.column, text,
      "This table row has a different number of cells from the table's first row: every row needs as many | separated cells."
    )
  }

  /// What is wrong with a tag line the parser cannot read as tags, in words.
  private static func tagLineMistake(_ line: String) -> String {
    var text = Substring(line.trimmingSpace)
    if let comment = text.range(of: " #") { text = text[..<comment.lowerBound] }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
    if let index = words.firstIndex(of: "@"), index + 1 < words.count {
      let name = words[index + 1].drop { $0 == "@" }
      return
        "A tag's name follows its @ with no space between: write '@\(Wording.shown(String(name)))'."
    }
    if let bare = words.first(where: { !$0.hasPrefix("@") }) {
      return
        "'\(Wording.shown(String(bare)))' on this tag line has no @: every tag starts with @, so write '@\(Wording.shown(String(bare)))'."
    }
    return "A tag cannot contain spaces: write each tag as @name, with spaces only between tags."
  }

  /// The tags `line` likely meant, with their @ (`@narrative-2 @edge`), when it is one or more
  /// tag-like words (one word, or words with a hyphen, underscore or digit) standing just above
  /// a heading or a tag line, where tags go.
  private static func tagsWithoutAt(
    _ line: String, line number: Int, lines: [String], dialect: Dialect
  ) -> String? {
    let words = line.trimmingSpace.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard !words.isEmpty, words.count <= 6,
      words.allSatisfy({ word in
        !word.contains(":") && !word.contains("|")
          && (words.count == 1 || word.contains { $0 == "-" || $0 == "_" || $0.isNumber })
      })
    else { return nil }
    // The next line that is neither blank nor a comment.
    let next = lines.dropFirst(number).lazy.map(\.trimmingSpace)
      .first { !$0.isEmpty && !$0.hasPrefix("#") }
    switch next.map({ kind(of: $0, dialect: dialect) }) {
    case .tagLine?, .heading(.feature)?, .heading(.rule)?, .heading(.scenario)?,
      .heading(.examples)?:
      return words.map { "@" + $0 }.joined(separator: " ")
    default: return nil
    }
  }

  /// The first line (1-based) of the table that holds a line, found walking up the table's rows
  /// once: a later row of the same table starts from where the last walk ended.
  struct TableStarts {
    let lines: [String]
    private var last: (start: Int, row: Int)?

    init(lines: [String]) { self.lines = lines }

    mutating func start(of row: Int) -> Int {
      var start = row
      while start > 1, lines[start - 2].trimmingSpace.hasPrefix("|") {
        if let last, last.row == start - 1 {
          start = last.start
          break
        }
        start -= 1
      }
      last = (start, row)
      return start
    }
  }

  /// The opening line (1-based), column and fence of the last doc string the file leaves open.
  private static func unclosedFence(in lines: [String]) -> (line: Int, column: Int, fence: String)?
  {
    var open: (line: Int, column: Int, fence: String)?
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingSpace
      if let current = open {
        if trimmed.hasPrefix(current.fence) { open = nil }
      } else if trimmed.hasPrefix("\"\"\"") || trimmed.hasPrefix("```") {
        let indent = line.prefix { $0 == " " || $0 == "\t" }.count
        open = (index + 1, indent + 1, String(trimmed.prefix(3)))
      }
    }
    return open
  }

  /// What kind of line a line is, as far as a person would see it.
  enum LineKind: Equatable {
    case step, tableRow, docString, tagLine
    case heading(Heading)
    case text
  }

  static func kind(of line: String, dialect: Dialect) -> LineKind {
    let trimmed = line.trimmingSpace
    if trimmed.hasPrefix("|") { return .tableRow }
    if trimmed.hasPrefix("@") { return .tagLine }
    if trimmed.hasPrefix("\"\"\"") || trimmed.hasPrefix("```") { return .docString }
    // The keyword lists as they are: `stepKeywords` would build its list of kinds for each line.
    let stepKeywords = [dialect.given, dialect.when, dialect.then, dialect.and, dialect.but]
    if stepKeywords.contains(where: { $0.contains { trimmed.hasPrefix($0) } }) { return .step }
    for (heading, keywords) in Heading.keywords(in: dialect)
    where keywords.contains(where: { trimmed.hasPrefix($0 + ":") }) {
      return .heading(heading)
    }
    return .text
  }

  /// What a line is, in words: `A table row`, `A tag line`, `The text 'xyz'`.
  private static func describe(_ line: String, dialect: Dialect) -> String {
    switch kind(of: line, dialect: dialect) {
    case .tableRow: "A table row"
    case .tagLine: "A tag line"
    case .docString: "A doc string"
    case .step: "The step '\(Wording.shown(line.trimmingSpace))'"
    case .heading(let heading): "A \(heading.rawValue.capitalized) heading"
    case .text: "The text '\(Wording.shown(line.trimmingSpace))'"
    }
  }

  /// The `error` of a `# language:` line naming `code`, which no dialect of `dialects` has,
  /// with the closest codes.
  static func unknownLanguage(_ error: ParseError, code: String, uri: String, dialects: Dialects)
    -> Diagnostic
  {
    let known = dialects.byCode.values.sorted { $0.code < $1.code }
    // The closest codes by spelling, or by English or native name ("greek" is el), or by the
    // part before a region ("nl-BE" is nl); up to three equally close ones.
    let typed = code.lowercased()
    let base = String(typed.prefix { $0 != "-" && $0 != "_" })
    let limit = typed.count >= 5 ? 2 : 1
    let scored = known.map { dialect in
      let names = [
        dialect.code.lowercased(), dialect.name.lowercased(), dialect.native.lowercased(),
      ]
      let distance = names.map { Wording.distance(typed, $0, limit: limit) }.min() ?? limit + 1
      return (dialect, base == dialect.code.lowercased() ? 0 : distance)
    }
    let best = scored.map(\.1).min() ?? limit + 1
    let closest = scored.filter { $0.1 == best && best <= limit }.prefix(3)
      .map { "'\($0.0.code)' (\($0.0.name))" }
    let suggestion = closest.isEmpty ? "" : " Did you mean \(Wording.list(Array(closest)))?"
    return Diagnostic(
      .unknownLanguage, uri: uri, line: error.location.line, column: error.location.column,
      message:
        "There is no language '\(Wording.shown(code))'.\(suggestion) The \(known.count) languages built in are \(known.map(\.code).joined(separator: ", ")). To add one, give a languages file in Cucumber's gherkin-languages.json format with --languages FILE (GHERKIN_LANGUAGES=FILE under swift test).",
      machineMessage: error.message)
  }

}
