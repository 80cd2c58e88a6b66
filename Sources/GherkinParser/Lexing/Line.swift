import Foundation

/// A feature file's UTF-8 bytes, which lines and tokens point into by offset.
struct SourceText {
  let bytes: [UInt8]

  init(_ source: String) { bytes = Array(source.utf8) }

  /// The text of `range` as a string.
  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Whether `range` starts with `prefix`.
  func starts(_ range: Range<Int>, with prefix: some Collection<UInt8>) -> Bool {
    prefix.count <= range.count
      && bytes[range.lowerBound..<range.lowerBound + prefix.count]
        .elementsEqual(prefix)
  }

  /// How many bytes the character at `index` takes if it is whitespace of `kind`, or 0 if it is not.
  @inline(__always)
  func spaceLength(at index: Int, _ kind: Whitespace = .javaScript) -> Int {
    let byte = bytes[index]
    return byte < 0x80 ? (byte.isGherkinSpace ? 1 : 0) : wideSpaceLength(at: index, kind)
  }

  /// ``spaceLength(at:_:)`` for a character beyond ASCII.
  private func wideSpaceLength(at index: Int, _ kind: Whitespace) -> Int {
    let byte = bytes[index]
    let length = scalarLength(at: index)
    guard index + length <= bytes.count else { return 0 }
    var value = UInt32(byte) & (0xFF >> (length + 1))
    for next in bytes[index + 1..<index + length] { value = value << 6 | UInt32(next & 0x3F) }
    return Unicode.Scalar(value).map(kind.contains) == true ? length : 0
  }

  /// How many bytes the character starting at `index` takes.
  func scalarLength(at index: Int) -> Int {
    let byte = bytes[index]
    return byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
  }

  /// Where the whitespace of `kind` leading `range` ends, and how many characters it has.
  func leadingSpace(_ range: Range<Int>, _ kind: Whitespace = .javaScript) -> (end: Int, count: Int)
  {
    var (index, count) = (range.lowerBound, 0)
    while index < range.upperBound {
      let length = spaceLength(at: index, kind)
      guard length > 0 else { break }
      (index, count) = (index + length, count + 1)
    }
    return (index, count)
  }

  /// `range` without trailing whitespace of `kind`.
  func trimmingTrailingSpace(_ range: Range<Int>, _ kind: Whitespace = .javaScript) -> Range<Int> {
    var end = range.upperBound
    while end > range.lowerBound {
      var start = end - 1
      while start > range.lowerBound && bytes[start] & 0xC0 == 0x80 { start -= 1 }
      guard spaceLength(at: start, kind) == end - start else { break }
      end = start
    }
    return range.lowerBound..<end
  }

  /// `range` without leading and trailing whitespace.
  func trimmingSpace(_ range: Range<Int>) -> Range<Int> {
    trimmingTrailingSpace(leadingSpace(range).end..<range.upperBound)
  }

  /// Whether `range` holds a whitespace character.
  func containsSpace(_ range: Range<Int>) -> Bool {
    var index = range.lowerBound
    while index < range.upperBound {
      if spaceLength(at: index) > 0 { return true }
      index += scalarLength(at: index)
    }
    return false
  }

  /// How many characters (Unicode scalars) `range` has.
  func characterCount(_ range: Range<Int>) -> Int {
    bytes[range].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
  }
}

/// One line of a feature file, without its line ending, as offsets into its ``SourceText``.
struct Line {
  /// The 1-based line number.
  let number: Int
  /// The whole line.
  let range: Range<Int>
  /// The line without its leading whitespace.
  let trimmed: Range<Int>
  /// How many whitespace characters lead the line.
  let indent: Int

  /// Where the first non-blank character is.
  var location: Location { Location(line: number, column: indent + 1) }
}

/// Reads a file line by line, splitting at `\n` or `\r\n`; a last line of only whitespace
/// counts as the end of the file. Copy a reader to look ahead.
struct LineReader {
  let source: SourceText
  /// Where the next line starts, or `nil` after the last line.
  private var offset: Int? = 0
  /// How many lines have been read.
  private(set) var count = 0

  /// A reader of `source` whose first line is numbered `firstLine`.
  init(_ source: SourceText, firstLine: Int = 1) {
    self.source = source
    count = firstLine - 1
  }

  mutating func next() -> Line? {
    let bytes = source.bytes
    guard let start = offset else { return nil }
    let end = bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress, start < buffer.count,
        let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
      else { return buffer.count }
      return base.distance(to: newline)
    }
    let endsWithCR = end < bytes.count && end > start && bytes[end - 1] == UInt8(ascii: "\r")
    let textEnd = endsWithCR ? end - 1 : end
    let (contentStart, indent) = source.leadingSpace(start..<textEnd)
    offset = end < bytes.count ? end + 1 : nil
    if offset == nil && contentStart == textEnd { return nil }
    count += 1
    return Line(
      number: count, range: start..<textEnd, trimmed: contentStart..<textEnd, indent: indent)
  }
}

/// Which characters count as whitespace. Both sets hold the same ASCII characters but `\n`,
/// which no line holds.
enum Whitespace {
  /// JavaScript's `\s`, which Cucumber's parsers use for indents, keywords, tags and names.
  case javaScript
  /// The narrower set Cucumber trims from table cells.
  case tableCell

  /// Whether `scalar` is whitespace of this kind.
  func contains(_ scalar: Unicode.Scalar) -> Bool {
    self == .javaScript ? scalar.isGherkinSpace : scalar.isTableCellSpace
  }
}

extension Unicode.Scalar {
  /// Whether Cucumber trims this from a table cell: space, tab, `\v`, `\f`, `\r`, U+0085 or U+00A0.
  var isTableCellSpace: Bool {
    switch value {
    case 0x20, 0x09, 0x0B...0x0D, 0x85, 0xA0: return true
    default: return false
    }
  }

  /// Whether this is whitespace as JavaScript's `\s` (which Cucumber's parsers follow) means it.
  var isGherkinSpace: Bool {
    switch value {
    case 0x20, 0x09...0x0D: return true
    case 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
      return true
    default: return false
    }
  }
}

extension UInt8 {
  /// Whether this byte is ASCII whitespace as JavaScript's `\s` means it.
  var isGherkinSpace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}
