import GherkinParser

extension Diagnostics {
  /// At most this many of a file's problem lines are compared with other languages' keywords,
  /// so that the comparison costs the same for any file size.
  static let languageSampleSize = 20

  /// One problem in place of `problems` when the lines they point at are keyword lines of
  /// another language than the file's: the file then lacks its `# language:` line (or names the
  /// wrong language), and every other problem follows from that one mistake.
  ///
  /// The language is named when it reads a Feature heading among those lines, or at least two
  /// of them and half or more.
  static func foreignLanguage(
    lines problemLines: [Int], of lines: [String], declaration: (line: Int, code: String)?,
    uri: String, dialect: Dialect, dialects: Dialects, problems: [Diagnostic]
  ) -> Diagnostic? {
    guard let first = problems.first else { return nil }
    let texts = foreignTexts(at: problemLines, lineCount: lines.count, dialect: dialect) {
      lines[$0 - 1]
    }
    guard let likely = likelyLanguages(reading: texts, dialect: dialect, dialects: dialects)
    else { return nil }
    let line = declaration?.line ?? 1
    let isParseError = problems.contains { $0.kind == .parseError }
    return Diagnostic(
      isParseError ? .parseError : first.kind, severity: isParseError ? .error : first.severity,
      uri: uri, line: line, column: 1, length: line <= lines.count ? lines[line - 1].count : 0,
      message: foreignLanguageMessage(
        likely: likely, declaration: declaration, fileDialect: dialect),
      machineMessage: problems.first { $0.machineMessage != nil }?.machineMessage)
  }

  /// Whether the problem lines of a file that parses, its suspicious lines (`text` gives a
  /// line's text, 1-based, of its `lineCount`), read as another language's keyword lines:
  /// ``check(source:uri:result:dialects:strict:running:blocks:)`` then gives that one problem.
  package static func readsAsAnotherLanguage(
    problemLines: [Int], lineCount: Int, text: (Int) -> String, dialect: Dialect,
    dialects: Dialects
  ) -> Bool {
    let texts = foreignTexts(at: problemLines, lineCount: lineCount, dialect: dialect, text: text)
    return likelyLanguages(reading: texts, dialect: dialect, dialects: dialects) != nil
  }

  /// The languages other than `dialect` that read `texts` best, at most three, the best first;
  /// `nil` when none reads a Feature heading among them, or at least two of them and half or
  /// more.
  private static func likelyLanguages(
    reading texts: [String], dialect: Dialect, dialects: Dialects
  ) -> [LanguageMatch]? {
    guard !texts.isEmpty else { return nil }
    let matches = dialects.byCode.values.filter { $0.code != dialect.code }
      .compactMap { LanguageMatch($0, reading: texts) }
    guard let best = matches.max(by: { $0.strength.lexicographicallyPrecedes($1.strength) }),
      best.readsFeature || (best.lines >= 2 && best.lines * 2 >= texts.count)
    else { return nil }
    return Array(
      matches.filter { $0.strength == best.strength }
        .sorted { $0.dialect.code < $1.dialect.code }.prefix(3))
  }

  /// The texts of the problem lines that are no keyword line of the file's own language, at
  /// most ``languageSampleSize`` of them; `text` gives a line's text (1-based), of `lineCount`.
  private static func foreignTexts(
    at problemLines: [Int], lineCount: Int, dialect: Dialect, text: (Int) -> String
  ) -> [String] {
    let own = KeywordGuess.Keywords.prepared(dialect)
    var texts: [String] = []
    for line in Set(problemLines).sorted() where line >= 1 && line <= lineCount {
      let trimmed = text(line).trimmingSpace
      guard !trimmed.isEmpty, !own.steps.contains(where: { trimmed.hasPrefix($0) }),
        !own.headings.contains(where: { trimmed.hasPrefix($0.line) })
      else { continue }
      texts.append(trimmed)
      if texts.count == languageSampleSize { break }
    }
    return texts
  }

  /// What the problem lines say of another language, and the change to make.
  private static func foreignLanguageMessage(
    likely: [LanguageMatch], declaration: (line: Int, code: String)?, fileDialect: Dialect
  ) -> String {
    let best = likely[0]
    let names = Wording.list(likely.map { "\($0.dialect.name) (\($0.dialect.code))" })
    let others = likely.dropFirst().map(\.dialect.code)
    let header =
      "'# language: \(best.dialect.code)'"
      + (others.isEmpty ? "" : " (or \(others.joined(separator: ", ")))")
    let example = Wording.shown(best.example)
    let evidence =
      best.lines == 1
      ? "'\(example)' is one of its keywords"
      : "'\(example)' and \(best.lines - 1) more of its lines use its keywords"
    if let declaration {
      return
        "This file says '# language: \(Wording.shown(declaration.code))' but looks written in \(names): \(evidence). Change that line to \(header)."
    }
    return
      "This file looks written in \(names): \(evidence), but a file is read as \(fileDialect.name) unless its first line names its language. Add \(header) as the file's first line."
  }
}

/// How well another language's keywords read a file's problem lines.
private struct LanguageMatch {
  let dialect: Dialect
  /// How many of the lines start with one of its keywords.
  private(set) var lines = 0
  /// Whether one of them is its Feature heading.
  private(set) var readsFeature = false
  /// The first of its keywords found, as written.
  private(set) var example = ""

  /// The match of `dialect` on `texts`, or `nil` when none of them starts with its keywords.
  init?(_ dialect: Dialect, reading texts: [String]) {
    self.dialect = dialect
    let keywords = KeywordGuess.Keywords.prepared(dialect)
    for text in texts {
      if let feature = dialect.feature.first(where: { text.hasPrefix($0 + ":") }) {
        readsFeature = true
        note(feature + ":")
      } else if let keyword = Self.keyword(starting: text, among: keywords) {
        note(keyword.trimmingSpace)
      }
    }
    guard lines > 0 else { return nil }
  }

  /// A Feature heading counts above any number of lines; then the number of lines.
  var strength: [Int] { [readsFeature ? 1 : 0, lines] }

  private mutating func note(_ keyword: String) {
    if lines == 0 { example = keyword }
    lines += 1
  }

  /// The heading or step keyword `text` starts with, if any.
  private static func keyword(starting text: String, among keywords: KeywordGuess.Keywords)
    -> String?
  {
    if let heading = keywords.headings.lazy.map(\.line).first(where: text.hasPrefix) {
      return heading
    }
    return keywords.steps.first(where: text.hasPrefix)
  }
}
