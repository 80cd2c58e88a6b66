import GherkinParser

/// The plain-words checks of feature files, selections and step definitions.
///
/// Each check is a function from what it looks at to ``Diagnostic``s, so that the command line,
/// the Swift Testing bridge and an editor report the same problems in the same words.
package enum Diagnostics {
  /// Every problem in one feature file's text that can be found without running it: parse
  /// errors explained (one per real mistake) and lines that read like a step or heading but are
  /// not one.
  ///
  /// - Parameter strict: whether a suspicious line is an error (the default) or a warning.
  package static func check(
    source: String, uri: String, parser: GherkinParser = GherkinParser(), strict: Bool = true
  ) -> [Diagnostic] {
    let result = parser.parse(source: source, uri: uri)
    return check(
      source: source, uri: uri, result: result, dialects: parser.dialects, strict: strict)
  }

  /// The problems of a file already parsed into `result`.
  package static func check(
    source: String, uri: String, result: ParseResult, dialects: Dialects = .builtIn,
    strict: Bool = true
  ) -> [Diagnostic] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    let dialect = language(of: lines).flatMap(dialects.dialect(for:)) ?? .english
    switch result {
    case .document(let document):
      return
        (suspiciousLines(lines, uri: uri, dialect: dialect, strict: strict)
        + examplesWithoutRows(document, uri: uri, strict: strict))
        .sorted { ($0.line ?? 0) < ($1.line ?? 0) }
    case .failure(let errors):
      return explain(errors, lines: lines, uri: uri, dialect: dialect, dialects: dialects)
    }
  }

  /// Lines outside doc strings that read like a step or a heading but are not one. The grammar
  /// takes such a line as description text, so it would silently not run.
  static func suspiciousLines(
    _ lines: [String], uri: String, dialect: Dialect, strict: Bool
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let keywords = KeywordGuess.Keywords(dialect)
    var fence: String?
    // Whether the line stands in a Feature's, Rule's or Examples' description, where the
    // grammar reads even a step line as description text.
    var inDescription = false
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingSpace
      if let open = fence {
        if trimmed.hasPrefix(open) { fence = nil }
        continue
      }
      if trimmed.hasPrefix("\"\"\"") || trimmed.hasPrefix("```") {
        fence = String(trimmed.prefix(3))
        continue
      }
      if let heading = keywords.headings.first(where: { trimmed.hasPrefix($0.keyword + ":") }) {
        inDescription = keywords.descriptionHeadings.contains(heading.keyword)
        continue
      }
      if trimmed.hasPrefix("@") || trimmed.hasPrefix("|") { inDescription = false }
      if inDescription, let step = keywords.steps.first(where: { trimmed.hasPrefix($0) }) {
        let keyword = step.trimmingSpace
        diagnostics.append(
          Diagnostic(
            .suspiciousLine, severity: strict ? .error : .warning, uri: uri, line: index + 1,
            column: line.count - line.drop { $0 == " " || $0 == "\t" }.count + 1,
            length: keyword.count,
            message:
              "'\(keyword)' starts a step, but a step cannot stand here: steps go under a Scenario: or Background: heading, above its Examples. As written, the line is read as description text and never runs."
          ))
        continue
      }
      guard let guess = KeywordGuess.guess(line, keywords: keywords) else { continue }
      // The steps after a misspelt heading or step are named by that one mistake.
      inDescription = false
      // A heading without its colon is one only when steps or a table follow it; otherwise it
      // is prose that starts with the word ("Rule of thumb: ...").
      if guess.isHeadingWithoutColon {
        let next = lines[(index + 1)...].lazy.map(\.trimmingSpace)
          .first { !$0.isEmpty && !$0.hasPrefix("#") }
        let opensBlock =
          next.map { next in
            next.hasPrefix("|") || keywords.steps.contains { next.hasPrefix($0) }
          } ?? false
        guard opensBlock else { continue }
      }
      diagnostics.append(
        Diagnostic(
          .suspiciousLine, severity: strict ? .error : .warning, uri: uri, line: index + 1,
          column: guess.column, length: guess.written.count,
          message: guess.explanation
            + " As written, the line is read as description text and never runs."))
    }
    return diagnostics
  }

  /// Examples blocks with no row of values under their table's heading row: the outline runs
  /// once per row, so it silently never runs.
  static func examplesWithoutRows(_ document: GherkinDocument, uri: String, strict: Bool)
    -> [Diagnostic]
  {
    var scenarios: [Scenario] = []
    for child in document.feature?.children ?? [] {
      switch child {
      case .scenario(let scenario): scenarios.append(scenario)
      case .rule(let rule):
        for case .scenario(let scenario) in rule.children { scenarios.append(scenario) }
      case .background: break
      }
    }
    return scenarios.flatMap(\.examples).filter(\.tableBody.isEmpty).map { examples in
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

  /// The `# language:` code of a file's header comments, if any.
  static func language(of lines: [String]) -> String? {
    for line in lines {
      let trimmed = line.trimmingSpace
      if trimmed.isEmpty { continue }
      guard trimmed.hasPrefix("#") else { return nil }
      let words = trimmed.dropFirst().split(separator: ":", maxSplits: 1)
      if words.count == 2, String(words[0]).trimmingSpace == "language" {
        return String(words[1]).trimmingSpace
      }
    }
    return nil
  }
}
