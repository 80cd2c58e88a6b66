/// Writes tokens in the text format of Cucumber's `.tokens` files, such as
/// `(4:5)StepLine:(Context)Given /the minimalism/`.
enum TokenFormatter {
  /// One token as one line, without the line feed.
  static func line(_ token: Token) -> String {
    guard token.type != .eof else { return "EOF" }
    var line = "(\(token.location.line):\(token.location.column ?? 0))\(token.type.rawValue):"
    if let keyword = token.keyword {
      line += "(\(token.keywordType?.rawValue ?? ""))\(keyword)"
    }
    line += "/\(token.text ?? "")/"
    line += token.items.map { "\($0.location.column ?? 0):\($0.value)" }.joined(separator: ",")
    return line
  }

  /// All tokens, one per line, each line ending in a line feed.
  static func text(_ tokens: [Token]) -> String {
    tokens.map { line($0) + "\n" }.joined()
  }
}
