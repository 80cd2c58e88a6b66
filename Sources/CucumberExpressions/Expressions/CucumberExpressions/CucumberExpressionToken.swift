/// A lexical unit of a Cucumber Expression. Positions count Unicode scalars, end exclusive.
struct CucumberExpressionToken: Sendable, Hashable {
  /// What a token is.
  enum Kind: String, Sendable, Hashable {
    case startOfLine = "START_OF_LINE"
    case endOfLine = "END_OF_LINE"
    case whiteSpace = "WHITE_SPACE"
    case beginOptional = "BEGIN_OPTIONAL"
    case endOptional = "END_OPTIONAL"
    case beginParameter = "BEGIN_PARAMETER"
    case endParameter = "END_PARAMETER"
    case alternation = "ALTERNATION"
    case text = "TEXT"
  }

  /// The token's kind.
  let kind: Kind
  /// The text, with escapes resolved.
  let text: String
  /// Offset of the first scalar (including an escaping backslash).
  let start: Int
  /// Offset just past the last scalar.
  let end: Int
}
