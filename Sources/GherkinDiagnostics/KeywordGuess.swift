import GherkinParser

/// What a line that is not a Gherkin keyword line was probably meant to be: a step whose keyword
/// is misspelt or in the wrong case, or a heading misspelt or without its colon.
struct KeywordGuess: Sendable, Hashable {
  /// The words as written, such as `Givn` or `Scenario`.
  var written: String
  /// The 1-based column where they start.
  var column: Int
  /// The plain-words explanation, such as `'Givn' is not a keyword: did you mean 'Given'?`.
  var explanation: String
  /// Whether the guess is a heading keyword without its colon (`Scenario Fresh cache`), which
  /// ordinary prose may also start with (`Rule of thumb`).
  var isHeadingWithoutColon = false

  /// English words a step keyword is one letter away from, which start ordinary sentences.
  private static let ordinaryWords: Set<String> = [
    "the", "they", "them", "than", "thee", "that", "this", "an", "any", "ant", "as", "at",
    "bet", "bit", "bud", "buy", "gives", "giver", "hen", "ten", "who", "why", "what",
  ]

  /// A dialect's keywords, prepared once for guessing line after line.
  struct Keywords: Sendable {
    /// Step keywords as written (with their trailing space), `*` left out.
    let steps: [String]
    /// Step keywords without their trailing space, of three letters or more, lowercased too.
    let bareSteps: [(bare: String, lower: String)]
    /// Heading keywords, longest first, lowercased too, and as a heading line starts
    /// (`Scenario:`).
    let headings: [(keyword: String, lower: String, line: String)]
    /// The number of characters of the longest heading keyword.
    let longestHeading: Int

    init(_ dialect: Dialect) {
      steps = dialect.stepKeywords.map(\.keyword).filter { $0.trimmingSpace != "*" }
      bareSteps = steps.map(\.trimmingSpace).filter { !$0.isEmpty }.map { ($0, $0.lowercased()) }
      headings = dialect.headingKeywords.sorted { $0.count > $1.count }
        .map { ($0, $0.lowercased(), $0 + ":") }
      longestHeading = headings.first?.keyword.count ?? 0
    }
  }

  /// The guess for `line` (its text without the line break) with a dialect's `keywords`, or
  /// `nil` when the line is blank, a comment, a tag, a table row, a real keyword line, or
  /// ordinary text.
  ///
  /// - Parameter expectingSteps: whether the line stands where a step is expected (under a
  ///   Scenario or Background heading, or where the grammar rejects text), so that a step
  ///   keyword behind a list marker (`- Given`) or glued to its next word (`Giventhe`) counts.
  static func guess(_ line: String, keywords: Keywords, expectingSteps: Bool = false)
    -> KeywordGuess?
  {
    let indent = line.prefix { $0 == " " || $0 == "\t" }.count
    let text = line.dropFirst(indent)
    guard let first = text.first, !"#@|".contains(first) else { return nil }
    let column = indent + 1
    if keywords.steps.contains(where: { text.hasPrefix($0) }) { return nil }
    if keywords.headings.contains(where: { text.hasPrefix($0.line) }) { return nil }
    if let colon = colonAfterStepKeyword(text, column: column, keywords: keywords) {
      return colon
    }
    if expectingSteps {
      if let marker = listMarker(text, column: column, keywords: keywords) { return marker }
      if let glued = gluedKeyword(text, column: column, keywords: keywords) { return glued }
    }

    if let heading = headingInWrongCase(text, column: column, keywords: keywords) {
      return heading
    }
    if let heading = misspeltHeading(text, column: column, keywords: keywords) { return heading }
    return misspeltStepKeyword(text, column: column, keywords: keywords)
  }
}

