import Foundation
import GherkinParser

extension LanguageServer {
  /// Protocol `CompletionItemKind`s.
  private enum Kind: Int {
    case keyword = 14
    case snippet = 15
    case value = 12
  }

  /// What to offer at the cursor: sentences after a step keyword, the dialect's keywords at the
  /// start of a line, tags after `@`.
  func completionItems(in document: TextDocument, at position: Position, tags: Set<String>)
    -> JSON
  {
    let line = document.line(position.line)
    let cursor = document.index(of: position)
    let before = line[line.startIndex..<max(line.startIndex, min(cursor, line.endIndex))]
    let typed = before.drop { $0 == " " || $0 == "\t" }
    let end = Position(line: position.line, character: before.utf16.count)
    /// An item whose `newText` replaces `text`, the typed text that ends at the cursor.
    func item(
      _ label: String, _ kind: Kind, replacing text: Substring, with newText: String,
      _ more: [(String, JSON)] = []
    ) -> JSON {
      let start = Position(line: position.line, character: end.character - text.utf16.count)
      let edit: JSON = [
        "range": TextRange(start: start, end: end).json, "newText": .string(newText),
      ]
      return .object(
        [("label", .string(label)), ("kind", .int(kind.rawValue))] + more + [("textEdit", edit)])
    }
    func result(_ items: [JSON]) -> JSON { ["isIncomplete": true, "items": .array(items)] }

    // A tag being typed: the word under the cursor starts with `@`.
    let word = typed.split(omittingEmptySubsequences: false, whereSeparator: \.isWhitespace).last
    if let word, word.first == "@" {
      let matching = tags.filter { $0.hasPrefix(word) && $0 != word }.sorted()
      return result(matching.map { item($0, .value, replacing: word, with: $0) })
    }

    let dialect = parser.dialect(of: document)
    if let stepKeyword = dialect.stepKeyword(starting: typed) {
      let sentence = typed.dropFirst(stepKeyword.count)
      return result(
        catalogue.completions(for: String(sentence)).map { entry in
          let info = entry.info
          let detail = [info.topic, "\(info.keyword) step, \(info.source)"].compactMap { $0 }
          return item(
            info.sentence, .snippet, replacing: sentence, with: entry.snippet,
            [
              ("detail", .string(detail.joined(separator: " · "))),
              ("documentation", .string(info.summary ?? "")),
              ("filterText", .string(String(sentence))), ("insertTextFormat", 2),
            ])
        })
    }

    let keywords = keywords(of: dialect).filter { $0.lowercased().hasPrefix(typed.lowercased()) }
    return result(
      keywords.map {
        item($0.trimmingCharacters(in: .whitespaces), .keyword, replacing: typed, with: $0)
      })
  }

  /// The dialect's keywords as typed at the start of a line: block keywords with their colon,
  /// step keywords with their space (`* ` left out).
  func keywords(of dialect: Dialect) -> [String] {
    let blocks = dialect.headingKeywords.map { "\($0): " }
    var seen = Set<String>()
    let steps = dialect.stepKeywords.map(\.keyword).filter {
      $0 != "* " && seen.insert($0).inserted
    }
    return blocks + steps
  }
}

/// The tags written in feature text: words starting with `@` on lines that start with one.
enum TagScanner {
  static func tags(in text: String) -> Set<String> {
    var found = Set<String>()
    // Split by scalars, not by characters: a 10 MB file's lines, without grapheme breaking.
    for scalars in text.unicodeScalars.split(whereSeparator: isLineBreak) {
      let trimmed = Substring(scalars).drop { $0 == " " || $0 == "\t" }
      guard trimmed.first == "@" else { continue }
      for word in trimmed.split(whereSeparator: \.isWhitespace) {
        if word.first == "#" { break }
        if word.first == "@" && word.count > 1 { found.insert(String(word)) }
      }
    }
    return found
  }

  /// Whether `scalar` ends a line as `Character.isNewline` says: line feed, vertical tab, form
  /// feed, carriage return (alone or before a line feed), next line, line and paragraph separators.
  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// The tags of every `.feature` file under `folder`.
  static func tags(under folder: URL) -> Set<String> {
    let texts = FileManager.default.files(under: folder, withExtension: "feature").compactMap {
      try? String(contentsOf: $0, encoding: .utf8)
    }
    return texts.reduce(into: []) { $0.formUnion(tags(in: $1)) }
  }
}
