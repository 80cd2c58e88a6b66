/// Why a tag expression could not be parsed.
package struct TagExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The syntax problem found.
  package enum Problem: Sendable, Hashable {
    /// A tag or `(` came where `and`, `or` or `)` was needed.
    case expectedOperator
    /// An operator or `)` came where a tag, `not` or `(` was needed, or the expression ended early.
    case expectedOperand
    /// A `)` closes no `(`.
    case unmatchedClosingParenthesis
    /// A `(` is never closed.
    case unmatchedOpeningParenthesis
    /// A backslash precedes a character that cannot be escaped.
    case illegalEscape(before: Character)
  }

  /// The expression as written.
  package let expression: String
  /// The problem found.
  package let problem: Problem

  /// Cucumber's message, e.g. `Tag expression "a b" could not be parsed because of syntax error:
  /// Expected operator.`
  package var description: String {
    let detail =
      switch problem {
      case .expectedOperator: "Expected operator."
      case .expectedOperand: "Expected operand."
      case .unmatchedClosingParenthesis: "Unmatched )."
      case .unmatchedOpeningParenthesis: "Unmatched (."
      case .illegalEscape(let character): "Illegal escape before \"\(character)\"."
      }
    return "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(detail)"
  }
}
