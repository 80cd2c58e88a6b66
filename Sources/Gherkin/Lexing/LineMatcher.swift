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
  private var docStringDelimiter: String?
  private var docStringIndent = 0

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

    /// The first keyword that `text` starts with, and the text after it, trimmed.
    func match(_ text: Substring) -> (keyword: String, value: Value, rest: Substring)? {
      guard let first = text.utf8.first, firstBytes[Int(first)] else { return nil }
      var text = text
      let found = text.withUTF8 { bytes in entries.firstIndex { bytes.starts(with: $0.bytes) } }
      guard let found else { return nil }
      let entry = entries[found]
      let rest = text[text.utf8.index(text.startIndex, offsetBy: entry.bytes.count)...]
      return (entry.keyword, entry.value, rest.trimmingGherkinSpace)
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

  /// Matches `line` as `type`, or returns `nil`. Throws for a bad tag line or language.
  mutating func match(_ type: TokenType, _ line: Line) throws(Failure) -> Token? {
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
      guard let match = keywords.steps.match(trimmed) else { return nil }
      return Token(
        type: .stepLine, location: location, keyword: match.keyword, keywordType: match.value,
        text: String(match.rest))
    case .docStringSeparator: return docStringSeparator(line)
    case .tableRow:
      guard trimmed.utf8.first == UInt8(ascii: "|") else { return nil }
      return Token(type: .tableRow, location: location, items: Self.cells(line))
    case .language: return try language(line)
    case .other: return other(line)
    }
  }

  private func column1(_ line: Line) -> Location { Location(line: line.number, column: 1) }

  private func title(_ type: TokenType, _ titles: KeywordList<String>, _ line: Line) -> Token? {
    guard let match = titles.match(line.trimmed) else { return nil }
    return Token(
      type: type, location: Location(line: line.number, column: line.indent + 1),
      keyword: match.value, text: String(match.rest))
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
        text: String(line.trimmed.dropFirst(delimiter.count).trimmingGherkinSpace))
    }
    return nil
  }

  private func other(_ line: Line) -> Token {
    var text =
      docStringIndent > line.indent
      ? line.trimmed : Substring(line.text.unicodeScalars.dropFirst(docStringIndent))
    if let delimiter = docStringDelimiter, text.utf8.contains(UInt8(ascii: "\\")) {
      let escaped = delimiter.map { "\\\($0)" }.joined()
      if let range = text.firstRange(of: escaped) {
        text = text[..<range.lowerBound] + delimiter + text[range.upperBound...]
      }
    }
    return Token(type: .other, location: column1(line), text: String(text))
  }

  private mutating func language(_ line: Line) throws(Failure) -> Token? {
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
    var text = trimmed
    for word in ["#", "language", ":"] {
      text = text.trimmingGherkinSpace
      guard text.utf8.starts(with: word.utf8) else { return nil }
      text = text.dropFirst(word.count)
    }
    let code = text.trimmingGherkinSpace
    return !code.isEmpty
      && code.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "-" || $0 == "_") } ? code : nil
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
      let item = part.trimmingTrailingGherkinSpace
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
    var text = line.trimmed
    return text.withUTF8 { bytes in
      var cells: [Token.Item] = []
      var column = 0
      var cellStart: Int?
      var cellColumn = 0
      var escaped = false
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte & 0xC0 != 0x80 { column += 1 }
        if byte == UInt8(ascii: "|") {
          if let start = cellStart {
            cells.append(
              cell(bytes, start..<index, column: line.indent + cellColumn, escaped: escaped))
          }
          cellStart = index + 1
          cellColumn = column + 1
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
          guard index + 1 < bytes.count else { break }
          index += 1
          if bytes[index] & 0xC0 != 0x80 { column += 1 }
        }
        index += 1
      }
      return cells
    }
  }

  /// One cell from the bytes between two pipes, the first at `column`: the common case of an
  /// unescaped cell trimmed of ASCII space here, the others from its text.
  private static func cell(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, column: Int, escaped: Bool
  ) -> Token.Item {
    var (start, end) = (range.lowerBound, range.upperBound)
    while start < end, bytes[start].isGherkinSpace { start += 1 }
    while end > start, bytes[end - 1].isGherkinSpace { end -= 1 }
    guard escaped || (start < end && (bytes[start] >= 0x80 || bytes[end - 1] >= 0x80)) else {
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      return Token.Item(column: column + start - range.lowerBound, text: text)
    }
    let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    return cell(raw[...], column: column, escaped: escaped)
  }

  /// One cell from the raw text between two pipes that starts at `column`.
  private static func cell(_ raw: Substring, column: Int, escaped: Bool) -> Token.Item {
    guard escaped else {
      return Token.Item(
        column: column + raw.leadingGherkinSpace.count, text: String(raw.trimmingGherkinSpace))
    }
    var cell: [(scalar: Unicode.Scalar, escaped: Bool)] = []
    var iterator = raw.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      guard scalar == "\\", let next = iterator.next() else {
        cell.append((scalar, false))
        continue
      }
      switch next {
      case "n": cell.append(("\n", true))
      case "|", "\\": cell.append((next, true))
      default: cell.append(contentsOf: [("\\", true), (next, false)])
      }
    }
    let leading = cell.prefix { !$0.escaped && $0.scalar.isGherkinSpace }.count
    var value = cell.dropFirst(leading)
    while let last = value.last, !last.escaped, last.scalar.isGherkinSpace {
      value.removeLast()
    }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: value.map(\.scalar))
    return Token.Item(column: column + leading, text: String(text))
  }
}
