/// Tells what kind of line a ``Line`` is, in one dialect (Cucumber's token matcher).
///
/// It keeps the one piece of state the grammar needs while matching: the open doc string's
/// delimiter and indentation.
struct LineMatcher {
  /// A failure found while matching a line.
  struct Failure: Error {
    let error: ParseError
  }

  private(set) var dialect: Dialect
  private var keywords: Keywords
  private var docStringDelimiter: String?
  private var docStringIndent = 0

  /// A dialect's keywords, prepared for matching.
  private struct Keywords {
    let feature, rule, background, scenario, examples: [String]
    let steps: [(keyword: String, type: StepKeywordType)]

    init(_ dialect: Dialect) {
      func titles(_ list: [String]) -> [String] { longestFirst(list.map { $0 + ":" }) }
      func longestFirst(_ list: [String]) -> [String] {
        list.enumerated().sorted { ($1.element.count, $0.offset) < ($0.element.count, $1.offset) }
          .map(\.element)
      }
      feature = titles(dialect.feature)
      rule = titles(dialect.rule)
      background = titles(dialect.background)
      scenario = titles(dialect.scenario + dialect.scenarioOutline)
      examples = titles(dialect.examples)
      steps = dialect.stepKeywords.enumerated()
        .sorted { ($1.element.keyword.count, $0.offset) < ($0.element.keyword.count, $1.offset) }
        .map(\.element)
    }
  }

  init(dialect: Dialect) {
    self.dialect = dialect
    self.keywords = Keywords(dialect)
  }

  /// Matches `line` as `type`, or returns `nil`. Throws for a bad tag line or language.
  mutating func match(_ type: TokenType, _ line: Line, dialects: Dialects) throws(Failure) -> Token?
  {
    let trimmed = line.trimmed
    let location = Location(line: line.number, column: line.indent + 1)
    switch type {
    case .eof: return nil
    case .empty:
      return trimmed.isEmpty ? Token(type: .empty, location: column1(line)) : nil
    case .comment:
      guard trimmed.utf8.first == UInt8(ascii: "#") else { return nil }
      return Token(type: .comment, location: column1(line), text: String(line.text))
    case .tagLine:
      guard trimmed.utf8.first == UInt8(ascii: "@") else { return nil }
      return Token(type: .tagLine, location: location, items: try tags(line))
    case .featureLine: return title(.featureLine, keywords.feature, line)
    case .ruleLine: return title(.ruleLine, keywords.rule, line)
    case .backgroundLine: return title(.backgroundLine, keywords.background, line)
    case .scenarioLine: return title(.scenarioLine, keywords.scenario, line)
    case .examplesLine: return title(.examplesLine, keywords.examples, line)
    case .stepLine:
      for (keyword, keywordType) in keywords.steps where trimmed.utf8.starts(with: keyword.utf8) {
        return Token(
          type: .stepLine, location: location, keyword: keyword, keywordType: keywordType,
          text: String(rest(of: trimmed, after: keyword)))
      }
      return nil
    case .docStringSeparator: return docStringSeparator(line)
    case .tableRow:
      guard trimmed.utf8.first == UInt8(ascii: "|") else { return nil }
      return Token(type: .tableRow, location: location, items: Self.cells(line))
    case .language: return try language(line, dialects: dialects)
    case .other: return other(line)
    }
  }

  private func column1(_ line: Line) -> Location { Location(line: line.number, column: 1) }

  private func rest(of text: Substring, after keyword: String) -> Substring {
    text.dropFirst(keyword.count).trimmingGherkinSpace
  }

  private func title(_ type: TokenType, _ titles: [String], _ line: Line) -> Token? {
    for title in titles where line.trimmed.utf8.starts(with: title.utf8) {
      return Token(
        type: type, location: Location(line: line.number, column: line.indent + 1),
        keyword: String(title.dropLast()), text: String(rest(of: line.trimmed, after: title)))
    }
    return nil
  }

  private mutating func docStringSeparator(_ line: Line) -> Token? {
    let location = Location(line: line.number, column: line.indent + 1)
    if let delimiter = docStringDelimiter {
      guard line.trimmed.utf8.starts(with: delimiter.utf8) else { return nil }
      docStringDelimiter = nil
      docStringIndent = 0
      return Token(type: .docStringSeparator, location: location, keyword: delimiter, text: "")
    }
    for delimiter in ["\"\"\"", "```"] where line.trimmed.utf8.starts(with: delimiter.utf8) {
      docStringDelimiter = delimiter
      docStringIndent = line.indent
      return Token(
        type: .docStringSeparator, location: location, keyword: delimiter,
        text: String(rest(of: line.trimmed, after: delimiter)))
    }
    return nil
  }