extension KeywordGuess {
  /// A heading keyword in the wrong case, or without its colon.
  private static func headingInWrongCase(_ text: Substring, column: Int, keywords: Keywords)
    -> KeywordGuess?
  {
    let lowerStart = String(text.prefix(keywords.longestHeading)).lowercased()
    for (heading, lower, _) in keywords.headings where lowerStart.hasPrefix(lower) {
      let start = String(text.prefix(heading.count))
      guard start.count == heading.count, start.lowercased() == lower else { continue }
      let rest = text.dropFirst(heading.count)
      guard rest.first.map({ " :".contains($0) }) ?? true else { continue }
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
        explanation: "'\(heading)' needs a colon: write '\(heading):' followed by its name.",
        isHeadingWithoutColon: true)
    }
    return nil
  }

  /// A misspelt heading followed by a colon, such as `Scenaro:`; only a short head can be one.
  private static func misspeltHeading(_ text: Substring, column: Int, keywords: Keywords)
    -> KeywordGuess?
  {
    if let colon = text.prefix(40).firstIndex(of: ":") {
      let head = String(text[..<colon])
      if head.count >= 5, head.split(separator: " ").count <= 3 {
        let close = keywords.headings.filter { $0.keyword.count >= 5 }
          .map { ($0.keyword, Wording.distance(head.lowercased(), $0.lower, limit: 2)) }
          .filter { $0.1 <= 2 }
          .min { $0.1 < $1.1 }
        if let (heading, _) = close {
          return KeywordGuess(
            written: head, column: column,
            explanation: "'\(head):' is not a keyword: did you mean '\(heading):'?")
        }
      }
    }
    return nil
  }

  /// A step keyword misspelt or in the wrong case; a keyword is short, so only a short first
  /// word can be one.
  private static func misspeltStepKeyword(_ text: Substring, column: Int, keywords: Keywords)
    -> KeywordGuess?
  {
    let word = String(text.prefix(16).prefix { $0 != " " && $0 != "\t" && $0 != ":" })
    guard word.count >= 2, word.count < 16 else { return nil }
    let lowerWord = word.lowercased()
    for (bare, lower) in keywords.bareSteps where word != bare && lowerWord == lower {
      return KeywordGuess(
        written: word, column: column,
        explanation:
          "'\(word)' is not a keyword: did you mean '\(bare)'? Keywords are written with a capital letter as shown."
      )
    }
    guard word.count >= 3, !ordinaryWords.contains(lowerWord) else { return nil }
    let close = keywords.bareSteps
      .filter { $0.bare.count >= 3 }
      .map { keyword in
        (
          keyword.bare,
          Wording.swapsTwoLetters(lowerWord, keyword.lower)
            ? 1 : Wording.distance(lowerWord, keyword.lower, limit: 1)
        )
      }
      .filter { $0.1 <= 1 }
      .min { $0.1 < $1.1 }
    guard let (keyword, _) = close else { return nil }
    return KeywordGuess(
      written: word, column: column,
      explanation: "'\(word)' is not a keyword: did you mean '\(keyword)'?")
  }

}

extension KeywordGuess {
  /// A step keyword followed by a colon, as a heading is (`Given: the cache is empty`).
  private static func colonAfterStepKeyword(
    _ text: Substring, column: Int, keywords: Keywords
  ) -> KeywordGuess? {
    let word = text.prefix(16).prefix { $0 != " " && $0 != "\t" && $0 != ":" }
    let lower = word.lowercased()
    guard text.dropFirst(word.count).first == ":",
      let (bare, _) = keywords.bareSteps.first(where: { $0.lower == lower })
    else { return nil }
    let rest = String(text.dropFirst(word.count + 1)).trimmingSpace
    return KeywordGuess(
      written: String(word) + ":", column: column,
      explanation:
        "'\(word):' is not how a step starts: a step keyword takes no colon. Remove the colon and write '\(Wording.shown(bare + " " + rest))'."
    )
  }

  /// Signs that start an item of a list, which a step line does not take.
  private static let listMarkers: Set<Character> = ["-", "+", "•", "–", "—"]

  /// A step keyword behind a list marker: `- Given`, `• When`, `1. Then`, `2) And`.
  private static func listMarker(_ text: Substring, column: Int, keywords: Keywords)
    -> KeywordGuess?
  {
    var marker = text.prefix(0)
    if let first = text.first, listMarkers.contains(first) {
      marker = text.prefix(1)
    } else {
      let digits = text.prefix(4).prefix(while: \.isASCII).prefix(while: \.isNumber)
      let sign = text.dropFirst(digits.count).first
      guard !digits.isEmpty, sign == "." || sign == ")" else { return nil }
      marker = text.prefix(digits.count + 1)
    }
    let rest = text.dropFirst(marker.count)
    let spaces = rest.prefix { $0 == " " || $0 == "\t" }
    let step = rest.dropFirst(spaces.count)
    guard !spaces.isEmpty,
      let keyword = keywords.steps.first(where: { step.hasPrefix($0) })?.trimmingSpace
    else { return nil }
    let written = String(marker) + " "
    return KeywordGuess(
      written: String(marker), column: column,
      explanation:
        "'\(written)' before '\(keyword)' marks an item of a list, which a step does not take: remove the '\(written)' so that the line starts with '\(keyword)'."
    )
  }

  /// Words that start with a step keyword but are not one and start ordinary sentences.
  private static let wordsStartingWithKeyword: Set<String> = [
    "another", "android", "andrew", "andy", "anders", "butter", "button", "buttons", "butler",
    "thence", "thenceforth", "givens", "whence", "andante",
  ]

  /// A step keyword glued to the next word (`Giventhe cache is empty`), or a word that only
  /// starts with one (`Whenever the customer ...`).
  private static func gluedKeyword(_ text: Substring, column: Int, keywords: Keywords)
    -> KeywordGuess?
  {
    let word = String(text.prefix(24).prefix { $0 != " " && $0 != "\t" })
    guard word.count < 24, !wordsStartingWithKeyword.contains(word.lowercased()) else {
      return nil
    }
    let candidates = keywords.bareSteps.filter {
      $0.bare.count >= 3 && word.count > $0.bare.count && word.hasPrefix($0.bare)
        && word.dropFirst($0.bare.count).first?.isLetter == true
    }
    guard let (keyword, _) = candidates.max(by: { $0.bare.count < $1.bare.count }) else {
      return nil
    }
    return KeywordGuess(
      written: word, column: column,
      explanation:
        "'\(word)' is not a keyword: a step starts with '\(keyword)' followed by a space.")
  }
}
