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

  /// Splits a file into lines at `\n` or `\r\n`, dropping a last line that is only whitespace.
  static func split(_ source: String) -> [Line] {
    let chunks = source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var lines = chunks.enumerated().map { index, bytes in
      let crlf = bytes.last == UInt8(ascii: "\r") && index < chunks.count - 1
      let text = crlf ? bytes.dropLast() : bytes
      return Line(number: index + 1, text: Substring(text))
    }
    if let last = lines.last, last.trimmed.unicodeScalars.allSatisfy(\.isGherkinSpace) {
      lines.removeLast()
    }
    return lines
  }
}

extension Unicode.Scalar {
  /// Whether this is whitespace as JavaScript's `\s` (which Cucumber's parsers follow) means it.
  var isGherkinSpace: Bool {
    switch value {
    case 0x20, 0x09...0x0D: return true
    case 0..<0x80: return false
    case 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
      return true
    default: return false
    }
  }
}

extension Substring {
  /// Where the leading whitespace ends, and how many characters it has.
  var leadingGherkinSpace: (end: Index, count: Int) {
    var index = utf8.startIndex
    var count = 0
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
        count += 1
        index = utf8.index(after: index)
      } else if byte < 0x80 {
        return (index, count)
      } else {
        break
      }
    }
    let scalars = unicodeScalars
    while index < scalars.endIndex, scalars[index].isGherkinSpace {
      index = scalars.index(after: index)
      count += 1
    }
    return (index, count)
  }

  /// This text without leading and trailing whitespace.
  var trimmingGherkinSpace: Substring {
    let start = leadingGherkinSpace.end
    var end = utf8.endIndex
    while end > start {
      let before = utf8.index(before: end)
      let byte = utf8[before]
      if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
        end = before
      } else if byte < 0x80 {
        return self[start..<end]
      } else {
        break
      }
    }
    let scalars = unicodeScalars
    while end > start, scalars[scalars.index(before: end)].isGherkinSpace {
      end = scalars.index(before: end)
    }
    return self[start..<end]
  }
}
