/// A lexical unit of a tag expression.
package enum TagExpressionToken: Sendable, Hashable {
  case openParenthesis
  case closeParenthesis
  case not
  case and
  case or
  case tag(String)
}
