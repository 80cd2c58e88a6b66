import Foundation
import Gherkin

/// What to offer at the cursor: sentences after a step keyword, the dialect's keywords at the
/// start of a line, tags after `@`.
struct Completion {
  let catalogue: StepCatalogue
  let parser: GherkinParser

  /// Protocol `CompletionItemKind`s.
  private enum Kind: Int {
    case keyword = 14
    case snippet = 15
    case value = 12
  }

  func items(in document: TextDocument, at position: Position, tags: Set<String>) -> JSON {
    let line = document.line(position.line)
    let cursor = document.index(of: position)
    let before = line[line.startIndex..<max(line.startIndex, min(cursor, line.endIndex))]
    let typed = before.drop { $0 == " " || $0 == "\t" }
    let typedStart = Position(
      line: position.line, character: line[..<typed.startIndex].utf16.count)
    let cursorPosition = Position(line: position.line, character: before.utf16.count)

    // A tag being typed: the word under the cursor starts with `@`.
    let word = typed.reversed().prefix { !$0.isWhitespace }.reversed()
    if word.first == "@" {
      let range = TextRange(
        start: Position(
          line: position.line, character: cursorPosition.character - String(word).utf16.count),
        end: cursorPosition)
      let items = tags.filter { $0.hasPrefix(String(word)) && $0 != String(word) }.sorted().map {
        tag -> JSON in
        ["label": .string(tag), "kind": .int(Kind.value.rawValue), "textEdit": edit(range, tag)]
      }
      return result(items)
    }

    let dialect = parser.dialect(of: document)
    let stepKeyword = dialect.stepKeyword(starting: typed)
    if let stepKeyword {
      let sentence = typed.dropFirst(stepKeyword.count)
      let range = TextRange(
        start: Position(
          line: position.line,
          character: typedStart.character + stepKeyword.utf16.count),
        end: cursorPosition)
      let items = catalogue.completions(for: String(sentence)).map { entry -> JSON in
        [
          "label": .string(entry.info.expression), "kind": .int(Kind.snippet.rawValue),
          "detail": .string(
            [entry.info.topic, "\(entry.info.keyword) step, \(entry.info.source)"]
              .compactMap { $0 }.joined(separator: " · ")),
          "documentation": .string(entry.info.summary ?? ""),
          "filterText": .string(String(sentence)), "insertTextFormat": 2,
          "textEdit": edit(range, entry.snippet),
        ]
      }
      return result(items)
    }

    let range = TextRange(start: typedStart, end: cursorPosition)
    let items = keywords(of: dialect).filter {
      $0.lowercased().hasPrefix(typed.lowercased())
    }.map { keyword -> JSON in
      [
        "label": .string(keyword.trimmingCharacters(in: .whitespaces)),
        "kind": .int(Kind.keyword.rawValue), "textEdit": edit(range, keyword),
      ]
    }
    return result(items)
  }

  /// The dialect's keywords as typed at the start of a line: block keywords with their colon,
  /// step keywords with their space (`* ` left out).
  func keywords(of dialect: Dialect) -> [String] {
    let blocks = [
      dialect.feature, dialect.rule, dialect.background, dialect.scenario,
      dialect.scenarioOutline, dialect.examples,
    ].flatMap { $0.map { "\($0): " } }
    var seen = Set<String>()
    let steps = dialect.stepKeywords.map(\.keyword).filter {
      $0 != "* " && seen.insert($0).inserted
    }
    return blocks + steps
  }

  private func edit(_ range: TextRange, _ text: String) -> JSON {
    ["range": range.json, "newText": .string(text)]
  }

  private func result(_ items: [JSON]) -> JSON {
    ["isIncomplete": true, "items": .array(items)]
  }
}

/// The tags written in feature text: words starting with `@` on lines that start with one.
enum TagScanner {
  static func tags(in text: String) -> Set<String> {
    var found = Set<String>()
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.first == "@" else { continue }
      for word in trimmed.split(whereSeparator: \.isWhitespace) {
        if word.first == "#" { break }
        if word.first == "@" && word.count > 1 { found.insert(String(word)) }
      }
    }
    return found
  }

  /// The tags of every `.feature` file under `folder`.
  static func tags(under folder: URL) -> Set<String> {
    var found = Set<String>()
    for url in FileManager.default.files(under: folder, withExtension: "feature") {
      if let text = try? String(contentsOf: url, encoding: .utf8) {
        found.formUnion(tags(in: text))
      }
    }
    return found
  }
}
