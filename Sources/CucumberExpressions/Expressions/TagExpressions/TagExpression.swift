/// A boolean expression over tags, such as `@smoke and not (@slow or @wip)`.
///
/// ```swift
/// let filter = try TagExpression(parsing: "@smoke and not @wip")
/// filter.evaluate(["@smoke"])  // true
/// ```
///
/// Operators are `not` (binds tightest), `and`, then `or`; parentheses group. A backslash escapes
/// `(`, `)`, `\` or whitespace inside a tag name. The empty expression matches every tag set.
package struct TagExpression: Sendable, Hashable, CustomStringConvertible {
  package let root: TagExpressionNode?

  /// Parses `source`.
  ///
  /// - Throws: ``TagExpressionError`` with Cucumber's wording when the syntax is wrong.
  package init(parsing source: String) throws(TagExpressionError) {
    let tokens = try TagExpressionTokenizer.tokenize(source)
    root = try TagExpressionParser.parse(tokens, source: source)
  }

  /// Whether a pickle carrying `tags` satisfies the expression.
  package func evaluate(_ tags: some Collection<String>) -> Bool {
    guard let root else { return true }
    return root.evaluate(Set(tags))
  }

  /// The fully parenthesised canonical form, e.g. `( ( a and b ) or not ( c ) )`.
  package var description: String {
    root?.description ?? ""
  }
}