  private func other(_ line: Line) -> Token {
    var text =
      docStringIndent > line.indent
      ? line.trimmed : Substring(line.text.unicodeScalars.dropFirst(docStringIndent))
    if let delimiter = docStringDelimiter {
      let escaped = delimiter.map { "\\\($0)" }.joined()
      if let range = text.firstRange(of: escaped) {
        text = text[..<range.lowerBound] + delimiter + text[range.upperBound...]
      }
    }
    return Token(type: .other, location: column1(line), text: String(text))
  }

  private mutating func language(_ line: Line, dialects: Dialects) throws(Failure) -> Token? {
    guard let code = Self.languageCode(line.trimmed) else { return nil }
    let location = Location(line: line.number, column: line.indent + 1)
    guard let dialect = dialects.dialect(for: String(code)) else {
      throw Failure(
        error: ParseError(
          .noSuchLanguage, at: location, reason: "Language not supported: \(code)"))
    }
    self.dialect = dialect
    keywords = Keywords(dialect)
    return Token(type: .language, location: location, text: String(code))
  }

  /// The code in a `# language: xx` line, or `nil` for any other line.
  static func languageCode(_ trimmed: Substring) -> Substring? {
    var text = trimmed.unicodeScalars[...]
    func skipSpace() { while let first = text.first, first.isGherkinSpace { text.removeFirst() } }
    func take(_ word: String) -> Bool {
      guard text.starts(with: word.unicodeScalars) else { return false }
      text.removeFirst(word.unicodeScalars.count)
      return true
    }
    skipSpace()
    guard take("#") else { return nil }
    skipSpace()
    guard take("language") else { return nil }
    skipSpace()
    guard take(":") else { return nil }
    skipSpace()
    let code = text.prefix(while: isCodeScalar)
    guard !code.isEmpty else { return nil }
    text.removeFirst(code.count)
    skipSpace()
    return text.isEmpty ? Substring(code) : nil
  }

  private static func isCodeScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "-", "_": return true
    default: return false
    }
  }

  private func tags(_ line: Line) throws(Failure) -> [Token.Item] {
    var text = line.trimmed
    var previousIsSpace = false
    for index in text.unicodeScalars.indices {
      let scalar = text.unicodeScalars[index]
      if scalar == "#" && previousIsSpace {
        text = text[..<index]
        break
      }
      previousIsSpace = scalar.isGherkinSpace
    }
    var column = line.indent + 1
    var items: [Token.Item] = []
    for part in text.split(separator: "@", omittingEmptySubsequences: false) {
      var item = part
      while let last = item.unicodeScalars.last, last.isGherkinSpace {
        item = item[..<item.unicodeScalars.index(before: item.endIndex)]
      }
      if item.isEmpty { continue }
      if item.unicodeScalars.contains(where: \.isGherkinSpace) {
        throw Failure(
          error: ParseError(
            .tagWithWhitespace, at: Location(line: line.number, column: column),
            reason: "A tag may not contain whitespace"))
      }
      items.append(Token.Item(column: column, text: "@" + item))
      column += part.unicodeScalars.count + 1
    }
    return items
  }

  /// The cells of a table row: between pipes, unescaped, trimmed, each with its column.
  static func cells(_ line: Line) -> [Token.Item] {
    var cells: [Token.Item] = []
    var cell: [(scalar: Unicode.Scalar, escaped: Bool)] = []
    var column = 0
    var startColumn = 1
    var seenFirstPipe = false
    var iterator = line.trimmed.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      column += 1
      if scalar == "|" {
        if seenFirstPipe {
          let leading = cell.prefix { !$0.escaped && $0.scalar.isGherkinSpace }.count
          var value = cell.dropFirst(leading)
          while let last = value.last, !last.escaped, last.scalar.isGherkinSpace {
            value.removeLast()
          }
          var text = String.UnicodeScalarView()
          text.append(contentsOf: value.map(\.scalar))
          cells.append(
            Token.Item(column: line.indent + startColumn + leading, text: String(text)))
        }
        seenFirstPipe = true
        cell.removeAll(keepingCapacity: true)
        startColumn = column + 1
      } else if scalar == "\\" {
        guard let next = iterator.next() else { break }
        column += 1
        switch next {
        case "n": cell.append(("\n", true))
        case "|", "\\": cell.append((next, true))
        default: cell.append(contentsOf: [("\\", true), (next, false)])
        }
      } else {
        cell.append((scalar, false))
      }
    }
    return cells
  }
}
