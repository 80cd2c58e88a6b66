import Foundation
import GherkinParser

extension FeatureLoader {
  /// The words that make a line a Gherkin heading (`Feature`, `Scenario`, ... in every dialect
  /// the parser knows), lower-cased, and `language` (of `# language: xx`).
  struct HeadingWords {
    private var words: Set<String> = ["language"]

    init(_ dialects: Dialects) {
      for dialect in dialects.byCode.values {
        words.formUnion(dialect.headingKeywords.map { $0.lowercased() })
      }
    }

    /// Whether one line of `text` is a heading in some dialect (in any case, after any `#`s,
    /// as in Markdown or a comment), or a `# language:` line.
    func occur(in text: String) -> Bool {
      var rest = text[...]
      while !rest.isEmpty {
        let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
        let line = rest[..<end].drop { $0 == "#" || $0.isWhitespace }
        if let colon = line.firstIndex(of: ":") {
          let word = String(line[..<colon]).trimmingCharacters(in: .whitespaces).lowercased()
          if words.contains(word) { return true }
        }
        rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
      }
      return false
    }
  }

  /// The error for the file at `uri` when its `text` does not parse and has no Gherkin heading
  /// in any language: a file that is not a feature file at all (such as one a misplaced
  /// symbolic link leads to), whose lines are then not quoted in any message or report.
  /// `nil` for anything else, left to the parser and its explanations.
  func notGherkin(_ text: String, uri: String, headings: HeadingWords) -> FeatureLoadError? {
    guard !headings.occur(in: text), !parser.parse(source: text, uri: uri).errors.isEmpty
    else { return nil }
    return FeatureLoadError(
      path: uri,
      reason:
        "does not look like a feature file: no line of it is a heading such as Feature:, Scenario: or Background: (in any language known), so it is not read and its text is not shown. A feature file starts with a line such as Feature: What it is about"
    )
  }
}
