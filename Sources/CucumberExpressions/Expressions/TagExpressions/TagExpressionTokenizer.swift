/// Splits a tag expression into tokens, resolving backslash escapes.
package enum TagExpressionTokenizer {
  package static func tokenize(_ source: String) throws(TagExpressionError) -> [TagExpressionToken]
  {
    var tokens: [TagExpressionToken] = []
    var word = ""
    var escaping = false

    func flushWord() {
      guard !word.isEmpty else { return }
      tokens.append(operators[word] ?? .tag(word))
      word = ""
    }

    for character in source {
      if escaping {
        guard isEscapable(character) else {
          throw TagExpressionError(expression: source, problem: .illegalEscape(before: character))
        }
        word.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "(" || character == ")" || character.isWhitespace {
        flushWord()
        if character == "(" { tokens.append(.openParenthesis) }
        if character == ")" { tokens.append(.closeParenthesis) }
      } else {
        word.append(character)
      }
    }
    flushWord()
    return tokens
  }

  /// The words that are operators, not tags.
  private static let operators: [String: TagExpressionToken] = [
    "and": .and, "or": .or, "not": .not,
  ]

  /// Whether a backslash may escape `character` in a tag name.
  static func isEscapable(_ character: Character) -> Bool {
    character == "(" || character == ")" || character == "\\" || character.isWhitespace
  }
}
