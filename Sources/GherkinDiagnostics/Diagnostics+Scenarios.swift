import GherkinParser

extension Diagnostics {
  /// A warning at each Scenario of `scenarios` (a file's, in the order written) whose title an
  /// earlier one has: reports cannot tell the two apart.
  package static func sameTitles(_ scenarios: [Scenario], uri: String) -> [Diagnostic] {
    var firstLine: [String: Int] = [:]
    var found: [Diagnostic] = []
    for scenario in scenarios where !scenario.name.isEmpty {
      guard let first = firstLine[scenario.name] else {
        firstLine[scenario.name] = scenario.location.line
        continue
      }
      found.append(
        warning(
          at: scenario, uri: uri,
          "The \(scenario.keyword) on line \(first) has this same title, '\(Wording.shown(scenario.name))': reports and --name then cannot tell the two apart. Give each scenario its own title."
        ))
    }
    return found
  }

  /// The scenarios with steps none of which is a `Then` (nor an `And` or `But` after one).
  static func scenariosWithoutCheck(_ scenarios: [Scenario], uri: String)
    -> [Diagnostic]
  {
    scenarios.filter { scenario in
      let types = scenario.steps.compactMap(\.keywordType)
      // `*` steps have no kind of their own: they may check anything.
      return !scenario.steps.isEmpty && types.count == scenario.steps.count
        && !types.contains(.outcome) && !types.contains(.unknown)
    }.map { scenario in
      warning(
        at: scenario, uri: uri,
        "\(title(of: scenario)) has no Then step, so it checks nothing: it passes whatever the system does. Add a Then step that says what should happen."
      )
    }
  }

  /// The scenario's keyword and title in words: `Scenario 'Kept'`, or `This Scenario`.
  private static func title(of scenario: Scenario) -> String {
    if scenario.name.isEmpty { return "This \(scenario.keyword)" }
    return "\(scenario.keyword) '\(Wording.shown(scenario.name))'"
  }

  private static func warning(at scenario: Scenario, uri: String, _ message: String) -> Diagnostic {
    Diagnostic(
      .suspiciousLine, severity: .warning, uri: uri, line: scenario.location.line,
      column: scenario.location.column, length: scenario.keyword.count, message: message)
  }

  /// Heading lines whose title ends with tags (`Scenario: Kept @primary`): the title takes them
  /// as words, so the heading has no such tag.
  static func tagsAtEndOfTitles(_ lines: [String], uri: String, dialect: Dialect)
    -> [Diagnostic]
  {
    let headings = dialect.headingKeywords.map { $0 + ":" }
    var found: [Diagnostic] = []
    // A heading has a colon: the few lines with one are read further.
    for (index, line) in lines.enumerated() where line.utf8.contains(UInt8(ascii: ":")) {
      let trimmed = line.trimmingSpace
      guard headings.contains(where: { trimmed.hasPrefix($0) }),
        let tags = trailingTags(of: line)
      else { continue }
      found.append(
        Diagnostic(
          .suspiciousLine, severity: .warning, uri: uri, line: index + 1, column: tags.column,
          length: tags.text.count,
          message:
            "'\(Wording.shown(tags.text))' at the end of the title is read as words of the title, not as tags: a tag goes on its own line above the heading. Move it to the line above."
        ))
    }
    return found
  }

  /// The run of `@word`s that ends a line, and its 1-based column.
  private static func trailingTags(of line: String) -> (text: String, column: Int)? {
    let words = line.split(separator: " ", omittingEmptySubsequences: true)
    let tags = words.reversed().prefix { $0.count > 1 && $0.hasPrefix("@") }.reversed()
    // A title of tags alone is still a title with words before it (the heading keyword).
    guard let first = tags.first, tags.count < words.count else { return nil }
    let column = line.distance(from: line.startIndex, to: first.startIndex) + 1
    return (tags.joined(separator: " "), column)
  }
}
