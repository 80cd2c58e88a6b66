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
    let own = KeywordGuess.Keywords(dialect)
    let texts = Array(
      Set(problemLines).sorted().lazy
        .filter { $0 >= 1 && $0 <= lines.count }
        .map { lines[$0 - 1].trimmingSpace }
        .filter { text in
          !text.isEmpty && !own.steps.contains { text.hasPrefix($0) }
            && !own.headings.contains { text.hasPrefix($0.line) }
        }
        .prefix(languageSampleSize))
    guard !texts.isEmpty else { return nil }

    struct Match {
      var dialect: Dialect
      var lines = 0
      var readsFeature = false
      var example: String?
    }
    var matches: [Match] = []
    for other in dialects.byCode.values where other.code != dialect.code {
      let keywords = KeywordGuess.Keywords(other)
      var match = Match(dialect: other)
      for text in texts {
        if let feature = other.feature.first(where: { text.hasPrefix($0 + ":") }) {
          match.readsFeature = true
          match.example = match.example ?? feature + ":"
        } else if let keyword = keywords.headings.lazy.map(\.line).first(where: text.hasPrefix)
          ?? keywords.steps.first(where: text.hasPrefix)
        {
          match.example = match.example ?? keyword.trimmingSpace
        } else {
          continue
        }
        match.lines += 1
      }
      if match.lines > 0 { matches.append(match) }
    }
    guard
      let best = matches.max(by: {
        ($0.readsFeature ? 1 : 0, $0.lines) < ($1.readsFeature ? 1 : 0, $1.lines)
      }),
      best.readsFeature || (best.lines >= 2 && best.lines * 2 >= texts.count)
    else { return nil }
    let likely = matches.filter {
      $0.readsFeature == best.readsFeature && $0.lines == best.lines
    }.sorted { $0.dialect.code < $1.dialect.code }.prefix(3)
    let names = Wording.list(likely.map { "\($0.dialect.name) (\($0.dialect.code))" })
    let code = best.dialect.code
    let others = likely.dropFirst().map(\.dialect.code)
    let header =
      "'# language: \(code)'" + (others.isEmpty ? "" : " (or \(others.joined(separator: ", ")))")
    let example = Wording.shown(best.example ?? "")
    let evidence =
      best.lines == 1
      ? "'\(example)' is one of its keywords"
      : "'\(example)' and \(best.lines - 1) more of its lines use its keywords"
    let line = declaration?.line ?? 1
    let message =
      if let declaration {
        "This file says '# language: \(Wording.shown(declaration.code))' but looks written in \(names): \(evidence). Change that line to \(header)."
      } else {
        "This file looks written in \(names): \(evidence), but a file is read as \(dialect.name) unless its first line names its language. Add \(header) as the file's first line."
      }
    let isParseError = problems.contains { $0.kind == .parseError }
    return Diagnostic(
      isParseError ? .parseError : first.kind, severity: isParseError ? .error : first.severity,
      uri: uri, line: line, column: 1, length: line <= lines.count ? lines[line - 1].count : 0,
      message: message,
      machineMessage: problems.first { $0.machineMessage != nil }?.machineMessage)
  }
}
