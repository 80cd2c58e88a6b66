/// Tells what kind of line a ``Line`` is, in one dialect (Cucumber's token matcher).
///
/// It keeps the one piece of state the grammar needs while matching: the open doc string's
/// delimiter and indentation.
struct LineMatcher: Sendable {
  /// A failure found while matching a line.
  struct Failure: Error { let error: ParseError }

  private(set) var dialect: Dialect
  private let dialects: Dialects
  private var keywords: Keywords
  var docStringDelimiter: String?
  var docStringIndent = 0
  /// Whether the file is Markdown with Gherkin (`.feature.md`), matched by
  /// ``matchMarkdown(_:_:in:)``.
  var markdown = false
  /// In Markdown, whether the feature line was matched (the first line that could be one is).
  var matchedFeatureLine = false

  /// Keywords in matching order (longest first), with a quick filter on their first byte.
  private struct KeywordList<Value: Sendable>: Sendable {
    let entries: [(keyword: String, bytes: [UInt8], value: Value)]
    private let firstBytes: [Bool]

    init(_ keywords: [(String, Value)]) {
      entries = keywords.enumerated()
        .sorted { ($1.element.0.count, $0.offset) < ($0.element.0.count, $1.offset) }
        .map { ($0.element.0, Array($0.element.0.utf8), $0.element.1) }
      var firstBytes = [Bool](repeating: false, count: 256)
      for entry in entries { firstBytes[Int(entry.bytes.first ?? 0)] = true }
      self.firstBytes = firstBytes
    }

    /// The first keyword that `range` starts with, and the text after it, trimmed.
    func match(_ range: Range<Int>, in source: SourceText)
      -> (keyword: String, value: Value, rest: Range<Int>)?
    {
      guard let first = range.first, firstBytes[Int(source.bytes[first])],
        let entry = entries.first(where: { source.starts(range, with: $0.bytes) })
      else { return nil }
      return (
        entry.keyword, entry.value,
        source.trimmingSpace(range.lowerBound + entry.bytes.count..<range.upperBound)
      )
    }
  }

  /// A dialect's keywords, prepared for matching.
  private struct Keywords: Sendable {
    /// Title keywords with their colon, each valued by the keyword without it.
    let feature, rule, background, scenario, examples: KeywordList<String>
    let steps: KeywordList<StepKeywordType>

    init(_ dialect: Dialect) {
      func titles(_ list: [String]) -> KeywordList<String> {
        KeywordList(list.map { ($0 + ":", $0) })
      }
      feature = titles(dialect.feature)
      rule = titles(dialect.rule)
      background = titles(dialect.background)
      scenario = titles(dialect.scenario + dialect.scenarioOutline)
      examples = titles(dialect.examples)
      steps = KeywordList(dialect.stepKeywords.map { ($0.keyword, $0.type) })
    }
  }

  /// Creates a matcher that starts in `dialect` and lets `# language:` pick from `dialects`.
  init(dialect: Dialect, dialects: Dialects) {
    self.dialect = dialect
    self.dialects = dialects
    self.keywords = Keywords(dialect)
  }

  /// Matches `line` of `source` as `type`, or returns `nil`. Throws for a bad tag line or
  /// language.
  mutating func match(_ type: TokenType, _ line: Line, in source: SourceText) throws(Failure)
    -> Token?
  {
    if markdown { return matchMarkdown(type, line, in: source) }
    let first = line.trimmed.isEmpty ? nil : source.bytes[line.trimmed.lowerBound]
    switch type {
    case .eof: return nil
    case .empty: return first == nil ? Token(type: .empty, location: column1(line)) : nil
    case .comment:
      guard first == UInt8(ascii: "#") else { return nil }
      return Token(type: .comment, location: column1(line), text: source.string(line.range))
    case .tagLine:
      guard first == UInt8(ascii: "@") else { return nil }
      return Token(type: .tagLine, location: line.location, items: try tags(line, in: source))
    case .featureLine: return title(.featureLine, keywords.feature, line, source)
    case .ruleLine: return title(.ruleLine, keywords.rule, line, source)
    case .backgroundLine: return title(.backgroundLine, keywords.background, line, source)
    case .scenarioLine: return title(.scenarioLine, keywords.scenario, line, source)
    case .examplesLine: return title(.examplesLine, keywords.examples, line, source)
    case .stepLine:
      guard let match = keywords.steps.match(line.trimmed, in: source) else { return nil }
      return Token(
        type: .stepLine, location: line.location, keyword: match.keyword, keywordType: match.value,
        text: source.string(match.rest))
    case .docStringSeparator: return docStringSeparator(line, source)
    case .tableRow:
      guard first == UInt8(ascii: "|") else { return nil }
      return Token(type: .tableRow, location: line.location, items: Self.cells(line, in: source))
    case .language: return try language(line, source)
    case .other: return other(line, source)
    }
  }

