import Foundation
import GherkinParser

/// Lays a feature file out as the files in `Features/` are: keywords indented by level (feature 0,
/// rule 2, background and scenario 2 more than their parent, steps and examples 2 more, tables
/// and doc strings 2 more again), descriptions 2 under their keyword, tags at their keyword's
/// indent, table columns aligned across the comments and blank lines between rows (a column
/// already padded to one width keeps it). Comments and the `# language:` line are left as
/// written; a doc string's content moves with its delimiters. A file that does not parse is left alone.
struct FeatureFormatter {
  let parser: GherkinParser

  /// The formatted text, or `nil` when the file has parse errors.
  func format(_ text: String) -> String? {
    let (kinds, result) = parser.lineKinds(of: text)
    guard result.document != nil else { return nil }
    // A byte order mark stays first, out of the first line's indent and blanking.
    let mark = text.unicodeScalars.first == "\u{FEFF}" ? "\u{FEFF}" : ""
    var lines = text.unicodeScalars.dropFirst(mark.isEmpty ? 0 : 1)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { String(String.UnicodeScalarView($0)) }
    // Each line's kind as the parser read it; a blank last line, which it does not read, is empty.
    let types = lines.indices.map { kinds[$0 + 1] ?? .empty }
    var indents = [Int?](repeating: nil, count: lines.count)
    var ruleOffset = 0
    var descriptionIndent = 2
    var docStringShift: Int?
    var tagLines: [Int] = []  // tag lines waiting for the indent of their keyword
    for (index, type) in types.enumerated() {
      if let shift = docStringShift, type != .docStringSeparator {
        lines[index] = Self.shifted(lines[index], by: shift)
        continue
      }
      let indent: Int?
      switch type {
      case .featureLine: indent = 0
      case .ruleLine:
        ruleOffset = 2
        indent = 2
      case .backgroundLine, .scenarioLine: indent = 2 + ruleOffset
      case .examplesLine, .stepLine: indent = 4 + ruleOffset
      case .tableRow: indent = 6 + ruleOffset
      case .docStringSeparator:
        let target = 6 + ruleOffset
        docStringShift = docStringShift == nil ? target - Self.leadingSpaces(lines[index]) : nil
        indent = target
      case .other: indent = descriptionIndent
      case .tagLine:
        tagLines.append(index)
        indent = nil
      case .comment, .empty, .language, .eof: indent = nil
      }
      if [.featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine].contains(type) {
        descriptionIndent = (indent ?? 0) + 2
        // Tags take the indent of the keyword they belong to.
        for tagLine in tagLines { indents[tagLine] = indent }
        tagLines = []
      }
      indents[index] = indent
      if type == .empty { lines[index] = Self.trailingReturn(lines[index]) }
    }
    for index in lines.indices {
      guard let indent = indents[index], types[index] != .tableRow else { continue }
      lines[index] = Self.reindented(lines[index], to: indent)
    }
    alignTables(&lines, types: types, indents: indents)
    return mark + lines.joined(separator: "\n")
  }

  private func alignTables(_ lines: inout [String], types: [TokenType], indents: [Int?]) {
    var index = 0
    while index < lines.count {
      guard types[index] == .tableRow else {
        index += 1
        continue
      }
      // One table's rows: comments and blank lines between them stay, and do not split it.
      var rowLines: [Int] = []
      var end = index
      while end < lines.count, [.tableRow, .comment, .empty].contains(types[end]) {
        if types[end] == .tableRow { rowLines.append(end) }
        end += 1
      }
      let written = rowLines.map { Self.cells(of: lines[$0]) }
      let rows = written.map { $0.cells.map(\.content) }
      let columns = rows.map(\.count).max() ?? 0
      let widths = (0..<columns).map { column in
        let longest = rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        // A column whose cells are all padded to one width, wide enough, keeps that width.
        let padded = Set(
          written.map { column < $0.cells.count ? $0.cells[column].paddedWidth : nil })
        if padded.count == 1, let width = padded.first ?? nil, width >= longest { return width }
        return longest
      }
      for (lineIndex, (row, rest)) in zip(rowLines, zip(rows, written.map(\.rest))) {
        let line = lines[lineIndex]
        let padded = row.enumerated().map { column, cell in
          cell + String(repeating: " ", count: widths[column] - cell.count)
        }
        lines[lineIndex] =
          String(repeating: " ", count: indents[lineIndex] ?? 0) + "| "
          + padded.joined(separator: " | ") + " |" + (rest.isEmpty ? "" : " " + rest)
          + Self.trailingReturn(line)
      }
      index = end
    }
  }

  /// A table cell as written: its content (escapes kept, trimmed) and, when it is written
  /// `| content   |` with one space before the content (or is blank), the width it is padded to.
  struct WrittenCell {
    var content: String
    var paddedWidth: Int?
  }

  /// A table row's cells as written, split where the parser splits them (at a pipe, by Unicode
  /// scalar: a pipe with a combining mark after it too), and the text after the last pipe, which
  /// the parser ignores and formatting keeps (trimmed).
  static func cells(of line: String) -> (cells: [WrittenCell], rest: String) {
    var cells: [WrittenCell] = []
    var current: String?
    var escaped = false
    for scalar in line.unicodeScalars {
      if scalar == "|", !escaped {
        if let current {
          let content = current.trimmingCharacters(in: .whitespacesAndNewlines)
          let aligned =
            content.isEmpty
            ? current.count >= 2 && current.allSatisfy { $0 == " " }
            : current.hasPrefix(" ") && !current.dropFirst().hasPrefix(" ")
          cells.append(
            WrittenCell(content: content, paddedWidth: aligned ? current.count - 2 : nil))
        }
        current = ""
      } else {
        current?.unicodeScalars.append(scalar)
        // A backslash escapes the next scalar, a pipe included.
        escaped = !escaped && scalar == "\\"
      }
    }
    return (cells, current?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
  }

  private static func leadingSpaces(_ line: String) -> Int {
    line.prefix { $0 == " " || $0 == "\t" }.count
  }

  private static func trailingReturn(_ line: String) -> String { line.hasSuffix("\r") ? "\r" : "" }

  private static func reindented(_ line: String, to indent: Int) -> String {
    let content = line.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !content.isEmpty else { return trailingReturn(line) }
    return String(repeating: " ", count: indent) + content + trailingReturn(line)
  }

  /// `line` moved right by `shift` spaces, or left by at most `-shift` leading blanks.
  private static func shifted(_ line: String, by shift: Int) -> String {
    if shift >= 0 {
      return line.allSatisfy(\.isWhitespace) ? line : String(repeating: " ", count: shift) + line
    }
    let removable = min(-shift, leadingSpaces(line))
    return String(line.dropFirst(removable))
  }
}
