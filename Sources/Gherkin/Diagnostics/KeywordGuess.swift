/// What a line that is not a Gherkin keyword line was probably meant to be: a step whose keyword
/// is misspelt or in the wrong case, or a heading misspelt or without its colon.
struct KeywordGuess: Sendable, Hashable {
  /// The words as written, such as `Givn` or `Scenario`.
  var written: String
  /// The 1-based column where they start.
  var column: Int
  /// The plain-words explanation, such as `'Givn' is not a keyword: did you mean 'Given'?`.
  var explanation: String

  /// English words a step keyword is one letter away from, which start ordinary sentences.
  private static let ordinaryWords: Set<String> = [
    "the", "they", "them", "than", "thee", "that", "this", "an", "any", "ant", "as", "at",
    "bet", "bit", "bud", "buy", "gives", "giver", "hen", "ten", "who", "why", "what",
  ]

  /// The guess for `line` (its text without the line break) in `dialect`, or `nil` when the line
  /// is blank, a comment, a tag, a table row, a real keyword line, or ordinary text.
  static func guess(_ line: String, dialect: Dialect) -> KeywordGuess? {
    let indent = line.prefix { $0 == " " || $0 == "\t" }.count
    let text = line.dropFirst(indent)
    guard let first = text.first, !"#@|".contains(first) else { return nil }
    let column = indent + 1
    let stepKeywords = dialect.stepKeywords.map(\.keyword).filter { $0.trimmingSpace != "*" }
    if stepKeywords.contains(where: { text.hasPrefix($0) }) { return nil }
    let headings =
      dialect.feature + dialect.rule + dialect.background + dialect.scenario
      + dialect.scenarioOutline + dialect.examples
    if headings.contains(where: { text.hasPrefix($0 + ":") }) { return nil }

    // A heading keyword in the wrong case, or without its colon.
    for heading in headings.sorted(by: { $0.count > $1.count }) {
      guard text.count >= heading.count else { continue }
      let start = String(text.prefix(heading.count))
      let rest = text.dropFirst(heading.count)
      guard start.lowercased() == heading.lowercased(),
        rest.first.map({ " :".contains($0) }) ?? true
      else { continue }
      if rest.first == ":" {
        return KeywordGuess(
          written: start, column: column,
          explanation:
            "'\(start):' is not a keyword: did you mean '\(heading):'? Keywords are written with a capital letter as shown."
        )
      }
      guard start == heading else { continue }
      return KeywordGuess(
        written: start, column: column,
        explanation: "'\(heading)' needs a colon: write '\(heading):' followed by its name.")
    }

    // A misspelt heading followed by a colon, such as `Scenaro:`.
    if let colon = text.firstIndex(of: ":") {
      let head = String(text[..<colon])
      if head.count >= 5, head.split(separator: " ").count <= 3 {
        let close = headings.filter { $0.count >= 5 }
          .map { ($0, Wording.distance(head.lowercased(), $0.lowercased(), limit: 2)) }
          .filter { $0.1 <= 2 }
          .min { $0.1 < $1.1 }
        if let (heading, _) = close {
          return KeywordGuess(
            written: head, column: column,
            explanation: "'\(head):' is not a keyword: did you mean '\(heading):'?")
        }
      }
    }

    // A step keyword misspelt or in the wrong case.
    let word = String(text.prefix { $0 != " " && $0 != "\t" && $0 != ":" })
    guard word.count >= 2 else { return nil }
    for keyword in stepKeywords {
      let bare = keyword.trimmingSpace
      if word != bare, word.lowercased() == bare.lowercased() {
        return KeywordGuess(
          written: word, column: column,
          explanation:
            "'\(word)' is not a keyword: did you mean '\(bare)'? Keywords are written with a capital letter as shown."
        )
      }
    }
    guard word.count >= 3, !ordinaryWords.contains(word.lowercased()) else { return nil }
    let close = stepKeywords.map(\.trimmingSpace)
      .filter { $0.count >= 3 }
      .map { ($0, Wording.distance(word.lowercased(), $0.lowercased(), limit: 1)) }
      .filter { $0.1 <= 1 }
      .min { $0.1 < $1.1 }
    guard let (keyword, _) = close else { return nil }
    return KeywordGuess(
      written: word, column: column,
      explanation: "'\(word)' is not a keyword: did you mean '\(keyword)'?")
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpace: String {
    let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
    let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
    return String(self[start..<end])
  }
}