  func column1(_ line: Line) -> Location { Location(line: line.number, column: 1) }

  private func title(
    _ type: TokenType, _ titles: KeywordList<String>, _ line: Line, _ source: SourceText
  ) -> Token? {
    guard let match = titles.match(line.trimmed, in: source) else { return nil }
    return Token(
      type: type, location: line.location, keyword: match.value, text: source.string(match.rest))
  }

  private mutating func docStringSeparator(_ line: Line, _ source: SourceText) -> Token? {
    if let delimiter = docStringDelimiter {
      guard source.starts(line.trimmed, with: delimiter.utf8) else { return nil }
      return separator(line, delimiter, opening: nil)
    }
    for delimiter in Self.docStringDelimiters
    where source.starts(line.trimmed, with: delimiter.utf8) {
      let mediaType = line.trimmed.lowerBound + delimiter.utf8.count..<line.trimmed.upperBound
      return separator(line, delimiter, opening: source.string(source.trimmingSpace(mediaType)))
    }
    return nil
  }

  /// The doc string separator `line`: it opens a doc string with the media type `opening` (at
  /// the line's indentation), or closes the open one when `opening` is `nil`.
  mutating func separator(_ line: Line, _ delimiter: String, opening mediaType: String?) -> Token {
    docStringDelimiter = mediaType == nil ? nil : delimiter
    docStringIndent = mediaType == nil ? 0 : line.indent
    return Token(
      type: .docStringSeparator, location: line.location, keyword: delimiter,
      text: mediaType ?? "")
  }

  private static let docStringDelimiters = ["\"\"\"", "```"]

  func other(_ line: Line, _ source: SourceText) -> Token {
    var start = line.trimmed.lowerBound
    if docStringIndent <= line.indent {
      start = line.range.lowerBound
      for _ in 0..<docStringIndent { start += source.spaceLength(at: start) }
    }
    var text = source.string(start..<line.range.upperBound)
    if let delimiter = docStringDelimiter, text.utf8.contains(UInt8(ascii: "\\")),
      let range = text.firstRange(of: delimiter.map { "\\\($0)" }.joined())
    {
      text.replaceSubrange(range, with: delimiter)
    }
    return Token(type: .other, location: column1(line), text: text)
  }

  private mutating func language(_ line: Line, _ source: SourceText) throws(Failure) -> Token? {
    guard let range = Self.languageCode(line.trimmed, in: source) else { return nil }
    let code = source.string(range)
    guard let dialect = dialects.dialect(for: code) else {
      throw Failure(
        error: ParseError(
          .noSuchLanguage, at: line.location, reason: "Language not supported: \(code)"))
    }
    self.dialect = dialect
    keywords = Keywords(dialect)
    return Token(type: .language, location: line.location, text: code)
  }

