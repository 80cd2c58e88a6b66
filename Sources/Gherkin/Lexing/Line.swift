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
    var index = text.unicodeScalars.startIndex
    var indent = 0
    while index < text.unicodeScalars.endIndex, text.unicodeScalars[index].isGherkinSpace {
      index = text.unicodeScalars.index(after: index)
      indent += 1
    }
    self.trimmed = text[index...]
    self.indent = indent
  }

  /// Splits a file into lines at `\n` or `\r\n`, dropping a last line that is only whitespace.
  static func split(_ source: String) -> [Line] {
    var lines: [Line] = []
    let utf8 = source.utf8
    var start = utf8.startIndex
    var index = start
    func append(_ end: String.Index) {
      var last = end
      if last > start, utf8[utf8.index(before: last)] == UInt8(ascii: "\r") {
        last = utf8.index(before: last)
      }
      lines.append(Line(number: lines.count + 1, text: source[start..<last]))
    }
    while index < utf8.endIndex {
      if utf8[index] == UInt8(ascii: "\n") {
        append(index)
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    append(utf8.endIndex)
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
  /// This text without leading and trailing whitespace.
  var trimmingGherkinSpace: Substring {
    let scalars = unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, scalars[start].isGherkinSpace { start = scalars.index(after: start) }
    while end > start, scalars[scalars.index(before: end)].isGherkinSpace {
      end = scalars.index(before: end)
    }
    return self[start..<end]
  }
}
