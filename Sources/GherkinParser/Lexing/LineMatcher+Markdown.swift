import Foundation

/// Markdown with Gherkin (`.feature.md`), as Cucumber reads it: titles are headings
/// (`## Scenario: ...`), steps are list items (`* Given ...`), tags are code spans (`` `@tag` ``),
/// doc strings are fenced code blocks, tables are indented 2 to 5 spaces (their `| --- |` row
/// skipped), the first line that is no heading names the feature when no `# Feature:` heading
/// comes first, and any other line is left out (except inside descriptions and doc strings).
extension LineMatcher {
  mutating func matchMarkdown(_ type: TokenType, _ line: Line, in source: SourceText) -> Token? {
    switch type {
    case .eof, .language: return nil
    case .empty:
      guard line.trimmed.isEmpty || !matchesAnythingElse(line, source) else { return nil }
      return Token(type: .empty, location: column1(line))
    case .other: return other(line, source)
    case .comment:
      guard source.bytes[line.range].first == UInt8(ascii: "|"), isSeparatorRow(line, source)
      else { return nil }
      return Token(type: .comment, location: column1(line))
    case .tagLine: return markdownTags(line, source)
    case .featureLine:
      guard !matchedFeatureLine else { return nil }
      matchedFeatureLine = true
      return heading(.featureLine, dialect.feature, line, source)
        ?? Token(type: .featureLine, location: line.location, text: source.string(line.trimmed))
    case .ruleLine: return heading(.ruleLine, dialect.rule, line, source)
    case .backgroundLine: return heading(.backgroundLine, dialect.background, line, source)
    case .scenarioLine:
      return heading(.scenarioLine, dialect.scenario, line, source)
        ?? heading(.scenarioLine, dialect.scenarioOutline, line, source)
    case .examplesLine: return heading(.examplesLine, dialect.examples, line, source)
    case .stepLine: return listItemStep(line, source)
    case .docStringSeparator: return fence(line, source)
    case .tableRow:
      guard (2...5).contains(line.indent), source.bytes[line.trimmed].first == UInt8(ascii: "|"),
        !isSeparatorRow(line, source)
      else { return nil }
      return Token(
        type: .tableRow, location: line.location, keyword: "|", items: Self.cells(line, in: source))
    }
  }

  /// Whether a line is some other token than an empty one (a line matching nothing is empty).
  private mutating func matchesAnythingElse(_ line: Line, _ source: SourceText) -> Bool {
    if !matchedFeatureLine {
      matchedFeatureLine = true
      return true
    }
    let kinds: [TokenType] = [
      .tagLine, .scenarioLine, .backgroundLine, .examplesLine, .ruleLine, .tableRow, .comment,
      .stepLine,
    ]
    if kinds.contains(where: { matchMarkdownPurely($0, line, source) }) { return true }
    let text = source.string(line.trimmed)
    if let delimiter = docStringDelimiter { return text == delimiter }
    return text.hasPrefix("```")
  }

  /// Matches without changing the matcher's state.
  private func matchMarkdownPurely(_ type: TokenType, _ line: Line, _ source: SourceText) -> Bool {
    var copy = self
    return copy.matchMarkdown(type, line, in: source) != nil
  }

  /// A heading (`#` to `######` and one space) starting with one of `keywords` and a colon.
  private func heading(
    _ type: TokenType, _ keywords: [String], _ line: Line, _ source: SourceText
  ) -> Token? {
    let text = source.string(line.trimmed)
    let hashes = text.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes), text.count > hashes,
      text[text.index(text.startIndex, offsetBy: hashes)].isWhitespace
    else { return nil }
    let afterPrefix = text.dropFirst(hashes + 1)
    guard let keyword = keywords.first(where: { afterPrefix.hasPrefix($0 + ":") }) else {
      return nil
    }
    let name = afterPrefix.dropFirst(keyword.count + 1)
    return Token(
      type: type, location: Location(line: line.number, column: line.indent + hashes + 2),
      keyword: keyword, text: name.trimmingCharacters(in: .whitespaces))
  }

  /// A list item (`*`, `+` or `-`) whose text starts with a step keyword other than `*`.
  private func listItemStep(_ line: Line, _ source: SourceText) -> Token? {
    let text = source.string(line.trimmed)
    guard let bullet = text.first, "*+-".contains(bullet) else { return nil }
    let afterBullet = text.dropFirst()
    let spaces = afterBullet.prefix { $0.isWhitespace }.count
    let rest = afterBullet.dropFirst(spaces)
    guard
      let (keyword, type) = dialect.stepKeywords.first(where: {
        $0.keyword != "* " && rest.hasPrefix($0.keyword)
      })
    else { return nil }
    return Token(
      type: .stepLine,
      location: Location(line: line.number, column: line.indent + spaces + 2),
      keyword: keyword, keywordType: type,
      text: rest.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces))
  }

  /// Code spans holding a tag, such as `` `@slow` ``.
  private func markdownTags(_ line: Line, _ source: SourceText) -> Token? {
    let text = Array(source.string(line.trimmed))
    var items: [TableCell] = []
    var index = 0
    while index + 1 < text.count {
      guard text[index] == "`", text[index + 1] == "@",
        let close = text[(index + 2)...].firstIndex(of: "`"), close > index + 2
      else {
        index += 1
        continue
      }
      items.append(
        TableCell(
          location: Location(line: line.number, column: line.indent + index + 2),
          value: String(text[(index + 1)..<close])))
      index = close + 1
    }
    guard !items.isEmpty else { return nil }
    return Token(type: .tagLine, location: line.location, items: items)
  }

  /// A code fence opening (three or more backticks and a media type) or closing a doc string.
  private mutating func fence(_ line: Line, _ source: SourceText) -> Token? {
    let text = source.string(line.trimmed)
    if let delimiter = docStringDelimiter {
      return text == delimiter ? separator(line, delimiter, opening: nil) : nil
    }
    guard text.hasPrefix("```") else { return nil }
    let delimiter = String(text.prefix { $0 == "`" })
    return separator(line, delimiter, opening: String(text.dropFirst(delimiter.count)))
  }

  /// A table row whose cells include a Markdown alignment cell such as `---` or `:-:`.
  private func isSeparatorRow(_ line: Line, _ source: SourceText) -> Bool {
    Self.cells(line, in: source).contains { cell in
      var text = Substring(cell.value)
      if text.hasPrefix(":") { text = text.dropFirst() }
      if text.hasSuffix(":") { text = text.dropLast() }
      return !text.isEmpty && text.allSatisfy { $0 == "-" }
    }
  }
}
