import GherkinParser

/// A place in a document as the protocol counts it: 0-based line, 0-based UTF-16 code unit.
struct Position: Equatable, Comparable {
  var line: Int
  var character: Int

  static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }

  var json: JSON { ["line": .int(line), "character": .int(character)] }
}

extension Position {
  /// Reads `{"line": n, "character": n}`, called `name` in the problem it throws; `line` must
  /// be less than `lineCount`.
  init(_ json: JSON?, name: String, lineCount: Int = .max) throws(InvalidParams) {
    guard let line = json?["line"]?.int, let character = json?["character"]?.int else {
      throw InvalidParams(description: "\(name) is not {\"line\": n, \"character\": n}")
    }
    guard line >= 0, character >= 0 else {
      throw InvalidParams(
        description: "\(name) (line \(line), character \(character)) is negative")
    }
    guard line < lineCount else {
      throw InvalidParams(
        description: "\(name) is on line \(line), beyond the document (its last line is"
          + " \(lineCount - 1))")
    }
    self.init(line: line, character: character)
  }
}

/// A stretch of a document, end exclusive.
struct TextRange: Equatable {
  var start: Position
  var end: Position

  var json: JSON { ["start": start.json, "end": end.json] }
}

/// Why a request's or a notification's parameters cannot be used.
struct InvalidParams: Error, CustomStringConvertible {
  let description: String
}

/// An open document's text, with the line starts that turn protocol positions into indexes.
struct TextDocument {
  private(set) var text: String
  var version: Int
  /// Where each line starts; lines end at `\n` (a `\r` before it stays in the line's text).
  private(set) var lineStarts: [String.Index] = []

  init(text: String, version: Int) {
    self.text = text
    self.version = version
    indexLines()
  }

  var lineCount: Int { lineStarts.count }

  /// Whether `other` holds the same text, byte for byte.
  func hasSameText(as other: TextDocument) -> Bool {
    text.utf8.count == other.text.utf8.count && text.utf8.elementsEqual(other.text.utf8)
  }