  /// Where the code is in a `# language: xx` line, or `nil` for any other line.
  private static func languageCode(_ range: Range<Int>, in source: SourceText) -> Range<Int>? {
    var range = range
    for word in ["#", "language", ":"] {
      range = source.trimmingSpace(range)
      guard source.starts(range, with: word.utf8) else { return nil }
      range = range.lowerBound + word.utf8.count..<range.upperBound
    }
    let code = source.trimmingSpace(range)
    let isCodeByte = { (byte: UInt8) in
      byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
    return !code.isEmpty && source.bytes[code].allSatisfy(isCodeByte) ? code : nil
  }

  private func tags(_ line: Line, in source: SourceText) throws(Failure) -> [TableCell] {
    let bytes = source.bytes
    var (index, end, previousIsSpace) = (line.trimmed.lowerBound, line.trimmed.upperBound, false)
    while index < end {
      if bytes[index] == UInt8(ascii: "#") && previousIsSpace {
        end = index
        break
      }
      let space = source.spaceLength(at: index)
      previousIsSpace = space > 0
      index += max(space, source.scalarLength(at: index))
    }
    var (column, items, partStart) = (line.indent + 1, [TableCell](), line.trimmed.lowerBound)
    items.reserveCapacity(bytes[partStart..<end].count { $0 == UInt8(ascii: "@") })
    while partStart <= end {
      let partEnd = bytes[partStart..<end].firstIndex(of: UInt8(ascii: "@")) ?? end
      let tag = source.trimmingTrailingSpace(partStart..<partEnd)
      if !tag.isEmpty {
        if source.containsSpace(tag) {
          throw Failure(
            error: ParseError(
              .tagWithWhitespace, at: Location(line: line.number, column: column),
              reason: "A tag may not contain whitespace"))
        }
        items.append(
          TableCell(
            location: Location(line: line.number, column: column),
            value: source.string(partStart - 1..<tag.upperBound)))
        column += source.characterCount(partStart..<partEnd) + 1
      }
      partStart = partEnd + 1
    }
    return items
  }

  /// The cells of a table row (a line starting with a pipe): between pipes, unescaped, trimmed,
  /// each with its column.
  static func cells(_ line: Line, in source: SourceText) -> [TableCell] {
    let bytes = source.bytes
    var cells: [TableCell] = []
    cells.reserveCapacity(bytes[line.trimmed].count { $0 == UInt8(ascii: "|") } - 1)
    var (column, cellColumn, cellStart, escaped) = (0, 0, Int?.none, false)
    var index = line.trimmed.lowerBound
    while index < line.trimmed.upperBound {
      let byte = bytes[index]
      if byte & 0xC0 != 0x80 { column += 1 }
      if byte == UInt8(ascii: "|") {
        if let start = cellStart {
          let at = (line: line.number, column: line.indent + cellColumn)
          cells.append(cell(start..<index, escaped: escaped, at: at, in: source))
        }
        (cellStart, cellColumn, escaped) = (index + 1, column + 1, false)
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
        guard index + 1 < line.trimmed.upperBound else { break }
        index += 1
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
      }
      index += 1
    }
    return cells
  }

  /// One cell from the bytes between two pipes, which start `at` that line and column: trimmed,
  /// then unescaped if it has a backslash. (Trimming first is the same: an escape starts with a
  /// backslash, so no whitespace at either end comes from one.)
  private static func cell(
    _ range: Range<Int>, escaped: Bool, at start: (line: Int, column: Int), in source: SourceText
  ) -> TableCell {
    let (valueStart, leading) = source.leadingSpace(range, .tableCell)
    let value = source.string(
      source.trimmingTrailingSpace(valueStart..<range.upperBound, .tableCell))
    return TableCell(
      location: Location(line: start.line, column: start.column + leading),
      value: escaped ? unescaped(value) : value)
  }

  /// `text` with `\n` as a line feed and `\|`, `\\` as `|`, `\`; any other backslash is kept.
  private static func unescaped(_ text: String) -> String {
    var (result, iterator) = (String.UnicodeScalarView(), text.unicodeScalars.makeIterator())
    while let scalar = iterator.next() {
      guard scalar == "\\", let next = iterator.next() else {
        result.append(scalar)
        continue
      }
      switch next {
      case "n": result.append("\n")
      case "|", "\\": result.append(next)
      default: result.append(contentsOf: ["\\", next])
      }
    }
    return String(result)
  }
}
