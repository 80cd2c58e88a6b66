/// One line of a feature file, without its line ending.
struct Line {
  /// The 1-based line number.
  let number: Int
  /// The whole line.
  let text: Substring
  /// The line without its leading whitespace.
  let trimmed: Substring
  /// How many whitespace characters lead the line.
  let indent: Int

  init(number: Int, text: Substring) {
    self.number = number
    self.text = text
    let (start, indent) = text.leadingGherkinSpace
    self.trimmed = text[start...]
    self.indent = indent
  }
}

/// Reads a file line by line, splitting at `\n` or `\r\n`; a last line of only whitespace
/// counts as the end of the file. Copy a reader to look ahead.
struct LineReader {
  private let source: String
  /// The UTF-8 offset where the next line starts, or `nil` after the last line.
  private var offset: Int? = 0
  /// How many lines have been read.
  private(set) var count = 0

  init(_ source: String) {
    var source = source
    source.makeContiguousUTF8()
    self.source = source
  }

  mutating func next() -> Line? {
    guard let start = offset else { return nil }
    let utf8 = source.utf8
    // Contiguous since `init`, so that a line end is found with a plain scan of bytes.
    let (end, textEnd) =
      utf8.withContiguousStorageIfAvailable { bytes in
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let carriageReturn =
          end < bytes.count && end > start && bytes[end - 1] == UInt8(ascii: "\r")
        return (end, carriageReturn ? end - 1 : end)
      } ?? (utf8.count, utf8.count)
    let text = source[
      utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: textEnd)]
    let line = Line(number: count + 1, text: text)
    offset = end < utf8.count ? end + 1 : nil
    if offset == nil && line.trimmed.unicodeScalars.allSatisfy(\.isGherkinSpace) { return nil }
    count += 1
    return line
  }
}

extension Unicode.Scalar {
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

extension Substring {
  /// Where the leading whitespace ends, and how many characters it has.
  var leadingGherkinSpace: (end: Index, count: Int) {
    var (index, count) = (startIndex, 0)
    while index < endIndex {
      let byte = utf8[index]
      guard byte.isGherkinSpace || (byte >= 0x80 && unicodeScalars[index].isGherkinSpace) else {
        break
      }
      index = byte < 0x80 ? utf8.index(after: index) : unicodeScalars.index(after: index)
      count += 1
    }
    return (index, count)
  }

  /// This text without leading and trailing whitespace.
  var trimmingGherkinSpace: Substring {
    self[leadingGherkinSpace.end...].trimmingTrailingGherkinSpace
  }

  /// This text without trailing whitespace.
  var trimmingTrailingGherkinSpace: Substring {
    var text = self
    while let last = text.unicodeScalars.last, last.isGherkinSpace {
      text = text[..<text.unicodeScalars.index(before: text.endIndex)]
    }
    return text
  }
}
