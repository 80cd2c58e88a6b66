/// A lexical unit of a Cucumber Expression. Positions count Unicode scalars, end exclusive.
public struct CucumberExpressionToken: Sendable, Hashable {
  /// What a token is.
  public enum Kind: String, Sendable, Hashable {
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
  public let kind: Kind
  /// The text, with escapes resolved.
  public let text: String
  /// Offset of the first scalar (including an escaping backslash).
  public let start: Int
  /// Offset just past the last scalar.
  public let end: Int
}