  /// The text of line `number` (0-based) without its line break.
  func line(_ number: Int) -> Substring {
    guard number >= 0, number < lineStarts.count else { return "" }
    let start = lineStarts[number]
    let bytes = text.utf8
    var end =
      number + 1 < lineStarts.count ? bytes.index(before: lineStarts[number + 1]) : bytes.endIndex
    if end > start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") {
      end = bytes.index(before: end)
    }
    return text[start..<end]
  }

  /// The lines (0-based) from the first to the last that differ from `other`'s, byte for byte
  /// and line break included; `nil` when the two have not as many lines, or the same text.
  func changedLines(from other: TextDocument) -> ClosedRange<Int>? {
    guard lineCount == other.lineCount, let change = lineChange(from: other) else { return nil }
    return change.first...change.last
  }

  /// The lines of an edit of `other` into this text: from the first line that differs to the
  /// last, in both texts.
  struct LineChange: Equatable {
    /// The first line (0-based) that differs, the same in both texts.
    var first: Int
    /// The last line (0-based) that differs, in this text.
    var last: Int
    /// The last line (0-based) that differs, in `other`.
    var lastBefore: Int

    /// How many lines this text has more than `other` (negative when fewer): the lines after
    /// the changed ones moved down by this many.
    var shift: Int { last - lastBefore }
  }

  /// The lines that differ from `other`'s, byte for byte and line break included, in both
  /// texts; `nil` when the two hold the same text.
  ///
  /// The texts are compared whole, from the front and from the back: the first byte that
  /// differs is on the first line that does, and the bytes both end with hold the lines after
  /// the last one that does, from the line break that ends it on (they hold as many line breaks
  /// in both).
  func lineChange(from other: TextDocument) -> LineChange? {
    guard let same = Self.sameEnds(text, other.text) else { return nil }
    let first = line(holding: same.front)
    return LineChange(
      first: first, last: max(first, line(holding: text.utf8.count - same.back)),
      lastBefore: max(first, other.line(holding: other.text.utf8.count - same.back)))
  }

  /// How many bytes `a` and `b` have the same at their front, and at their back without
  /// reaching into the front of the shorter; `nil` when they are the same bytes.
  private static func sameEnds(_ a: String, _ b: String) -> (front: Int, back: Int)? {
    var (a, b) = (a, b)
    return a.withUTF8 { a in b.withUTF8 { b in sameEnds(a, b) } }
  }

  private static func sameEnds(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> (front: Int, back: Int)?
  {
    let shorter = min(a.count, b.count)
    var front = 0
    while front < shorter, a[front] == b[front] { front += 1 }
    guard front < a.count || front < b.count else { return nil }
    var back = 0
    while back < shorter - front, a[a.count - 1 - back] == b[b.count - 1 - back] { back += 1 }
    return (front, back)
  }

  /// The line (0-based) that holds the byte at `offset` (the last line for the end).
  private func line(holding offset: Int) -> Int {
    let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    return lineStarts.partitioningIndex { $0 > index } - 1
  }

  /// The text of the lines `lines` (1-based), line breaks included.
  func text(ofLines lines: Range<Int>) -> Substring {
    let end =
      lines.upperBound <= lineStarts.count ? lineStarts[lines.upperBound - 1] : text.endIndex
    return text[lineStarts[lines.lowerBound - 1]..<end]
  }

  /// The index of `position`, clamped to the end of its line and of the document.
  func index(of position: Position) -> String.Index {
    guard position.line < lineStarts.count else { return text.endIndex }
    let line = self.line(position.line)
    var remaining = position.character
    var index = line.startIndex
    // A position inside a surrogate pair means the pair's start.
    for scalar in line.unicodeScalars {
      let width = scalar.utf16.count
      guard remaining >= width else { break }
      remaining -= width
      index = line.unicodeScalars.index(after: index)
    }
    return index
  }

  /// The protocol position of a Gherkin location (1-based line, 1-based column in scalars).
  func position(of location: Location) -> Position {
    let text = line(location.line - 1)
    let scalars = text.unicodeScalars
    let column = max(0, (location.column ?? 1) - 1)
    let end = scalars.index(scalars.startIndex, offsetBy: column, limitedBy: scalars.endIndex)
    return Position(line: location.line - 1, character: text[..<(end ?? text.endIndex)].utf16.count)
  }

  /// The end of line `number`.
  func endOfLine(_ number: Int) -> Position {
    Position(line: number, character: line(number).utf16.count)
  }

  /// The lines `lines` (0-based), from the start of the first to the end of the last.
  func range(ofLines lines: ClosedRange<Int>) -> TextRange {
    TextRange(
      start: Position(line: lines.lowerBound, character: 0), end: endOfLine(lines.upperBound))
  }

  /// Applies a `didChange` notification's content changes in order (each a range and its new
  /// text, or the whole new text), or none of them: throws, naming the first change that is
  /// malformed or whose range is reversed, negative or beyond the document. A character past
  /// the end of its line means the line's end, as the protocol says.
  mutating func apply(changes: [JSON]) throws(InvalidParams) {
    var edited = self
    for (number, change) in changes.enumerated() {
      do throws(InvalidParams) {
        guard let newText = change["text"]?.string else {
          throw InvalidParams(description: "there is no \"text\" string")
        }
        guard let range = change["range"] else {
          edited = TextDocument(text: newText, version: version)
          continue
        }
        let ends = try ["start", "end"].map { name throws(InvalidParams) in
          try Position(range[name], name: "range.\(name)", lineCount: edited.lineCount)
        }
        guard ends[0] <= ends[1] else {
          throw InvalidParams(
            description: "the range is reversed: its end (line \(ends[1].line), character"
              + " \(ends[1].character)) is before its start (line \(ends[0].line), character"
              + " \(ends[0].character))")
        }
        edited.text.replaceSubrange(
          edited.index(of: ends[0])..<edited.index(of: ends[1]), with: newText)
        edited.indexLines()
      } catch {
        throw InvalidParams(description: "change \(number + 1): \(error)")
      }
    }
    self = edited
  }

  private mutating func indexLines() {
    lineStarts = [text.startIndex]
    var index = text.utf8.startIndex
    for byte in text.utf8 {
      index = text.utf8.index(after: index)
      if byte == UInt8(ascii: "\n") { lineStarts.append(index) }
    }
  }
}
